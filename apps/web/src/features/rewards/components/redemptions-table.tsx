import { useTranslation } from "react-i18next";
import type { Redemption } from "@office/shared/points/products.contract";
import { Button } from "../../../components/ui/button";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { useDecideRedemption } from "../api/shop";

const BADGE: Record<Redemption["status"], string> = {
  pending: "text-bg-warning",
  fulfilled: "text-bg-success",
  rejected: "text-bg-danger",
  cancelled: "text-bg-secondary",
};

/**
 * Redemptions as a table. `mode` "keeper" (hr/companyAdmin on a product) shows the requester and the
 * fulfil / reject actions for pending ones; "mine" shows the cancel action.
 */
export function RedemptionsTable({ rows, mode }: { rows: readonly Redemption[]; mode: "keeper" | "mine" }) {
  const { t } = useTranslation("rewards");
  const decide = useDecideRedemption();
  return (
    <ResponsiveTable>
      <table className="table table-sm align-middle" data-testid={`redemptions-${mode}`}>
        <thead>
          <tr>
            <th scope="col">{t("redemptions.date")}</th>
            <th scope="col">{mode === "keeper" ? t("redemptions.employee") : t("redemptions.product")}</th>
            <th scope="col" className="text-end">
              {t("redemptions.price")}
            </th>
            <th scope="col">{t("redemptions.status")}</th>
            <th scope="col">{t("redemptions.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="redemption-row">
              <td>{new Date(r.createdAt).toLocaleDateString("hu-HU")}</td>
              <td>{mode === "keeper" ? r.employeeName : r.productName}</td>
              <td className="text-end">{r.pricePoints}</td>
              <td>
                <span className={`badge ${BADGE[r.status]}`}>{t(`redemptions.statuses.${r.status}`)}</span>
              </td>
              <td className="text-nowrap">
                {r.status === "pending" && mode === "keeper" && (
                  <>
                    <Button
                      color="success"
                      className="btn-sm me-1"
                      data-testid="redemption-fulfil"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: r.id, action: "fulfil" })}
                    >
                      {t("redemptions.fulfil")}
                    </Button>
                    <Button
                      color="secondary"
                      className="btn-sm"
                      data-testid="redemption-reject"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: r.id, action: "reject" })}
                    >
                      {t("redemptions.reject")}
                    </Button>
                  </>
                )}
                {r.status === "pending" && mode === "mine" && (
                  <Button
                    color="secondary"
                    className="btn-sm"
                    data-testid="redemption-cancel"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: r.id, action: "cancel" })}
                  >
                    {t("redemptions.cancel")}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
