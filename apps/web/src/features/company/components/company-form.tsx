import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  updateCompanyInputSchema,
  type Company,
  type UpdateCompanyInput,
} from "@office/shared/company/company.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { readableTextColor } from "../../../lib/format/color";
import { isHttpError } from "../../../lib/http/http-error";
import { useUpdateCompany } from "../api/update-company";
import { biSave } from "../../../components/ui/icons";

type CompanyFormProps = { company: Company };

/** Name, logo height and header colour of the company (`PUT /api/company`), with a live header preview. */
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
  } = useForm<UpdateCompanyInput>({
    resolver: zodResolver(updateCompanyInputSchema),
    defaultValues: { name: company.name, logoHeight: company.logoHeight, headerColor: company.headerColor },
  });
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
        if (field === "name" || field === "logoHeight" || field === "headerColor")
          setError(field, { message });
      }
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <FormField label={t("form.name")} error={errors.name?.message}>
        {(field) => <input {...field} type="text" autoComplete="organization" {...register("name")} />}
      </FormField>
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
