import { useDeferredValue } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  PROJECT_HEALTHS,
  PROJECT_HEALTH_LABELS,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  projectInputSchema,
  type Project,
  type ProjectInputParsed,
  type ProjectOptions,
} from "@office/shared/projects/projects.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Icon } from "../../../components/ui/icon";
import { biArrowCounterclockwise, biExclamationTriangle, biSave } from "../../../components/ui/icons";
import { PersonMultiPicker } from "../../../components/ui/person-multi-picker";
import { PersonPicker } from "../../../components/ui/person-picker";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import "../../employees/utils/hungarian-zod";
import { useSimilarProjects } from "../api/get-project";
import { CheckboxPicker } from "./checkbox-picker";
import { toProjectFormValues, type ProjectFormValues } from "./project-form-values";
import "../i18n";

const idOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
const textOrNull = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

type ProjectFormProps = {
  options: ProjectOptions;
  defaultValues: ProjectFormValues;
  /** The edited project (its own name is not "similar"). */
  projectId?: number;
  submitLabel: string;
  onSubmit: (input: ProjectInputParsed) => Promise<Project>;
  onSaved?: (project: Project) => void;
};

/**
 * The project form (projectManager): react-hook-form with the server's `projectInputSchema`, pickers from
 * `GET /api/project/options` (manager and members: searchable person pickers; external resources: a
 * filterable checkbox list), a warning when
 * a project with a close name exists (`GET /api/project/similar`), the server's field messages under
 * their fields, and the unsaved-changes guard.
 */
export function ProjectForm({
  options,
  defaultValues,
  projectId,
  submitLabel,
  onSubmit,
  onSaved,
}: ProjectFormProps) {
  const { t } = useTranslation("projects");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProjectFormValues, unknown, ProjectInputParsed>({
    resolver: zodResolver(projectInputSchema),
    defaultValues,
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const name = useDeferredValue(watch("name") ?? "");
  const similar = useSimilarProjects(isDirty ? name : "", projectId);

  const submit = async (input: ProjectInputParsed): Promise<void> => {
    try {
      const saved = await onSubmit(input);
      guard.markClean();
      reset(toProjectFormValues(saved));
      onSaved?.(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field !== "_") setError(field as Path<ProjectFormValues>, { message });
      }
      if (error.status === 409) setError("code", { message: error.message });
    }
  };
  const errorOf = (name: Path<ProjectFormValues>) =>
    (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="project-form">
      {guard.dialog}
      <div className="row">
        <div className="col-md-6">
          <FormField label={t("form.partner")} error={errorOf("partnerId")} controlClassName="form-select">
            {(field) => (
              <select {...field} {...register("partnerId", { setValueAs: idOrNull })}>
                <option value="">{t("form.noPartner")}</option>
                {options.partners.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.city ? ` (${p.city})` : ""}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-md-6">
          <FormField label={t("form.code")} hint={t("form.codeHint")} error={errorOf("code")}>
            {(field) => <input {...field} autoComplete="off" {...register("code")} />}
          </FormField>
        </div>
        <div className="col-12">
          <FormField label={t("form.name")} error={errorOf("name")}>
            {(field) => <input {...field} autoComplete="off" {...register("name")} />}
          </FormField>
          {similar.data && similar.data.length > 0 && (
            <div className="alert alert-warning py-2" role="status" data-testid="similar-projects">
              <Icon icon={biExclamationTriangle} className="me-1" />
              <strong>{t("form.similarTitle")}.</strong> {t("form.similarBody")}
              <ul className="mb-0">
                {similar.data.map((s) => (
                  <li key={s.id}>
                    <a href={`/projektek/${s.id}`} target="_blank" rel="noreferrer">
                      {s.code} – {s.name}
                    </a>
                    {s.archived && ` (${t("form.archivedTag")})`}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="col-md-4">
          <FormField label={t("form.status")} error={errorOf("status")} controlClassName="form-select">
            {(field) => (
              <select {...field} {...register("status")}>
                {PROJECT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {PROJECT_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-md-4">
          <FormField label={t("form.startDate")} error={errorOf("startDate")}>
            {(field) => (
              <Controller
                control={control}
                name="startDate"
                render={({ field: f }) => (
                  <DateField {...field} required value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-4">
          <FormField label={t("form.endDate")} error={errorOf("endDate")}>
            {(field) => (
              <Controller
                control={control}
                name="endDate"
                render={({ field: f }) => (
                  <DateField
                    {...field}
                    value={f.value}
                    onChange={(v) => f.onChange(textOrNull(v))}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-4">
          <FormField label={t("form.budget")} hint={t("form.budgetHint")} error={errorOf("budget")}>
            {(field) => (
              <Controller
                control={control}
                name="budget"
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    maxFractionDigits={0}
                    unit="Ft"
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-4">
          <FormField
            label={t("form.costCenter")}
            error={errorOf("costCenterId")}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("costCenterId", { setValueAs: idOrNull })}>
                <option value="">{t("form.noCostCenter")}</option>
                {options.costCenters.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} – {c.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-md-4">
          <FormField label={t("form.manager")} error={errorOf("managerId")}>
            {(props) => (
              <Controller
                control={control}
                name="managerId"
                render={({ field }) => (
                  <PersonPicker
                    {...props}
                    people={options.employees}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    isClearable
                    placeholder={t("form.noManager")}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-6">
          <FormField label={t("form.members")} error={errorOf("memberIds")}>
            {(props) => (
              <Controller
                control={control}
                name="memberIds"
                render={({ field }) => (
                  <PersonMultiPicker
                    {...props}
                    people={options.employees}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    data-testid="project-members-picker"
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-md-6">
          <Controller
            control={control}
            name="externalResourceIds"
            render={({ field }) => (
              <CheckboxPicker
                id="project-external"
                label={t("form.externalResources")}
                choices={options.externalResources.map((r) => ({
                  id: r.id,
                  label: r.name,
                  detail: r.company,
                }))}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errorOf("externalResourceIds")}
              />
            )}
          />
        </div>
        <div className="col-12">
          <FormField label={t("form.description")} error={errorOf("description")}>
            {(field) => (
              <textarea {...field} rows={4} {...register("description", { setValueAs: textOrNull })} />
            )}
          </FormField>
        </div>
        <div className="col-md-6">
          <FormField label={t("form.health")} error={errorOf("health")} controlClassName="form-select">
            {(field) => (
              <select {...field} {...register("health")}>
                {PROJECT_HEALTHS.map((h) => (
                  <option key={h} value={h}>
                    {PROJECT_HEALTH_LABELS[h]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-md-6">
          <FormField label={t("form.progress")} error={errorOf("progress")}>
            {(field) => (
              <Controller
                control={control}
                name="progress"
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    unit="%"
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? 0)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" icon={biSave} disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button
          color="secondary"
          icon={biArrowCounterclockwise}
          disabled={!isDirty || isSubmitting}
          onClick={() => reset()}
        >
          {t("form.reset")}
        </Button>
      </div>
    </form>
  );
}
