import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  APPLICANT_SOURCES,
  APPLICANT_SOURCE_LABELS,
  CONSENT_TEXT,
  CONSENT_TEXT_VERSION,
  applicantInputSchema,
  type ApplicantDetail,
  type ApplicantFormInput,
  type ApplicantInput,
  type JobOpening,
} from "@office/shared/applicants/applicants.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import "../../employees/utils/hungarian-zod";
import "../i18n";

/** Form values of an applicant (text inputs hold strings; the schema turns them into the input). */
export function toApplicantFormValues(a: ApplicantDetail | null, jobOpeningId?: number): ApplicantFormInput {
  return {
    name: a?.name ?? "",
    email: a?.email ?? "",
    phone: a?.phone ?? "",
    jobOpeningId: a?.jobOpeningId ?? jobOpeningId ?? 0,
    source: a?.source ?? "website",
    expectedSalaryHuf: a?.expectedSalaryHuf ?? null,
    availableFrom: a?.availableFrom ?? "",
    consentToKeep: a?.consentToKeep ?? false,
    legalHold: a?.legalHold ?? false,
  };
}

/**
 * The applicant form (hr): react-hook-form with `zodResolver(applicantInputSchema)`, the server's own
 * schema; server field messages land under their fields. Only open openings are offered (plus the
 * current one when editing).
 */
export function ApplicantForm({
  defaultValues,
  openings,
  submitLabel,
  onSubmit,
  disabled = false,
}: {
  defaultValues: ApplicantFormInput;
  openings: readonly JobOpening[];
  submitLabel: string;
  onSubmit: (input: ApplicantInput) => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation("applicants");
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicantFormInput, unknown, ApplicantInput>({
    resolver: zodResolver(applicantInputSchema),
    defaultValues,
  });
  const submit = async (input: ApplicantInput) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field !== "_") setError(field as Path<ApplicantFormInput>, { message });
      }
    }
  };
  const errorOf = (field: Path<ApplicantFormInput>) =>
    (errors as Record<string, { message?: string } | undefined>)[field]?.message;
  const choices = openings.filter((o) => o.status === "open" || o.id === defaultValues.jobOpeningId);
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="applicant-form">
      <fieldset disabled={disabled}>
        <div className="row g-2">
          <div className="col-12 col-md-6">
            <FormField label={t("form.name")} error={errorOf("name")}>
              {(props) => (
                <input {...props} autoComplete="off" data-testid="applicant-name" {...register("name")} />
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-6">
            <FormField
              label={t("form.opening")}
              error={errorOf("jobOpeningId")}
              controlClassName="form-select"
            >
              {(props) => (
                <select
                  {...props}
                  data-testid="applicant-opening"
                  {...register("jobOpeningId", { valueAsNumber: true })}
                >
                  <option value={0} disabled>
                    {t("form.chooseOpening")}
                  </option>
                  {choices.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.title}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-6">
            <FormField label={t("form.email")} error={errorOf("email")}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="off"
                  data-testid="applicant-email"
                  {...register("email")}
                />
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-6">
            <FormField label={t("form.phone")} error={errorOf("phone")}>
              {(props) => <input {...props} type="tel" autoComplete="off" {...register("phone")} />}
            </FormField>
          </div>
          <div className="col-12 col-md-4">
            <FormField label={t("form.source")} error={errorOf("source")} controlClassName="form-select">
              {(props) => (
                <select {...props} {...register("source")}>
                  {APPLICANT_SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {APPLICANT_SOURCE_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-4">
            <FormField label={t("form.expectedSalary")} error={errorOf("expectedSalaryHuf")}>
              {(props) => (
                <Controller
                  control={control}
                  name="expectedSalaryHuf"
                  render={({ field: f }) => (
                    <NumberField
                      {...props}
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
          <div className="col-12 col-md-4">
            <FormField label={t("form.availableFrom")} error={errorOf("availableFrom")}>
              {(props) => (
                <Controller
                  control={control}
                  name="availableFrom"
                  render={({ field: f }) => (
                    <DateField {...props} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                  )}
                />
              )}
            </FormField>
          </div>
          <div className="col-12">
            <div className="form-check mb-1">
              <input
                id="applicant-consent"
                type="checkbox"
                className="form-check-input"
                {...register("consentToKeep")}
              />
              <label className="form-check-label" htmlFor="applicant-consent">
                {t("form.consent")}
              </label>
            </div>
            <p className="small text-body-secondary ms-4">
              {t("form.consentText", { version: CONSENT_TEXT_VERSION, text: CONSENT_TEXT })}
            </p>
            <div className="form-check mb-3">
              <input
                id="applicant-hold"
                type="checkbox"
                className="form-check-input"
                {...register("legalHold")}
              />
              <label className="form-check-label" htmlFor="applicant-hold">
                {t("form.legalHold")}
              </label>
            </div>
          </div>
        </div>
        <Button type="submit" icon={biSave} disabled={isSubmitting} data-testid="applicant-save">
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
