import { useTranslation } from "react-i18next";
import { hasPermission } from "@office/shared/auth/permissions";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useReferenceData } from "../api/get-reference-data";
import { ReferenceTableCard } from "../components/reference-table-card";
import "../i18n";

/**
 * `/referencia-adatok` (companyAdmin, read-only; issue 22 §4): the reference tables the rules read —
 * work-schedule decrees, NAV fuel prices, km allowance, payroll rates and minimum wages — each with its
 * built-in and loaded periods and the current / next periods still missing, with what happens meanwhile.
 * Loading is the operator's CLI. Reached from the company page (`/ceg`) and the home warning; not in the
 * side navigation. Others see "Nincs jogosultságod" and nothing is requested.
 */
export function ReferenceDataPage() {
  const { t } = useTranslation("reference-data");
  useBreadcrumb([{ name: t("title"), url: "/referencia-adatok" }]);
  const isAdmin = useAuthStore((s) => hasPermission(s.authUser.role, "companyAdmin"));
  const overview = useReferenceData(isAdmin);
  return (
    <>
      <h1 className="h3 mb-3">{t("title")}</h1>
      {!isAdmin ? (
        <NoPermission />
      ) : (
        <>
          <p className="text-body-secondary">{t("intro")}</p>
          <QueryState query={overview} isEmpty={(d) => d.tables.length === 0} empty={<p>{t("empty")}</p>}>
            {(data) => (
              <div className="d-flex flex-column gap-3">
                {data.tables.map((table) => (
                  <ReferenceTableCard key={table.kind} table={table} />
                ))}
              </div>
            )}
          </QueryState>
        </>
      )}
    </>
  );
}
