import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  updateCompanyInputSchema,
  type Company,
  type UpdateCompanyInput,
} from "@office/shared/company/company.contract";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { readableTextColor } from "../../../lib/format/color";
import { isHttpError } from "../../../lib/http/http-error";
import { useUpdateCompany } from "../api/update-company";
import { biSave } from "../../../components/ui/icons";

type CompanyFormProps = { company: Company };

const FIELDS = [
  "name",
  "taxNumber",
  "postalCode",
  "city",
  "address",
  "defaultWeeklyHours",
  "logoHeight",
  "headerColor",
] as const;

/**
 * The company profile (`PUT /api/company`): name, tax number and seat address; the default weekly hours of a
 * new employee; logo height and header colour with a live header preview.
 */
export function CompanyForm({ company }: CompanyFormProps) {
  const { t } = useTranslation("company");
  const update = useUpdateCompany();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof updateCompanyInputSchema>, unknown, UpdateCompanyInput>({
    resolver: zodResolver(updateCompanyInputSchema),
    defaultValues: {
      name: company.name,
      taxNumber: company.taxNumber ?? "",
      postalCode: company.postalCode ?? "",
      city: company.city ?? "",
      address: company.address ?? "",
      defaultWeeklyHours: company.defaultWeeklyHours,
      logoHeight: company.logoHeight,
      headerColor: company.headerColor,
    },
  });
  const weeklyHours = watch("defaultWeeklyHours");
  const headerColor = watch("headerColor");
  const logoHeight = watch("logoHeight");
  const name = watch("name");
  const isValidColor = /^#[0-9a-fA-F]{6}$/.test(headerColor);

  const onSubmit = async (values: UpdateCompanyInput): Promise<void> => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (FIELDS.includes(field as (typeof FIELDS)[number]))
          setError(field as (typeof FIELDS)[number], { message });
      }
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <FormField label={t("form.name")} error={errors.name?.message}>
        {(field) => <input {...field} type="text" autoComplete="organization" {...register("name")} />}
      </FormField>
      <FormField label={t("form.taxNumber")} error={errors.taxNumber?.message} hint={t("form.taxNumberHint")}>
        {(field) => <input {...field} type="text" inputMode="numeric" {...register("taxNumber")} />}
      </FormField>
      <div className="row g-2">
        <FormField className="col-4 mb-3" label={t("form.postalCode")} error={errors.postalCode?.message}>
          {(field) => (
            <input
              {...field}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              {...register("postalCode")}
            />
          )}
        </FormField>
        <FormField className="col-8 mb-3" label={t("form.city")} error={errors.city?.message}>
          {(field) => <input {...field} type="text" autoComplete="address-level2" {...register("city")} />}
        </FormField>
      </div>
      <FormField label={t("form.address")} error={errors.address?.message}>
        {(field) => <input {...field} type="text" autoComplete="street-address" {...register("address")} />}
      </FormField>
      <h3 className="h6 mt-4">{t("form.workTitle")}</h3>
      <FormField
        label={t("form.defaultWeeklyHours")}
        error={errors.defaultWeeklyHours?.message}
        hint={t("form.defaultWeeklyHoursHint", {
          daily: Number.isFinite(Number(weeklyHours))
            ? new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 1 }).format(Number(weeklyHours) / 5)
            : "–",
        })}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="numeric"
            {...register("defaultWeeklyHours", {
              setValueAs: (v: unknown) => (String(v).trim() === "" ? Number.NaN : Number(String(v).trim())),
            })}
          />
        )}
      </FormField>
      <h3 className="h6 mt-4">{t("form.lookTitle")}</h3>
      <FormField
        label={t("form.logoHeight")}
        error={errors.logoHeight?.message}
        hint={t("form.logoHeightHint")}
      >
        {(field) => <input {...field} type="text" inputMode="numeric" {...register("logoHeight")} />}
      </FormField>
      <div className="row g-2 align-items-start">
        <div className="col-auto">
          <FormField label={t("form.headerColor")} controlClassName="form-control form-control-color">
            {(field) => (
              <input
                {...field}
                type="color"
                value={isValidColor ? headerColor : "#000000"}
                onChange={(event) => setValue("headerColor", event.target.value, { shouldValidate: true })}
              />
            )}
          </FormField>
        </div>
        <div className="col">
          <FormField label={t("form.headerColorText")} error={errors.headerColor?.message}>
            {(field) => <input {...field} type="text" spellCheck={false} {...register("headerColor")} />}
          </FormField>
        </div>
      </div>
      <p className="form-label mb-1" id="company-header-preview">
        {t("preview.title")}
      </p>
      <div
        className="app-header-preview mb-3"
        aria-labelledby="company-header-preview"
        role="img"
        style={{
          backgroundColor: isValidColor ? headerColor : company.headerColor,
          color: readableTextColor(isValidColor ? headerColor : company.headerColor),
        }}
      >
        {company.logoSrc && <img src={company.logoSrc} alt="" style={{ height: logoHeight }} />}
        <span>{name}</span>
      </div>
      <Button type="submit" icon={biSave} disabled={isSubmitting}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
