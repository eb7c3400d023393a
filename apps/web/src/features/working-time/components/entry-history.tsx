import { useTranslation } from "react-i18next";
import type { TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { QueryState } from "../../../components/page/query-state";
import { formatDateTimeHu } from "../../employees/utils/format";
import { useTimeEntryHistory } from "../api/time-entries";
import "../i18n";

const FIELDS = ["date", "start", "end", "breakMinutes", "kind", "projectName", "note"] as const;

/** `"08:00 → 09:00"` lines of what a revision changed (fields of {@link FIELDS} only). */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (!before || !after) return [];
  const show = (v: unknown) => (v === null || v === undefined || v === "" ? "–" : String(v as string));
  return FIELDS.filter((f) => show(before[f]) !== show(after[f])).map(
    (f) => `${f}: ${show(before[f])} → ${show(after[f])}`,
  );
}

/** An entry's history (`GET /api/timeEntry/{id}/history`): who created and changed it, when, and what. */
export function EntryHistory({ entry }: { entry: TimeEntry }) {
  const { t } = useTranslation("working-time");
  const history = useTimeEntryHistory(entry.id);
  return (
    <section className="mt-2" aria-labelledby="wt-history-title">
      <h3 id="wt-history-title" className="h6">
        {t("history.title")}
        {entry.corrected && <span className="badge text-bg-warning ms-2">{t("entry.corrected")}</span>}
      </h3>
      <QueryState query={history}>
        {(data) => (
          <ul className="list-unstyled small mb-0" data-testid="wt-history">
            {data.revisions.map((rev, i) => (
              <li key={`${rev.changedAt}-${i}`} className="mb-1">
                <span className="fw-semibold">{t(`history.${rev.action}`)}</span> ·{" "}
                {formatDateTimeHu(rev.changedAt)} · {rev.changedByName}
                {changes(rev.before, rev.after).map((line) => (
                  <div key={line} className="text-body-secondary ms-3">
                    {line.replace(/^(\w+):/, (_, field: string) => `${t(`history.field.${field}`)}:`)}
                  </div>
                ))}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
