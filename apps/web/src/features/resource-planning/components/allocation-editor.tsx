import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import {
  ALLOCATION_STATUSES,
  ALLOCATION_STATUS_LABELS,
  type Allocation,
  type AllocationStatus,
} from "@office/shared/resource-planning/allocations.contract";
import type { PlannerProject, PlannerResource } from "@office/shared/resource-planning/planner.contract";
import { Button } from "../../../components/ui/button";
import { biSave, biTrash } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import type { AllocationBody } from "../api/planner";
import { BudgetLine } from "./budget-line";
import { dailyCapacity } from "../utils/planner-math";
import type { AllocationDraft } from "../api/preview-allocation";
import { AllocationLiveCheck } from "./allocation-live-check";

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
import "../i18n";

/** What the editor opens: a new allocation for a resource and a range, or an existing allocation. */
export type Edited =
  | { kind: "create"; resource: PlannerResource; start: string; end: string }
  | { kind: "edit"; allocation: Allocation; resource: PlannerResource | undefined };

type AllocationEditorProps = {
  edited: Edited | null;
  projects: PlannerProject[];
  canEdit: boolean;
  isBusy: boolean;
  onSave: (id: number | undefined, body: AllocationBody) => void;
  onDelete: (id: number) => void;
  onClose: () => void;
};

/**
 * The planner's popover (a small modal): project, period, hours per day (default: the resource's daily capacity),
 * status and note; the conflicts and planned hours of the values as they stand, checked live before saving
 * (`AllocationLiveCheck`, issue 19 §4); the project's budget consumed so far; for an existing allocation "Megerősítés" and "Törlés". Read-only for callers without `canEdit`.
 */
export function AllocationEditor(props: AllocationEditorProps) {
  const { edited, onClose } = props;
  const { t } = useTranslation("resource-planning");
  return (
    <Modal show={edited !== null} onHide={onClose} centered aria-labelledby="allocation-editor-title">
      {edited && (
        <>
          <Modal.Header closeButton closeLabel={t("editor.close")}>
            <Modal.Title id="allocation-editor-title" as="h2" className="h5">
              {edited.kind === "create" ? t("editor.createTitle") : t("editor.editTitle")}
            </Modal.Title>
          </Modal.Header>
          <EditorForm
            key={
              edited.kind === "edit" ? edited.allocation.id : `${edited.resource.resourceId}-${edited.start}`
            }
            {...props}
            edited={edited}
          />
        </>
      )}
    </Modal>
  );
}

function EditorForm({
  edited,
  projects,
  canEdit,
  isBusy,
  onSave,
  onDelete,
  onClose,
}: AllocationEditorProps & { edited: Edited }) {
  const { t } = useTranslation("resource-planning");
  const allocation = edited.kind === "edit" ? edited.allocation : null;
  const resourceName = edited.kind === "edit" ? edited.allocation.resourceName : edited.resource.name;
  const defaultHours =
    edited.kind === "create"
      ? Math.min(8, dailyCapacity(edited.resource)) || 8
      : edited.allocation.hoursPerDay;
  const [projectId, setProjectId] = useState(allocation ? String(allocation.projectId) : "");
  const [start, setStart] = useState(allocation?.start ?? (edited.kind === "create" ? edited.start : ""));
  const [end, setEnd] = useState(allocation?.end ?? (edited.kind === "create" ? edited.end : ""));
  const [hours, setHours] = useState(String(defaultHours).replace(".", ","));
  const [status, setStatus] = useState<AllocationStatus>(allocation?.status ?? "tentative");
  const [note, setNote] = useState(allocation?.note ?? "");
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const hoursValue = Number(hours.replace(",", "."));
  const hoursValid =
    Number.isFinite(hoursValue) && hoursValue >= 0.5 && hoursValue <= 24 && Number.isInteger(hoursValue * 2);
  const projectValid = projectId !== "";
  const plannable = projects.filter((p) => p.status !== "closed" || String(p.id) === projectId);
  const project = projects.find((p) => String(p.id) === projectId);
  const disabled = !canEdit || isBusy;
  const resourceType =
    allocation?.resourceType ?? (edited.kind === "create" ? edited.resource.resourceType : "employee");
  const resourceId = allocation?.resourceId ?? (edited.kind === "create" ? edited.resource.resourceId : 0);
  // The values as they stand, for the live conflict check before saving (null until they are complete).
  const draft: AllocationDraft | null =
    hoursValid && projectValid && isIsoDate(start) && isIsoDate(end) && end >= start
      ? {
          id: allocation?.id,
          resourceType,
          resourceId,
          projectId: Number(projectId),
          start,
          end,
          hoursPerDay: hoursValue,
        }
      : null;

  const submit = (nextStatus: AllocationStatus) => {
    setSubmitted(true);
    if (!hoursValid || !projectValid || !start || !end) return;
    onSave(allocation?.id, {
      resourceType,
      resourceId,
      projectId: Number(projectId),
      start,
      end: end < start ? start : end,
      hoursPerDay: hoursValue,
      status: nextStatus,
      note: note.trim() === "" ? null : note.trim(),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(status);
      }}
    >
      <Modal.Body>
        <p className="mb-2">
          <span className="text-body-secondary">{t("editor.resource")}:</span> <strong>{resourceName}</strong>
        </p>
        <div className="mb-2">
          <label className="form-label" htmlFor="alloc-project">
            {t("editor.project")}
          </label>
          <select
            id="alloc-project"
            className={`form-select${isSubmitted && !projectValid ? " is-invalid" : ""}`}
            value={projectId}
            disabled={disabled}
            onChange={(e) => setProjectId(e.target.value)}
            aria-describedby={isSubmitted && !projectValid ? "alloc-project-error" : undefined}
            autoFocus={edited.kind === "create"}
          >
            <option value="">{t("editor.chooseProject")}</option>
            {plannable.map((p) => (
              <option key={p.id} value={p.id}>
                {p.code} – {p.name}
              </option>
            ))}
          </select>
          {isSubmitted && !projectValid && (
            <div id="alloc-project-error" className="invalid-feedback">
              {t("editor.projectRequired")}
            </div>
          )}
          {project && (
            <div className="form-text">
              <BudgetLine project={project} />
            </div>
          )}
        </div>
        <div className="row g-2 mb-2">
          <div className="col">
            <label className="form-label" htmlFor="alloc-start">
              {t("editor.start")}
            </label>
            <DateField id="alloc-start" required value={start} disabled={disabled} onChange={setStart} />
          </div>
          <div className="col">
            <label className="form-label" htmlFor="alloc-end">
              {t("editor.end")}
            </label>
            <DateField
              id="alloc-end"
              required
              value={end}
              min={start}
              disabled={disabled}
              onChange={setEnd}
            />
          </div>
        </div>
        <div className="row g-2 mb-2">
          <div className="col">
            <label className="form-label" htmlFor="alloc-hours">
              {t("editor.hoursPerDay")}
            </label>
            <input
              id="alloc-hours"
              inputMode="decimal"
              className={`form-control${isSubmitted && !hoursValid ? " is-invalid" : ""}`}
              value={hours}
              disabled={disabled}
              onChange={(e) => setHours(e.target.value)}
              aria-describedby={isSubmitted && !hoursValid ? "alloc-hours-error" : undefined}
            />
            {isSubmitted && !hoursValid && (
              <div id="alloc-hours-error" className="invalid-feedback">
                {t("editor.hoursInvalid")}
              </div>
            )}
          </div>
          <div className="col">
            <label className="form-label" htmlFor="alloc-status">
              {t("editor.status")}
            </label>
            <select
              id="alloc-status"
              className="form-select"
              value={status}
              disabled={disabled}
              onChange={(e) => setStatus(e.target.value as AllocationStatus)}
            >
              {ALLOCATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ALLOCATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="alloc-note">
            {t("editor.note")}
          </label>
          <textarea
            id="alloc-note"
            className="form-control"
            rows={2}
            value={note}
            disabled={disabled}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <AllocationLiveCheck
          draft={draft}
          canEdit={canEdit}
          saved={
            allocation ? { conflicts: allocation.conflicts, plannedHours: allocation.plannedHours } : null
          }
        />
        {isConfirmingDelete && allocation && (
          <div className="alert alert-warning mt-3 mb-0 d-flex align-items-center gap-2" role="alert">
            <span className="me-auto">{t("editor.deleteConfirm")}</span>
            <Button
              color="warning"
              className="btn-sm"
              disabled={isBusy}
              onClick={() => onDelete(allocation.id)}
            >
              {t("editor.delete")}
            </Button>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        {canEdit && allocation && (
          <Button
            color="gray"
            icon={biTrash}
            className="me-auto"
            disabled={isBusy}
            onClick={() => setConfirmingDelete(true)}
          >
            {t("editor.delete")}
          </Button>
        )}
        <Button color="secondary" onClick={onClose}>
          {t("editor.cancel")}
        </Button>
        {canEdit && allocation?.status === "tentative" && (
          <Button color="success" disabled={isBusy} onClick={() => submit("confirmed")}>
            {t("editor.confirm")}
          </Button>
        )}
        {canEdit && (
          <Button type="submit" icon={biSave} disabled={isBusy}>
            {t("editor.save")}
          </Button>
        )}
      </Modal.Footer>
    </form>
  );
}
