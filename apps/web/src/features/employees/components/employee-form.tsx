import { useMemo, type ReactNode } from "react";
import { Controller, useForm, type Path, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  employeeInputSchema,
  type EmployeeDetail,
  type EmployeeInput,
} from "@office/shared/employees/employees.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PersonPicker } from "../../../components/ui/person-picker";
import type { PersonOption } from "../../../components/ui/person-options";
import { isHttpError } from "../../../lib/http/http-error";
import { useCostCenters } from "../../cost-centers/api/get-cost-centers";
import { useAppConfig } from "../api/get-app-config";
import { useEmployees } from "../api/list-employees";
import "../utils/hungarian-zod";
import { ChildrenEditor } from "./children-editor";
import { departmentsOf } from "../../../components/ui/department-select";
import { emptyToNull, toEmployeeFormValues, type EmployeeFormValues } from "./employee-form-values";
import { useUnsavedChangesGuard } from "./unsaved-changes-guard";
import "../i18n";
import { biArrowCounterclockwise, biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";

type EmployeeFormProps = {
  defaultValues: EmployeeFormValues;
  /** The edited employee's id: left out of the manager choices (nobody is their own manager). */
  employeeId?: number;
  submitLabel: string;
  /** Saves the record (POST or PUT); the form then shows the saved values. Errors: HttpError. */
  onSubmit: (input: EmployeeInput) => Promise<EmployeeDetail>;
  /** Runs after a successful save, with the unsaved-changes guard already lifted (e.g. to navigate). */
  onSaved?: (employee: EmployeeDetail) => void;
};

const toNumberOrNull = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);

/**
 * The full HR record form (hr): react-hook-form with `zodResolver(employeeInputSchema)`, the server's own
 * schema, so checksum errors (tax id, TAJ, bank account) and cross-field rules (employment end ≥ start,
 * tax id ↔ birth date) show in Hungarian under their fields; the server's field messages land there too.
 * Manager from the directory, education from `GET /api/appConfig`, children editor, unsaved-changes guard.
 */
export function EmployeeForm({
  defaultValues,
  employeeId,
  submitLabel,
  onSubmit,
  onSaved,
}: EmployeeFormProps) {
  const { t } = useTranslation("employees");
  const directory = useEmployees("all");
  const appConfig = useAppConfig();
  const costCenters = useCostCenters();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting, submitCount, isValid },
  } = useForm<EmployeeFormValues, unknown, EmployeeInput>({
    resolver: zodResolver(employeeInputSchema),
    defaultValues,
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const managers = useMemo(
    () => (directory.data ?? []).filter((employee) => employee.id !== employeeId),
    [directory.data, employeeId],
  );
  // Every colleague but the employee (inactive ones marked), plus the current manager when not listed.
  const managerChoices = useMemo((): PersonOption[] => {
    const choices = managers.map((m) => ({
      ...m,
      name: m.active ? m.name : `${m.name} (${t("list.statusInactive")})`,
    }));
    const currentId = defaultValues.managerId;
    const isListed =
      currentId === null || currentId === undefined || managers.some((m) => m.id === currentId);
    return isListed ? choices : [...choices, { id: currentId, name: `#${currentId}` }];
  }, [managers, defaultValues.managerId, t]);
  const departments = useMemo(() => departmentsOf(directory.data ?? []), [directory.data]);
  // Active cost centres, plus the employee's current one even when it was deactivated meanwhile.
  const costCenterChoices = useMemo(
    () => (costCenters.data ?? []).filter((c) => c.active || c.id === defaultValues.costCenterId),
    [costCenters.data, defaultValues.costCenterId],
  );
  const educations = useMemo(() => {
    const list = appConfig.data?.employeeEducations ?? [];
    const current = defaultValues.education;
    return current && !list.includes(current) ? [...list, current] : list;
  }, [appConfig.data, defaultValues.education]);

  const submit = async (input: EmployeeInput): Promise<void> => {
    try {
      const saved = await onSubmit(input);
      guard.markClean();
      reset(toEmployeeFormValues(saved));
      onSaved?.(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field !== "_") setError(field as Path<EmployeeFormValues>, { message });
      }
    }
  };

  const text = (
    name: Path<EmployeeFormValues>,
    label: string,
    extra: { hint?: string; type?: string } = {},
  ) => (
    <FormField label={label} error={errorOf(name)} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(field) => (
        <input {...field} type={extra.type ?? "text"} {...register(name, { setValueAs: emptyToNull })} />
      )}
    </FormField>
  );
  const date = (
    name: "birthDate" | "employmentStart" | "employmentEnd",
    label: string,
    isRequired = false,
  ) => (
    <FormField label={label} error={errorOf(name)}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: f }) => (
            <DateField
              {...field}
              required={isRequired}
              value={f.value}
              onChange={(v) => f.onChange(isRequired ? v : emptyToNull(v))}
              onBlur={f.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
  function errorOf(name: Path<EmployeeFormValues>): string | undefined {
    const error = (errors as Record<string, { message?: string } | undefined>)[name];
    return error?.message;
  }

  // The selects must mount with their options, or the browser drops the saved manager / education /
  // cost centre.
  if (directory.isPending || appConfig.isPending || costCenters.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        {t("common:loading")}
      </p>
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="employee-form">
      {guard.dialog}
      <Section title={t("form.sections.personal")}>
        <div className="col-12 col-md-8">
          <FormField label={t("form.name")} error={errors.name?.message}>
            {(field) => <input {...field} type="text" autoComplete="off" {...register("name")} />}
          </FormField>
        </div>
        <div className="col-12 col-md-4">{text("employeeNumber", t("form.employeeNumber"))}</div>
        <div className="col-12 col-md-6">{text("birthName", t("form.birthName"))}</div>
        <div className="col-12 col-md-6">{text("mothersName", t("form.mothersName"))}</div>
        <div className="col-12 col-md-6">{text("birthPlace", t("form.birthPlace"))}</div>
        <div className="col-12 col-md-6">{date("birthDate", t("form.birthDate"))}</div>
      </Section>

      <Section title={t("form.sections.identifiers")}>
        <div className="col-12 col-md-4">{text("taxId", t("form.taxId"), { hint: t("form.taxIdHint") })}</div>
        <div className="col-12 col-md-4">
          {text("tajNumber", t("form.tajNumber"), { hint: t("form.tajNumberHint") })}
        </div>
        <div className="col-12 col-md-4">
          {text("bankAccount", t("form.bankAccount"), { hint: t("form.bankAccountHint") })}
        </div>
      </Section>

      <Section title={t("form.sections.contact")}>
        <div className="col-12 col-md-6">{text("email", t("form.email"), { type: "email" })}</div>
        <div className="col-12 col-md-6">{text("phone", t("form.phone"), { type: "tel" })}</div>
        <div className="col-12">{text("address", t("form.address"))}</div>
      </Section>

      <Section title={t("form.sections.employment")}>
        <div className="col-12 col-md-6">{text("position", t("form.position"))}</div>
        <div className="col-12 col-md-6">
          <FormField label={t("form.department")} error={errors.department?.message}>
            {(field) => (
              <input
                {...field}
                type="text"
                list="employee-departments"
                {...register("department", { setValueAs: emptyToNull })}
              />
            )}
          </FormField>
          <datalist id="employee-departments">
            {departments.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className="col-12 col-md-6">
          <FormField label={t("form.manager")} error={errors.managerId?.message}>
            {(field) => (
              <Controller
                control={control}
                name="managerId"
                render={({ field: manager }) => (
                  <PersonPicker
                    {...field}
                    people={managerChoices}
                    value={manager.value ?? null}
                    onChange={manager.onChange}
                    isClearable
                    placeholder={t("form.noManager")}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("form.costCenter")}
            error={errors.costCenterId?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("costCenterId", { setValueAs: toNumberOrNull })}>
                <option value="">{t("form.noCostCenter")}</option>
                {costCenterChoices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.active
                      ? `${c.code} – ${c.name}`
                      : `${c.code} – ${c.name} (${t("list.statusInactive")})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6 col-md-3">{date("employmentStart", t("form.employmentStart"), true)}</div>
        <div className="col-6 col-md-3">{date("employmentEnd", t("form.employmentEnd"))}</div>
        <div className="col-12 col-md-4">
          <FormField
            label={t("form.workSchedule")}
            error={errors.workSchedule?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("workSchedule")}>
                <option value="general">{t("form.workSchedules.general")}</option>
                <option value="other">{t("form.workSchedules.other")}</option>
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-2">
          <FormField label={t("form.weeklyHours")} error={errors.weeklyHours?.message}>
            {(field) => (
              <Controller
                control={control}
                name="weeklyHours"
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("form.education")}
            error={errors.education?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("education", { setValueAs: emptyToNull })}>
                <option value="">{t("form.noEducation")}</option>
                {educations.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12">
          <Check id="employee-disability" label={t("form.disability")} {...register("disability")} />
          <Check id="employee-active" label={t("form.active")} {...register("active")} />
        </div>
      </Section>

      <Section title={t("form.sections.children")}>
        <div className="col-12">
          <ChildrenEditor control={control} register={register} errors={errors.children} />
        </div>
      </Section>

      {submitCount > 0 && !isValid && Object.keys(errors).length > 0 && (
        <div className="alert alert-danger" role="alert">
          {t("form.invalid")}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" icon={biSave} disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {isDirty && (
          <Button color="gray" icon={biArrowCounterclockwise} onClick={() => reset()} disabled={isSubmitting}>
            {t("form.reset")}
          </Button>
        )}
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="h5 mb-3 pb-1 border-bottom">{title}</legend>
      <div className="row gx-3">{children}</div>
    </fieldset>
  );
}

type CheckProps = UseFormRegisterReturn & { id: string; label: string };

function Check({ id, label, ...input }: CheckProps) {
  return (
    <div className="form-check mb-2">
      <input id={id} type="checkbox" className="form-check-input" {...input} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
