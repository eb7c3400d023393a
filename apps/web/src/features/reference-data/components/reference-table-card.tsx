import { useTranslation } from "react-i18next";
import { formatInstantDateTimeHu } from "@office/shared/hu/format";
import type { ReferenceDataTable } from "@office/shared/reference-data/reference-data.contract";
import "../i18n";

/**
 * One reference table as a card: its name and legal source, the missing current / next periods with what
 * the rules do meanwhile (a warning), and every period, newest first, with its origin (built in or loaded,
 * and whether a loaded one overrides a built-in one), source, and when and by whom it was loaded.
 */
export function ReferenceTableCard({ table }: { table: ReferenceDataTable }) {
  const { t } = useTranslation("reference-data");
  const titleId = `reference-${table.kind}`;
  const entries = [...table.entries].reverse();
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {table.label}
        </h2>
        <p className="small text-body-secondary">{t("legalSource", { source: table.legalSource })}</p>
        {table.missing.length > 0 ? (
          <div className="alert alert-warning" role="alert">
            <p className="mb-1 fw-semibold">{t("missing", { periods: table.missing.join(", ") })}</p>
            <p className="mb-0">{t("missingFallback", { fallback: table.fallback })}</p>
          </div>
        ) : (
          <p className="text-success">{t("complete")}</p>
        )}
        <div className="table-responsive" style={{ maxHeight: "20rem" }}>
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t("columns.period")}</th>
                <th scope="col">{t("columns.origin")}</th>
                <th scope="col">{t("columns.source")}</th>
                <th scope="col">{t("columns.loaded")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.period}>
                  <td className="text-nowrap">{e.period}</td>
                  <td className="text-nowrap">
                    {e.origin === "builtIn"
                      ? t("origin.builtIn")
                      : e.overridesBuiltIn
                        ? t("origin.overrides")
                        : t("origin.database")}
                  </td>
                  <td className="small">{e.source}</td>
                  <td className="small text-nowrap">
                    {e.loadedAt
                      ? t("loadedBy", { at: formatInstantDateTimeHu(e.loadedAt), by: e.loadedBy ?? "" })
                      : "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
