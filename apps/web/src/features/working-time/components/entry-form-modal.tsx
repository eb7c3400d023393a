import { useEffect, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type {
  TimeEntry,
  TimeEntryUpdate,
  timeEntryUpdateInputSchema,
} from "@office/shared/working-time/time-entry.contract";
import { Button } from "../../../components/ui/button";
import { DateField } from "../../../components/ui/date-field";
import { FormField } from "../../../components/ui/form-field";
import { biSave, biTrash } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import { isHttpError } from "../../../lib/http/http-error";
import { useProjectOptions, useTaskOptions } from "../api/pickers";
import { useTimeEntryMutations } from "../api/time-entries";
import { EntryHistory } from "./entry-history";
import "../i18n";

type FormValues = z.input<typeof timeEntryUpdateInputSchema>;

const resolver = lazyZodResolver(() =>
  import("@office/shared/working-time/time-entry.contract").then((m) => m.timeEntryUpdateInputSchema),
);

/** What the form opens: an entry to edit, or a new one on `date` (and project); `isClosed`: read-only. */
export type EntryFormTarget = {
  entry: TimeEntry | null;
  date: string;
  projectId: number | null;
  isClosed?: boolean;
};

const toNullableId = (value: unknown) => (value === "" || value === null ? null : Number(value));

function valuesOf(target: EntryFormTarget): FormValues {
  const e = target.entry;
  return {
    date: e?.date ?? target.date,
    start: e?.start.slice(0, 5) ?? "08:00",
    end: e?.end?.slice(0, 5) ?? "16:20",
    crossesMidnight: e?.crossesMidnight ?? false,
    breakMinutes: e?.breakMinutes ?? 20,
    kind: e?.kind ?? "work",
    projectId: e ? e.projectId : target.projectId,
    taskId: e?.taskId ?? null,
    note: e?.note ?? null,
  };
}

/**
 * The entry form in a modal: date, start, end, "éjfél után ér véget", break (minutes), kind (munka /
 * készenlét), project, task (only when the server lists tasks), note; for an existing entry its history
 * and deletion with a confirmation. Server refusals (400 fields, 409 overlap or closed month) show at the
 * fields and in the HTTP layer's toast.
 */
export function EntryFormModal({
  employeeId,
  target,
  onClose,
}: {
  employeeId: number;
  target: EntryFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("working-time");
  const { create, update, remove } = useTimeEntryMutations();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, watch, setError, formState } = useForm<
    FormValues,
    unknown,
    TimeEntryUpdate
  >({ resolver, defaultValues: target ? valuesOf(target) : undefined });
  useEffect(() => {
    if (target) reset(valuesOf(target));
    setIsConfirmingDelete(false);
    setFormError(null);
  }, [target, reset]);
  const projects = useProjectOptions();
  const projectId = watch("projectId") ?? null;
  const tasks = useTaskOptions(projectId);
  const entry = target?.entry ?? null;
  const isReadOnly = target?.isClosed === true;
  const errors = formState.errors;

  const submit = async (input: TimeEntryUpdate): Promise<void> => {
    setFormError(null);
    try {
      if (entry) await update.mutateAsync({ id: entry.id, input });
      else await create.mutateAsync({ ...input, employeeId });
      onClose();
    } catch (error) {
      if (!isHttpError(error)) return;
      setFormError(error.message);
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field in valuesOf({ entry: null, date: "", projectId: null }))
          setError(field as keyof FormValues, { message });
      }
    }
  };

  const handleDelete = async (): Promise<void> => {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      onClose();
    } catch (error) {
      if (isHttpError(error)) setFormError(error.message);
    }
  };

  return (
    <Modal show={target !== null} onHide={onClose} centered size="lg" aria-labelledby="wt-entry-title">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="wt-entry-form">
        <Modal.Header closeButton closeLabel={t("dialog.close")}>
          <Modal.Title id="wt-entry-title" as="h2" className="h5">
            {entry ? t("entry.editTitle") : t("entry.newTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError && (
            <div className="alert alert-danger py-2" role="alert">
              {formError}
            </div>
          )}
          <fieldset disabled={isReadOnly}>
            <div className="row gx-3">
              <div className="col-12 col-md-4">
                <FormField label={t("entry.date")} error={errors.date?.message}>
                  {(field) => (
                    <Controller
                      control={control}
                      name="date"
                      render={({ field: f }) => (
                        <DateField
                          {...field}
                          required
                          value={f.value}
                          onBlur={f.onBlur}
                          onChange={f.onChange}
                        />
                      )}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-6 col-md-4">
                <FormField label={t("entry.start")} error={errors.start?.message}>
                  {(field) => (
                    <input {...field} {...register("start")} inputMode="numeric" placeholder="ÓÓ:PP" />
                  )}
                </FormField>
              </div>
              <div className="col-6 col-md-4">
                <FormField label={t("entry.end")} error={errors.end?.message}>
                  {(field) => (
                    <input {...field} {...register("end")} inputMode="numeric" placeholder="ÓÓ:PP" />
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-4 offset-md-8">
                <div className="form-check mb-3">
                  <input
                    id="wt-crosses-midnight"
                    type="checkbox"
                    className="form-check-input"
                    {...register("crossesMidnight")}
                  />
                  <label className="form-check-label" htmlFor="wt-crosses-midnight">
                    {t("entry.crossesMidnight")}
                  </label>
                </div>
              </div>
              <div className="col-6 col-md-4">
                <FormField
                  label={t("entry.break")}
                  error={errors.breakMinutes?.message}
                  hint={t("entry.breakHint")}
                >
                  {(field) => (
                    <Controller
                      control={control}
                      name="breakMinutes"
                      render={({ field: f }) => (
                        <NumberField
                          {...field}
                          unit={t("entry.minutes")}
                          maxFractionDigits={0}
                          value={f.value}
                          onBlur={f.onBlur}
                          onChange={(value) => f.onChange(value ?? 0)}
                        />
                      )}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-6 col-md-4">
                <FormField
                  label={t("entry.kind")}
                  error={errors.kind?.message}
                  controlClassName="form-select"
                >
                  {(field) => (
                    <select {...field} {...register("kind")}>
                      <option value="work">{t("entry.kindWork")}</option>
                      <option value="standby">{t("entry.kindStandby")}</option>
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-6">
                <FormField
                  label={t("entry.project")}
                  error={errors.projectId?.message}
                  controlClassName="form-select"
                >
                  {(field) => (
                    <select {...field} {...register("projectId", { setValueAs: toNullableId })}>
                      <option value="">{t("week.noProject")}</option>
                      {(projects.data ?? []).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.label}
                        </option>
                      ))}
                      {entry?.projectId && !projects.data?.some((p) => p.id === entry.projectId) && (
                        <option value={entry.projectId}>{entry.projectName}</option>
                      )}
                    </select>
                  )}
                </FormField>
              </div>
              {tasks.data && (
                <div className="col-12 col-md-6">
                  <FormField
                    label={t("entry.task")}
                    error={errors.taskId?.message}
                    controlClassName="form-select"
                  >
                    {(field) => (
                      <select {...field} {...register("taskId", { setValueAs: toNullableId })}>
                        <option value="">{t("entry.noTask")}</option>
                        {tasks.data?.map((task) => (
                          <option key={task.id} value={task.id}>
                            {task.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
              )}
              <div className="col-12">
                <FormField label={t("entry.note")} error={errors.note?.message}>
                  {(field) => (
                    <textarea
                      {...field}
                      rows={2}
                      {...register("note", { setValueAs: (v: string | null) => (v ? v : null) })}
                    />
                  )}
                </FormField>
              </div>
            </div>
          </fieldset>
          {entry && <EntryHistory entry={entry} />}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <div>
            {entry && !isReadOnly && !isConfirmingDelete && (
              <Button color="secondary" icon={biTrash} onClick={() => setIsConfirmingDelete(true)}>
                {t("entry.delete")}
              </Button>
            )}
            {entry && isConfirmingDelete && (
              <div className="d-flex align-items-center gap-2" role="alert">
                <span>{t("entry.deleteConfirm")}</span>
                <Button color="warning" disabled={remove.isPending} onClick={() => void handleDelete()}>
                  {t("entry.deleteYes")}
                </Button>
                <Button color="secondary" onClick={() => setIsConfirmingDelete(false)}>
                  {t("common:actions.cancel")}
                </Button>
              </div>
            )}
          </div>
          <div className="d-flex gap-2">
            <Button color="secondary" onClick={onClose}>
              {t("common:actions.cancel")}
            </Button>
            {!isReadOnly && (
              <Button type="submit" icon={biSave} disabled={formState.isSubmitting}>
                {t("common:actions.save")}
              </Button>
            )}
          </div>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
