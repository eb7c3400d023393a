import { useTranslation } from "react-i18next";
import { useEmployeeHistory } from "../api/get-employee-history";
import { formatDateTimeHu } from "../utils/format";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import { biArrowRight } from "../../../components/ui/icons";

/** Előzmények (hr): every field-level change (when, who, field, old → new), newest first. */
export function HistoryTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const history = useEmployeeHistory(employeeId);
  if (history.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        {t("common:loading")}
      </p>
    );
  }
  if (history.isError) return <p role="alert">{t("common:loadError")}</p>;
  if (history.data.length === 0) return <p className="text-body-secondary">{t("history.empty")}</p>;
  const emptyValue = <span className="text-body-secondary fst-italic">{t("history.emptyValue")}</span>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" data-testid="history-table">
        <thead>
          <tr>
            <th scope="col">{t("history.at")}</th>
            <th scope="col">{t("history.user")}</th>
            <th scope="col">{t("history.field")}</th>
            <th scope="col">{t("history.change")}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">{formatDateTimeHu(entry.at)}</td>
              <td>{entry.userName ?? t("history.unknownUser")}</td>
              <td>{entry.fieldLabel}</td>
              <td>
                <span className="app-history-value d-inline-block">
                  <span className="visually-hidden">{t("history.oldValue")}: </span>
                  {entry.oldValue ?? emptyValue}
                </span>
                <Icon icon={biArrowRight} className="mx-2 text-body-secondary" />
                <span className="app-history-value d-inline-block fw-semibold">
                  <span className="visually-hidden">{t("history.newValue")}: </span>
                  {entry.newValue ?? emptyValue}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
