import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n";

/** Warnings shown before the list is opened; the rest wait behind "Mind a(z) N figyelmeztetés". */
export const WARNINGS_SHOWN = 3;

/**
 * An event's warnings (rest days, attendees on approved leave) as a warning box. A long list — a
 * company-wide series where many attendees are away — shows its first {@link WARNINGS_SHOWN} items and a
 * button that opens the rest (and closes them again), so that the details and the answer buttons below
 * stay in view. Renders nothing for no warnings.
 */
export function EventWarnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation("calendar");
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  if (warnings.length === 0) return null;
  const isLong = warnings.length > WARNINGS_SHOWN + 1;
  const shown = isLong && !isOpen ? warnings.slice(0, WARNINGS_SHOWN) : warnings;
  return (
    <div className="alert alert-warning py-2" role="alert" data-testid="event-warnings">
      <strong>{t("details.warnings")}</strong>
      <ul className="mb-0 ps-3" id={listId}>
        {shown.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      {isLong && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 mt-1 alert-link"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t("details.warningsFewer") : t("details.warningsAll", { count: warnings.length })}
        </button>
      )}
    </div>
  );
}
