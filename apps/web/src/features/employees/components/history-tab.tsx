import { useTranslation } from "react-i18next";
import { useEmployeeHistory } from "../api/get-employee-history";
import { formatDateTimeHu } from "../utils/format";
import "../i18n";
import { QueryState } from "../../../components/page/query-state";
import { Icon } from "../../../components/ui/icon";
import { biArrowRight } from "../../../components/ui/icons";

/** Előzmények (hr): every field-level change (when, who, field, old → new), newest first. */
export function HistoryTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const history = useEmployeeHistory(employeeId);
  return (
    <QueryState query={history} isEmpty={(d) => d.length === 0} empty={t("history.empty")}>
      {(entries) => <HistoryTable entries={entries} />}
    </QueryState>
  );
}

function HistoryTable({ entries }: { entries: NonNullable<ReturnType<typeof useEmployeeHistory>["data"]> }) {
  const { t } = useTranslation("employees");
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
          {entries.map((entry) => (
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
