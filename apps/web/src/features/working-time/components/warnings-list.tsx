import { useTranslation } from "react-i18next";
import type { WorkingTimeWarningDto } from "@office/shared/working-time/time-entry.contract";
import { Icon } from "../../../components/ui/icon";
import { biExclamationTriangle } from "../../../components/ui/icons";
import { formatShortDate } from "../utils/time-format";
import "../i18n";

/**
 * The Mt. 99/103/104/109. § warnings of a record: each with its day, message and paragraph. They are
 * warnings, not refusals: the entries are saved.
 */
export function WarningsList({ warnings }: { warnings: WorkingTimeWarningDto[] }) {
  const { t } = useTranslation("working-time");
  if (warnings.length === 0) return null;
  return (
    <section
      className="alert alert-warning py-2"
      aria-labelledby="wt-warnings-title"
      data-testid="wt-warnings"
    >
      <h2 id="wt-warnings-title" className="h6 mb-2">
        <Icon icon={biExclamationTriangle} className="me-2" />
        {t("warnings.title", { count: warnings.length })}
      </h2>
      <ul className="mb-0 ps-3 small">
        {warnings.map((w, i) => (
          <li key={`${w.code}-${w.date}-${i}`}>
            <span className="fw-semibold">{formatShortDate(w.date)}</span> {w.message}{" "}
            <span className="badge text-bg-light border">{w.rule}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
