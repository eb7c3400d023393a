import { useTranslation } from "react-i18next";
import { ATTENDANCE_CODES } from "@office/shared/attendance/attendance.contract";
import { ATTENDANCE_CODE_ORDER, codeClass } from "./attendance-codes";
import "../i18n";

const DAY_KINDS = ["weekend", "holiday", "restDay", "swappedWorkday", "companyRestDay"] as const;

/** The legend of the attendance grid: every code with its colour, the day kinds and the markers. */
export function AttendanceLegend() {
  const { t } = useTranslation("attendance");
  return (
    <section
      className="app-att-legend"
      aria-labelledby="attendance-legend-title"
      data-testid="attendance-legend"
    >
      <h2 id="attendance-legend-title" className="h6 mb-2">
        {t("legend.title")}
      </h2>
      <ul className="list-inline mb-1">
        {ATTENDANCE_CODE_ORDER.map((code) => (
          <li key={code} className="list-inline-item me-3 mb-1">
            <span className={`app-att-cell app-att-swatch ${codeClass(code)}`}>
              {ATTENDANCE_CODES[code].short}
            </span>{" "}
            {ATTENDANCE_CODES[code].label}
          </li>
        ))}
      </ul>
      <ul className="list-inline mb-0 small">
        {DAY_KINDS.map((kind) => (
          <li key={kind} className="list-inline-item me-3 mb-1">
            <span className={`app-att-day is-${kind} app-att-swatch`} aria-hidden="true" />{" "}
            {t(`legend.${kind}`)}
          </li>
        ))}
        <li className="list-inline-item me-3 mb-1">{t("legend.halfDay")}</li>
        <li className="list-inline-item me-3 mb-1">
          <span className="app-att-cell app-att-swatch is-manual" aria-hidden="true" /> {t("legend.manual")}
        </li>
      </ul>
    </section>
  );
}
