import type { ReactNode } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { validateEuVatNumber } from "@office/shared/hu/eu-vat";
import { normalizeTaxNumber, validateTaxNumber } from "@office/shared/hu/identifiers";
import {
  partnerInputSchema,
  type PartnerDetail,
  type PartnerInput,
} from "@office/shared/partners/partners.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biArrowCounterclockwise, biSave } from "../../../components/ui/icons";
import { isHttpError } from "../../../lib/http/http-error";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import "../../employees/utils/hungarian-zod";
import { useSimilarPartners } from "../api/similar-partners";
import { ContactsEditor } from "./contacts-editor";
import { toPartnerFormValues, type PartnerFormValues } from "./partner-form-values";
import { SimilarPartnersAlert } from "./similar-partners-alert";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import "../i18n";

type PartnerFormProps = {
  defaultValues: PartnerFormValues;
  /** The edited partner's id (left out of the similar-partner warning); undefined on `/uj-partner`. */
  partnerId?: number;
  submitLabel: string;
  /** Saves the partner (POST or PUT); the form then shows the saved values. Errors: HttpError. */
  onSubmit: (input: PartnerInput) => Promise<PartnerDetail>;
  /** Runs after a successful save, with the unsaved-changes guard already lifted (e.g. to navigate). */
  onSaved?: (partner: PartnerDetail) => void;
};

/** A watched text field's value as a string (null and undefined as ""). */
const asText = (value: unknown): string => (typeof value === "string" ? value : "");

/** Digits in a value (for "is the adószám typed in full yet"). */
const digitCount = (value: string) => value.replace(/\D/g, "").length;

/**
 * Live check of an identifier while typing: null while empty or still short (`minDigits` not reached and
 * no blur yet), else the validator's Hungarian message or "" when valid.
 */
function liveCheck(value: string, minDigits: number, validate: (v: string) => string | null): string | null {
  if (value.trim() === "" || digitCount(value) < minDigits) return null;
  return validate(value) ?? "";
}

/**
 * The partner form (projectManager): react-hook-form with `zodResolver(partnerInputSchema)`, the server's
 * own schema. The adószám and the EU VAT number are checked while typing (check digit, ÁFA-kód,
 * territorial code; country format), the VAT number can be filled from the adószám, contacts are edited
 * in place, a partner close to an existing one (same törzsszám or similar name) shows a warning before
 * saving, and leaving with unsaved changes asks first. Server field messages land under their fields.
 */
export function PartnerForm({ defaultValues, partnerId, submitLabel, onSubmit, onSaved }: PartnerFormProps) {
  const { t } = useTranslation("partners");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty, isSubmitting, submitCount, isValid },
  } = useForm<PartnerFormValues, unknown, PartnerInput>({
    resolver: zodResolver(partnerInputSchema),
    defaultValues,
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const name = asText(useWatch({ control, name: "name" }));
  const taxNumber = asText(useWatch({ control, name: "taxNumber" }));
  const euVatNumber = asText(useWatch({ control, name: "euVatNumber" }));

  const liveTax = liveCheck(taxNumber, 11, validateTaxNumber);
  const liveVat = liveCheck(euVatNumber, 8, validateEuVatNumber);
  const suggestedVat =
    liveTax === "" && euVatNumber.trim() === "" ? `HU${normalizeTaxNumber(taxNumber).slice(0, 8)}` : null;

  const debouncedName = useDebouncedValue(name, 400);
  const debouncedTax = useDebouncedValue(liveTax === "" ? taxNumber : "", 400);
  const similar = useSimilarPartners(debouncedName, debouncedTax, partnerId);

  const submit = async (input: PartnerInput): Promise<void> => {
    try {
      const saved = await onSubmit(input);
      guard.markClean();
      reset(toPartnerFormValues(saved));
      onSaved?.(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field !== "_") setError(field as Path<PartnerFormValues>, { message });
      }
      if (error.status === 409) setError("taxNumber", { message: error.message });
    }
  };

  const errorOf = (field: Path<PartnerFormValues>): string | undefined =>
    (errors as Record<string, { message?: string } | undefined>)[field]?.message;

  const text = (
    field: Path<PartnerFormValues>,
    label: string,
    testId: string,
    extra: { hint?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <FormField label={label} error={errorOf(field)} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(props) => (
        <input
          {...props}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete ?? "off"}
          data-testid={testId}
          {...register(field)}
        />
      )}
    </FormField>
  );

  /** An identifier field with its live check: the submit-time error wins, else the live message. */
  const identifier = (
    field: "taxNumber" | "euVatNumber",
    label: string,
    hint: string,
    live: string | null,
    testId: string,
  ) => {
    const error = errors[field]?.message ?? (live || undefined);
    return (
      <FormField label={label} error={error} hint={hint}>
        {(props) => (
          <>
            <input
              {...props}
              className={`${props.className}${!error && live === "" ? " is-valid" : ""}`}
              type="text"
              inputMode={field === "taxNumber" ? "numeric" : "text"}
              autoComplete="off"
              spellCheck={false}
              data-testid={testId}
              {...register(field)}
            />
            {!error && live === "" && field === "taxNumber" && (
              <div className="valid-feedback d-block" data-testid="partner-tax-number-valid">
                {t("form.taxNumberValid")}
              </div>
            )}
          </>
        )}
      </FormField>
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="partner-form">
      {guard.dialog}
      <Section title={t("form.sections.company")}>
        <div className="col-12">
          {text("name", t("form.name"), "partner-name", { autoComplete: "organization" })}
        </div>
        <div className="col-12 col-md-6">
          {identifier(
            "taxNumber",
            t("form.taxNumber"),
            t("form.taxNumberHint"),
            liveTax,
            "partner-tax-number",
          )}
        </div>
        <div className="col-12 col-md-6">
          {identifier(
            "euVatNumber",
            t("form.euVatNumber"),
            t("form.euVatNumberHint"),
            liveVat,
            "partner-eu-vat-number",
          )}
          {suggestedVat && (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 mb-3"
              data-testid="partner-eu-vat-fill"
              onClick={() =>
                setValue("euVatNumber", suggestedVat, { shouldDirty: true, shouldValidate: true })
              }
            >
              {t("form.fillEuVat", { value: suggestedVat })}
            </button>
          )}
        </div>
        <div className="col-12">
          <SimilarPartnersAlert matches={similar.data ?? []} />
        </div>
      </Section>

      <Section title={t("form.sections.address")}>
        <div className="col-4 col-md-2">
          {text("postalCode", t("form.postalCode"), "partner-postal-code")}
        </div>
        <div className="col-8 col-md-4">{text("city", t("form.city"), "partner-city")}</div>
        <div className="col-12 col-md-6">
          {text("address", t("form.address"), "partner-address", { hint: t("form.addressHint") })}
        </div>
        <div className="col-12 col-md-4">
          {text("email", t("form.email"), "partner-email", { type: "email" })}
        </div>
        <div className="col-12 col-md-4">
          {text("phone", t("form.phone"), "partner-phone", { type: "tel" })}
        </div>
        <div className="col-12 col-md-4">
          {text("website", t("form.website"), "partner-website", { type: "url" })}
        </div>
      </Section>

      <Section title={t("form.sections.contacts")}>
        <div className="col-12">
          <ContactsEditor control={control} register={register} errors={errors.contacts} />
        </div>
      </Section>

      <Section title={t("form.sections.other")}>
        <div className="col-12">
          <FormField label={t("form.note")} error={errors.note?.message}>
            {(props) => <textarea {...props} rows={3} data-testid="partner-note" {...register("note")} />}
          </FormField>
          <div className="form-check mb-2">
            <input
              id="partner-active"
              type="checkbox"
              className="form-check-input"
              data-testid="partner-active"
              {...register("active")}
            />
            <label className="form-check-label" htmlFor="partner-active">
              {t("form.active")}
            </label>
          </div>
        </div>
      </Section>

      {submitCount > 0 && !isValid && Object.keys(errors).length > 0 && (
        <div className="alert alert-danger" role="alert">
          {t("form.invalid")}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" icon={biSave} disabled={isSubmitting} data-testid="partner-submit">
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
