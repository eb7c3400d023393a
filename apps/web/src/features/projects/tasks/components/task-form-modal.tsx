import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  PROJECT_TASK_STATUSES,
  PROJECT_TASK_STATUS_LABELS,
  projectTaskInputSchema,
  type ProjectTask,
  type ProjectTaskInput,
  type ProjectTaskInputParsed,
} from "@office/shared/projects/project-task.contract";
import { Button } from "../../../../components/ui/button";
import { DateField } from "../../../../components/ui/date-field";
import { FormField } from "../../../../components/ui/form-field";
import { biSave, biTrash } from "../../../../components/ui/icons";
import { NumberField } from "../../../../components/ui/number-field";
import type { PersonOption } from "../../../../components/ui/person-options";
import { PersonPicker } from "../../../../components/ui/person-picker";
import { isHttpError } from "../../../../lib/http/http-error";
import "../../../employees/utils/hungarian-zod";
import "../../i18n";

type TaskFormModalProps = {
  show: boolean;
  /** The edited task; none = a new one. */
  task: ProjectTask | null;
  /** Whom the assignee picker offers: the project's manager and members. */
  people: readonly PersonOption[];
  onSubmit: (input: ProjectTaskInputParsed) => Promise<unknown>;
  onDelete?: (task: ProjectTask) => Promise<unknown>;
  onClose: () => void;
};

const toValues = (task: ProjectTask | null): ProjectTaskInput => ({
  title: task?.title ?? "",
  description: task?.description ?? "",
  assigneeId: task?.assigneeId ?? null,
  dueDate: task?.dueDate ?? null,
  status: task?.status ?? "todo",
  estimateHours: task?.estimateHours ?? null,
});

/**
 * Create or edit a task (projectManager, the project's manager) in a dialog: title, description,
 * assignee (the app's person picker over the project team), due date, status and estimate in hours,
 * checked with the server's `projectTaskInputSchema`; the server's field messages land under their
 * fields. An edited task can be deleted after a second confirmation.
 */
export function TaskFormModal({ show, task, people, onSubmit, onDelete, onClose }: TaskFormModalProps) {
  const { t } = useTranslation("projects");
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProjectTaskInput, unknown, ProjectTaskInputParsed>({
    resolver: zodResolver(projectTaskInputSchema),
    values: toValues(task),
  });
  const errorOf = (name: Path<ProjectTaskInput>) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const team =
    task?.assigneeId && task.assigneeName && !people.some((p) => p.id === task.assigneeId)
      ? [...people, { id: task.assigneeId, name: task.assigneeName }]
      : people;

  const submit = async (input: ProjectTaskInputParsed) => {
    try {
      await onSubmit(input);
      onClose();
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field !== "_") setError(field as Path<ProjectTaskInput>, { message });
      }
    }
  };
  const close = () => {
    setIsConfirmingDelete(false);
    onClose();
  };

  return (
    <Modal show={show} onHide={close} centered size="lg" aria-labelledby="task-form-title">
      <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="task-form">
        <Modal.Header closeButton closeLabel={t("tasks.form.close")}>
          <Modal.Title id="task-form-title" as="h2" className="h5">
            {task ? t("tasks.form.editTitle") : t("tasks.form.newTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField label={t("tasks.form.title")} error={errorOf("title")}>
            {(field) => <input {...field} {...register("title")} maxLength={200} autoFocus />}
          </FormField>
          <FormField label={t("tasks.form.description")} error={errorOf("description")}>
            {(field) => <textarea {...field} {...register("description")} rows={3} />}
          </FormField>
          <div className="row">
            <div className="col-md-6">
              <FormField label={t("tasks.form.assignee")} error={errorOf("assigneeId")}>
                {(props) => (
                  <Controller
                    control={control}
                    name="assigneeId"
                    render={({ field }) => (
                      <PersonPicker
                        {...props}
                        people={team}
                        value={field.value ?? null}
                        onChange={field.onChange}
                        isClearable
                        placeholder={t("tasks.noAssignee")}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
            <div className="col-md-6">
              <FormField label={t("tasks.form.dueDate")} error={errorOf("dueDate")}>
                {(field) => (
                  <Controller
                    control={control}
                    name="dueDate"
                    render={({ field: f }) => (
                      <DateField
                        {...field}
                        value={f.value}
                        onChange={(v) => f.onChange(v === "" ? null : v)}
                        onBlur={f.onBlur}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
            <div className="col-md-6">
              <FormField
                label={t("tasks.form.status")}
                error={errorOf("status")}
                controlClassName="form-select"
              >
                {(field) => (
                  <select {...field} {...register("status")}>
                    {PROJECT_TASK_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {PROJECT_TASK_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className="col-md-6">
              <FormField label={t("tasks.form.estimate")} error={errorOf("estimateHours")}>
                {(field) => (
                  <Controller
                    control={control}
                    name="estimateHours"
                    render={({ field: f }) => (
                      <NumberField
                        {...field}
                        maxFractionDigits={2}
                        unit={t("tasks.form.hourUnit")}
                        value={f.value}
                        onChange={f.onChange}
                        onBlur={f.onBlur}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
          </div>
          {isConfirmingDelete && task && (
            <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
              <span className="me-auto">{t("tasks.form.deleteQuestion", { title: task.title })}</span>
              <Button color="secondary" onClick={() => setIsConfirmingDelete(false)}>
                {t("tasks.form.cancel")}
              </Button>
              <Button
                color="warning"
                disabled={isSubmitting}
                onClick={() => void onDelete?.(task).then(close, () => setIsConfirmingDelete(false))}
              >
                {t("tasks.form.deleteConfirm")}
              </Button>
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          {task && onDelete && !isConfirmingDelete && (
            <Button
              color="warning"
              icon={biTrash}
              className="me-auto"
              onClick={() => setIsConfirmingDelete(true)}
            >
              {t("tasks.form.delete")}
            </Button>
          )}
          <Button color="secondary" onClick={close} disabled={isSubmitting}>
            {t("tasks.form.cancel")}
          </Button>
          <Button type="submit" icon={biSave} disabled={isSubmitting}>
            {t("tasks.form.save")}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
