import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AllocationConflict } from "@office/shared/resource-planning/allocation-conflicts";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import { useAllocationPreview, type AllocationDraft } from "../api/preview-allocation";
import { ConflictList } from "./conflict-list";
import { fmt } from "./planner-rows";
import "../i18n";

type AllocationLiveCheckProps = {
  /** The editor's values when complete and valid, else null. */
  draft: AllocationDraft | null;
  /** False for read-only callers: they see the saved conflicts only. */
  canEdit: boolean;
  /** The saved allocation's conflicts and planned hours (edit), shown until the first preview answers. */
  saved: { conflicts: readonly AllocationConflict[]; plannedHours: number } | null;
};

/**
 * The editor's conflict section (issue 19 §4): while the allocation is edited, before saving, it asks
 * `GET /api/resourceAllocation/preview` for the values as they stand and shows the planned hours (no hours on
 * weekends, holidays and leave days) and the conflicts — leave, holidays, over-allocation — in a polite live
 * region, so a screen reader hears the change too.
 */
export function AllocationLiveCheck({ draft, canEdit, saved }: AllocationLiveCheckProps) {
  const { t } = useTranslation("resource-planning");
  // Debounced by value (the draft is a new object on every render): one call after typing pauses.
  const draftKey = useDebouncedValue(draft === null ? "" : JSON.stringify(draft), 250);
  const debouncedDraft = useMemo(
    () => (draftKey === "" ? null : (JSON.parse(draftKey) as AllocationDraft)),
    [draftKey],
  );
  const preview = useAllocationPreview(debouncedDraft, canEdit);
  const answer = canEdit && preview.data ? preview.data : saved;
  const warnings = answer?.conflicts.filter((c) => c.severity === "warning").length ?? 0;
  return (
    <section aria-labelledby="alloc-conflicts-title" className="mt-3" data-testid="allocation-live-check">
      <h3 id="alloc-conflicts-title" className="h6 d-flex align-items-center gap-2">
        {t("editor.conflicts")}
        {canEdit && preview.isFetching && (
          <span className="spinner-border spinner-border-sm" role="status">
            <span className="visually-hidden">{t("editor.checking")}</span>
          </span>
        )}
      </h3>
      <div aria-live="polite">
        {answer === null ? (
          <p className="text-body-secondary mb-0">{t("editor.checkHint")}</p>
        ) : (
          <>
            <p className="mb-2" data-testid="allocation-planned-hours">
              {t("editor.plannedHours", { hours: fmt(answer.plannedHours) })}
              {warnings > 0 && (
                <span className="badge text-bg-warning ms-2">
                  {t("editor.warningCount", { count: warnings })}
                </span>
              )}
            </p>
            <ConflictList conflicts={answer.conflicts} testId="allocation-conflicts" />
          </>
        )}
      </div>
    </section>
  );
}
