import { useTranslation } from "react-i18next";
import { ATTENDANCE_CODES } from "@office/shared/attendance/attendance.contract";
import {
  ABSENCE_APPROVAL_LABELS,
  ABSENCE_UNIT_LABELS,
  type AbsenceType,
} from "@office/shared/leave/absence-type.contract";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { Button } from "../../../components/ui/button";
import { biPencil, biTrash } from "../../../components/ui/icons";
import { formatDayCount } from "./leave-format";
import "../i18n";

/** True when DELETE removes the type (unused and not statutory); otherwise it deactivates it. */
export const isDeletable = (type: AbsenceType): boolean => !type.statutory && !type.inUse;

type AbsenceTypesTableProps = {
  types: readonly AbsenceType[];
  onEdit: (type: AbsenceType) => void;
  onDelete: (type: AbsenceType) => void;
};

/**
 * The absence types, one row each (issue 22 §1): name with the statutory badge and the description,
 * code, unit, approval, paid, counts against the entitlement, certificate, yearly limit, attendance
 * code, what colleagues see, active; edit, and delete (unused) or deactivate (statutory or in use,
 * while still active). Rows become cards on a phone (ResponsiveTable).
 */
export function AbsenceTypesTable({ types, onEdit, onDelete }: AbsenceTypesTableProps) {
  const { t } = useTranslation("leave");
  const yesNo = (value: boolean): string => (value ? t("types.yes") : t("types.no"));
  return (
    <ResponsiveTable>
      <table className="table align-middle" data-testid="absence-types">
        <caption className="visually-hidden">{t("types.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("types.name")}</th>
            <th scope="col">{t("types.code")}</th>
            <th scope="col">{t("types.unit")}</th>
            <th scope="col">{t("types.approval")}</th>
            <th scope="col">{t("types.paidShort")}</th>
            <th scope="col">{t("types.entitlementShort")}</th>
            <th scope="col">{t("types.certificateShort")}</th>
            <th scope="col" className="text-end">
              {t("types.limitShort")}
            </th>
            <th scope="col">{t("types.attendanceShort")}</th>
            <th scope="col">{t("types.visibleShort")}</th>
            <th scope="col">{t("types.activeShort")}</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t("requests.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type.id} className={type.active ? undefined : "text-body-secondary"}>
              <td>
                <span className="fw-semibold">{type.name}</span>
                {type.statutory && (
                  <span className="badge text-bg-secondary ms-1">{t("types.statutory")}</span>
                )}
                {type.description && <div className="small text-body-secondary">{type.description}</div>}
              </td>
              <td>
                <code>{type.code}</code>
              </td>
              <td>{ABSENCE_UNIT_LABELS[type.unit]}</td>
              <td>{ABSENCE_APPROVAL_LABELS[type.approval]}</td>
              <td>{yesNo(type.paid)}</td>
              <td>{yesNo(type.countsAgainstEntitlement)}</td>
              <td>{yesNo(type.requiresCertificate)}</td>
              <td className="text-end text-nowrap">
                {type.yearlyLimitDays === null
                  ? "—"
                  : t("types.limitDays", { days: formatDayCount(type.yearlyLimitDays) })}
              </td>
              <td title={ATTENDANCE_CODES[type.attendanceCode].label}>
                {ATTENDANCE_CODES[type.attendanceCode].short}
              </td>
              <td>{type.visibleToColleaguesAs}</td>
              <td>
                <span className={`badge ${type.active ? "text-bg-success" : "text-bg-secondary"}`}>
                  {type.active ? t("types.active") : t("types.inactive")}
                </span>
              </td>
              <td className="text-end">
                <div className="d-flex flex-wrap justify-content-end gap-1">
                  <Button
                    color="gray"
                    className="btn-sm"
                    icon={biPencil}
                    onClick={() => onEdit(type)}
                    aria-label={t("types.editLabel", { name: type.name })}
                  >
                    {t("types.edit")}
                  </Button>
                  {(isDeletable(type) || type.active) && (
                    <Button
                      color="gray"
                      className="btn-sm"
                      icon={biTrash}
                      onClick={() => onDelete(type)}
                      aria-label={t(isDeletable(type) ? "types.deleteLabel" : "types.deactivateLabel", {
                        name: type.name,
                      })}
                    >
                      {isDeletable(type) ? t("types.delete") : t("types.deactivate")}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
