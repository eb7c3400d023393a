import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { Icon } from "../../../components/ui/icon";
import { biPlusLg } from "../../../components/ui/icons";
import { useFuelCards } from "../api/people-api";
import "../i18n";

/** The fuel-cards tab of `/autok` (fleetManager): masked numbers, limit and this month's spend, car and driver. */
export function CardsPanel() {
  const { t } = useTranslation("cars");
  const cards = useFuelCards();
  return (
    <>
      <div className="d-flex mb-3">
        <Link to="/autok/uj-kartya" className="btn btn-primary">
          <Icon icon={biPlusLg} className="me-1" />
          {t("list.newCard")}
        </Link>
      </div>
      <QueryState query={cards} isEmpty={(d) => d.length === 0} empty={t("cards.empty")}>
        {(rows) => (
          <div className="table-responsive">
            <table className="table table-hover" data-testid="cards-table">
              <thead>
                <tr>
                  <th scope="col">{t("cards.cardNumber")}</th>
                  <th scope="col">{t("cards.status")}</th>
                  <th scope="col" className="text-end">
                    {t("cards.spent")}
                  </th>
                  <th scope="col">{t("cards.expiry")}</th>
                  <th scope="col">{t("cards.car")}</th>
                  <th scope="col">{t("cards.driver")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to={`/autok/kartyak/${c.id}`}>
                        {c.provider} <span className="font-monospace">{c.cardNumber}</span>
                      </Link>
                    </td>
                    <td>{t(`cards.statuses.${c.status}`)}</td>
                    <td className="text-end">
                      {formatHuf(c.spentThisMonthHuf)}
                      {c.monthlyLimitHuf !== null ? ` / ${formatHuf(c.monthlyLimitHuf)}` : ""}
                    </td>
                    <td>{c.expiry ? formatDateHu(c.expiry) : "–"}</td>
                    <td>{c.carPlate ?? "–"}</td>
                    <td>{c.driverName ?? "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </>
  );
}
