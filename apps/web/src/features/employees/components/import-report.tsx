import { useTranslation } from "react-i18next";
import type { EmployeeImportResult } from "@office/shared/employees/employees-import.contract";
import "../i18n";

type ImportReportProps = { report: EmployeeImportResult };

/**
 * The answer of an import check: the errors by Excel row (Sor, Mező, Hiba), or what saving does
 * (new, changed and unchanged employees, and which columns change for whom); unrecognised columns.
 */
export function ImportReport({ report }: ImportReportProps) {
  const { t } = useTranslation("employees");
  const hasErrors = report.errors.length > 0;
  return (
    <div data-testid="import-report">
      {hasErrors ? (
        <div className="alert alert-danger" role="alert">
          {t("import.hasErrors", { count: report.errors.length, rows: report.rows })}
        </div>
      ) : report.created + report.updated === 0 ? (
        <div className="alert alert-info" role="status">
          {t("import.nothingToDo", { unchanged: report.unchanged })}
        </div>
      ) : (
        <div className="alert alert-success" role="status">
          {t("import.summary", {
            created: report.created,
            updated: report.updated,
            unchanged: report.unchanged,
          })}
        </div>
      )}
      {report.ignoredColumns.length > 0 && (
        <p className="small text-body-secondary">
          {t("import.ignoredColumns", { columns: report.ignoredColumns.join(", ") })}
        </p>
      )}
      {hasErrors && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-label={t("import.errorsLabel")}>
            <thead>
              <tr>
                <th scope="col">{t("import.row")}</th>
                <th scope="col">{t("import.field")}</th>
                <th scope="col">{t("import.message")}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, i) => (
                <tr key={`${error.row}-${error.field ?? ""}-${i}`}>
                  <td className="text-nowrap">{error.row}</td>
                  <td>{error.column ?? t("import.wholeRow")}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!hasErrors && report.updates.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-label={t("import.updatesLabel")}>
            <thead>
              <tr>
                <th scope="col">{t("import.row")}</th>
                <th scope="col">{t("import.employee")}</th>
                <th scope="col">{t("import.changedColumns")}</th>
              </tr>
            </thead>
            <tbody>
              {report.updates.map((update) => (
                <tr key={update.row}>
                  <td className="text-nowrap">{update.row}</td>
                  <td>
                    {update.name}
                    <span className="small text-body-secondary ms-1">({update.employeeNumber})</span>
                  </td>
                  <td>{update.columns.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
