import { useMemo, type ReactNode } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  externalResourceInputSchema,
  type ExternalResourceDetail,
  type ExternalResourceFormValues,
  type ExternalResourceInput,
} from "@office/shared/external-resources/external-resources.contract";
import { validateTaxNumber } from "@office/shared/hu/identifiers";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Switch } from "../../../components/ui/switch";
import { biArrowCounterclockwise, biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import "../../employees/utils/hungarian-zod";
import { SkillsInput } from "./skills-input";
import "../i18n";

type ExternalResourceFormProps = {
  defaultValues: ExternalResourceFormValues;
  /** The caller may see (and so set) the rates: projectManager or employeeWages2. */
  canSeeRates: boolean;
  submitLabel: string;
  /** Skills of other contractors, offered while typing. */
  skillSuggestions?: readonly string[];
  /** Saves (POST or PUT). Errors: HttpError (its field messages land under the fields). */
  onSubmit: (input: ExternalResourceInput) => Promise<ExternalResourceDetail>;
  /** Runs after a successful save, with the unsaved-changes guard lifted (e.g. to navigate). */
  onSaved?: (saved: ExternalResourceDetail) => void;
};

/** The form values of a saved contractor. */
export function toExternalResourceFormValues(r: ExternalResourceDetail): ExternalResourceFormValues {
  return {
    name: r.name,
    company: r.company,
    taxNumber: r.taxNumber,
    email: r.email,
    phone: r.phone,
    skills: [...r.skills],
    dailyRate: r.dailyRate,
    hourlyRate: r.hourlyRate,
    contractStart: r.contractStart,
    contractEnd: r.contractEnd,
    active: r.active,
    note: r.note,
  };
}

export const EMPTY_EXTERNAL_RESOURCE: ExternalResourceFormValues = {
  name: "",
  company: null,
  taxNumber: null,
  email: null,
  phone: null,
  skills: [],
  dailyRate: null,
  hourlyRate: null,
  contractStart: null,
  contractEnd: null,
  active: true,
  note: null,
};

const emptyToNull = (value: unknown): unknown => (value === "" ? null : value);
const toNumberOrNull = (value: unknown): number | null =>
  value === "" || value === null || value === undefined || Number.isNaN(value) ? null : Number(value);

/**
 * A contractor's form (projectManager): react-hook-form with `zodResolver(externalResourceInputSchema)`, the
 * server's own schema; the adószám is checked live as it is typed (checksum, ÁFA-kód, area code); skills as
 * tags; daily and hourly rates in whole forints (only for those who may see rates; otherwise the stored
 * rates are kept as they are); unsaved-changes guard.
 */
export function ExternalResourceForm({
  defaultValues,
  canSeeRates,
  submitLabel,
  skillSuggestions = [],
  onSubmit,
  onSaved,
}: ExternalResourceFormProps) {
  const { t } = useTranslation("external-resources");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting, submitCount, isValid },
  } = useForm<ExternalResourceFormValues, unknown, ExternalResourceInput>({
    resolver: zodResolver(externalResourceInputSchema),
    defaultValues,
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const taxNumber = watch("taxNumber");
  const liveTax = useMemo(() => {
    const value = (taxNumber ?? "").trim();
    if (!value) return { error: undefined, isValid: false };
    const message = validateTaxNumber(value);
    return { error: message ?? undefined, isValid: message === null };
  }, [taxNumber]);

  const submit = async (input: ExternalResourceInput): Promise<void> => {
    try {
      const saved = await onSubmit(input);
      guard.markClean();
      reset(toExternalResourceFormValues(saved));
      onSaved?.(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field !== "_") setError(field as Path<ExternalResourceFormValues>, { message });
      }
    }
  };

  const text = (name: "name" | "company" | "email" | "phone", label: string, type = "text") => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => (
        <input
          {...field}
          type={type}
          autoComplete="off"
          {...register(name, name === "name" ? {} : { setValueAs: emptyToNull })}
        />
      )}
    </FormField>
  );
  const rate = (name: "dailyRate" | "hourlyRate", label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: f }) => (
            <NumberField
              {...field}
              maxFractionDigits={0}
              unit="Ft"
              value={f.value}
              onChange={(v) => f.onChange(toNumberOrNull(v))}
              onBlur={f.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
  const contractDate = (name: "contractStart" | "contractEnd", label: string) => (
    <div className="col-6 col-md-3">
      <FormField label={label} error={errors[name]?.message}>
        {(field) => (
          <Controller
            control={control}
            name={name}
            render={({ field: f }) => (
              <DateField
                {...field}
                value={f.value}
                onChange={(v) => f.onChange(emptyToNull(v))}
                onBlur={f.onBlur}
              />
            )}
          />
        )}
      </FormField>
    </div>
  );

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      data-testid="external-resource-form"
    >
      {guard.dialog}
      {submitCount > 0 && !isValid && (
        <div className="alert alert-danger py-2" role="alert">
          {t("form.invalid")}
        </div>
      )}
      <Section title={t("form.sections.basic")}>
        <div className="col-12 col-md-6">{text("name", t("form.name"))}</div>
        <div className="col-12 col-md-6">{text("company", t("form.company"))}</div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("form.taxNumber")}
            error={errors.taxNumber?.message ?? liveTax.error}
            hint={liveTax.isValid && !errors.taxNumber ? t("form.taxNumberValid") : t("form.taxNumberHint")}
          >
            {(field) => (
              <input
                {...field}
                className={`${field.className}${liveTax.isValid && !errors.taxNumber ? " is-valid" : ""}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                {...register("taxNumber", { setValueAs: emptyToNull })}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6 d-flex align-items-center">
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch value={field.value ?? true} onChange={field.onChange} label={t("form.active")} />
            )}
          />
        </div>
        <div className="col-12">
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => (
              <SkillsInput
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message ?? firstSkillError(errors.skills)}
                suggestions={skillSuggestions}
              />
            )}
          />
        </div>
      </Section>
      <Section title={t("form.sections.contact")}>
        <div className="col-12 col-md-6">{text("email", t("form.email"), "email")}</div>
        <div className="col-12 col-md-6">{text("phone", t("form.phone"), "tel")}</div>
      </Section>
      <Section title={t("form.sections.rates")}>
        {canSeeRates ? (
          <>
            <div className="col-6 col-md-3">{rate("dailyRate", t("form.dailyRate"))}</div>
            <div className="col-6 col-md-3">{rate("hourlyRate", t("form.hourlyRate"))}</div>
          </>
        ) : (
          <p className="col-12 text-body-secondary">{t("form.ratesHidden")}</p>
        )}
        {contractDate("contractStart", t("form.contractStart"))}
        {contractDate("contractEnd", t("form.contractEnd"))}
        <div className="col-12">
          <FormField label={t("form.note")} error={errors.note?.message}>
            {(field) => <textarea {...field} rows={3} {...register("note", { setValueAs: emptyToNull })} />}
          </FormField>
        </div>
      </Section>
      <div className="d-flex gap-2">
        <Button type="submit" color="success" icon={biSave} disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button
          color="secondary"
          icon={biArrowCounterclockwise}
          onClick={() => reset(defaultValues)}
          disabled={!isDirty || isSubmitting}
        >
          {t("form.reset")}
        </Button>
      </div>
    </form>
  );
}

/** The first message among the per-tag errors of the skills array. */
function firstSkillError(errors: unknown): string | undefined {
  if (!errors || typeof errors !== "object") return undefined;
  if ("message" in errors && typeof errors.message === "string") return errors.message;
  for (const value of Object.values(errors as Record<string, unknown>)) {
    if (value && typeof value === "object" && "message" in value && typeof value.message === "string")
      return value.message;
  }
  return undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-3">
      <legend className="h6 text-body-secondary border-bottom pb-1">{title}</legend>
      <div className="row g-2">{children}</div>
    </fieldset>
  );
}
