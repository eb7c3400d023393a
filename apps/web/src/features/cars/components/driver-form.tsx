import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Driver, DriverFormInput, DriverInput } from "@office/shared/fleet/drivers.contract";
import { LICENCE_CATEGORIES } from "@office/shared/fleet/fleet-options";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { isHttpError } from "../../../lib/http/http-error";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import "../i18n";

/**
 * The server's driver schema (and zod with its Hungarian messages) loads on the first submit: the form
 * is on the driver page's first render, which then does not need the schema library (issue 19 §6).
 */
const driverResolver = lazyZodResolver(() =>
  import("@office/shared/fleet/drivers.contract").then((m) => m.driverInputSchema),
);

const dateOrNull = (v: unknown) => (v ? String(v) : null);

/** The form values of an existing driver (the employee stays; `PUT` needs it). */
export const driverFormValues = (d: Driver): DriverFormInput => ({
  employeeId: d.employeeId,
  licenceNumber: d.licenceNumber ?? "",
  licenceCategories: d.licenceCategories.filter((c): c is (typeof LICENCE_CATEGORIES)[number] =>
    (LICENCE_CATEGORIES as readonly string[]).includes(c),
  ),
  licenceExpiry: d.licenceExpiry,
  medicalExpiry: d.medicalExpiry,
});

/**
 * Edit a driver (fleetManager): licence number, categories, licence and medical expiries, validated by the
 * shared `driverInputSchema` (Hungarian messages); the server's field errors show under the fields.
 */
export function DriverForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: DriverFormInput;
  onSubmit: (input: DriverInput) => Promise<unknown>;
}) {
  const { t } = useTranslation("cars");
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DriverFormInput, unknown, DriverInput>({
    resolver: driverResolver,
    defaultValues,
  });
  const submit = async (input: DriverInput) => {
    try {
      await onSubmit(input);
      reset(input);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors))
        if (field !== "_") setError(field as Path<DriverFormInput>, { message });
    }
  };
  return (
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      noValidate
      className="card card-body mb-4"
      data-testid="driver-form"
    >
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <FormField label={t("drivers.licenceNumber")} error={errors.licenceNumber?.message}>
            {(props) => (
              <input {...props} data-testid="driver-licenceNumber" {...register("licenceNumber")} />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("drivers.licenceCategories")}
            error={errors.licenceCategories?.message}
            controlClassName="form-select"
          >
            {(props) => (
              <select
                {...props}
                multiple
                size={4}
                data-testid="driver-licenceCategories"
                {...register("licenceCategories")}
              >
                {LICENCE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6">
          <FormField label={t("drivers.licenceExpiry")} error={errors.licenceExpiry?.message}>
            {(props) => (
              <Controller
                control={control}
                name={"licenceExpiry"}
                render={({ field: f }) => (
                  <DateField
                    {...props}
                    data-testid="driver-licenceExpiry"
                    value={f.value}
                    onChange={(v) => f.onChange(dateOrNull(v))}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-6">
          <FormField label={t("drivers.medicalExpiry")} error={errors.medicalExpiry?.message}>
            {(props) => (
              <Controller
                control={control}
                name={"medicalExpiry"}
                render={({ field: f }) => (
                  <DateField
                    {...props}
                    data-testid="driver-medicalExpiry"
                    value={f.value}
                    onChange={(v) => f.onChange(dateOrNull(v))}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" icon={biSave} disabled={isSubmitting} data-testid="driver-submit">
          {t("drivers.save")}
        </Button>
        <Button color="gray" onClick={() => reset()} disabled={!isDirty || isSubmitting}>
          {t("form.reset")}
        </Button>
      </div>
    </form>
  );
}
