import type { ReactNode } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { CarDetail, CarFormInput, CarInput } from "@office/shared/fleet/cars.contract";
import { FUEL_TYPES, OWNERSHIPS } from "@office/shared/fleet/fleet-options";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PersonPicker } from "../../../components/ui/person-picker";
import { biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import { useDrivers } from "../api/people-api";
import "../i18n";

/**
 * The server's car schema (and zod with its Hungarian messages) loads on the first submit: the form is
 * the car page's first tab, which then renders without the schema library (issue 19 §6).
 */
const carResolver = lazyZodResolver(() =>
  import("@office/shared/fleet/cars.contract").then((m) => m.carInputSchema),
);

/** Empty form of `/uj-auto`. */
export const EMPTY_CAR: CarFormInput = {
  plate: "",
  make: "",
  model: "",
  vin: "",
  year: null,
  fuelType: "petrol",
  engineKw: null,
  engineCcm: null,
  environmentalClass: "",
  odometerKm: 0,
  motExpiry: null,
  mandatoryInsuranceExpiry: null,
  cascoExpiry: null,
  serviceIntervalKm: null,
  serviceIntervalMonths: null,
  inServiceSince: null,
  inServiceOdometerKm: null,
  ownership: "company",
  driverId: null,
  costCenterId: null,
  active: true,
  note: "",
};

/** The form values of a saved car. */
export const carFormValues = (c: CarDetail): CarFormInput => ({
  plate: c.plate,
  make: c.make,
  model: c.model,
  vin: c.vin ?? "",
  year: c.year,
  fuelType: c.fuelType,
  engineKw: c.engineKw,
  engineCcm: c.engineCcm,
  environmentalClass: c.environmentalClass ?? "",
  odometerKm: c.odometerKm,
  motExpiry: c.motExpiry,
  mandatoryInsuranceExpiry: c.mandatoryInsuranceExpiry,
  cascoExpiry: c.cascoExpiry,
  serviceIntervalKm: c.serviceIntervalKm,
  serviceIntervalMonths: c.serviceIntervalMonths,
  inServiceSince: c.inServiceSince,
  inServiceOdometerKm: c.inServiceOdometerKm,
  ownership: c.ownership,
  driverId: c.driverId,
  costCenterId: c.costCenterId,
  active: c.active,
  note: c.note ?? "",
});

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
const dateOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : String(v));

/**
 * The car form (fleetManager): react-hook-form with `zodResolver(carInputSchema)`, the server's schema —
 * plate (ABC-123 / AA-BC-123), VIN (17 characters; check digit where the market requires it), expiries,
 * ownership, driver. Server field messages land under their fields; a duplicate plate (409) under the plate.
 */
export function CarForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onSaved,
}: {
  defaultValues: CarFormInput;
  submitLabel: string;
  onSubmit: (input: CarInput) => Promise<CarDetail>;
  onSaved?: (car: CarDetail) => void;
}) {
  const { t } = useTranslation("cars");
  const drivers = useDrivers();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CarFormInput, unknown, CarInput>({ resolver: carResolver, defaultValues });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const submit = async (input: CarInput) => {
    try {
      const saved = await onSubmit(input);
      guard.markClean();
      reset(carFormValues(saved));
      onSaved?.(saved);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors))
        if (field !== "_") setError(field as Path<CarFormInput>, { message });
      if (error.status === 409) setError("plate", { message: error.message });
    }
  };
  const errorOf = (field: keyof CarFormInput) => errors[field]?.message;
  const field = (
    name: keyof CarFormInput,
    type: "text" | "number" | "date" = "text",
    opts: { hint?: string; col?: string; isGrouped?: boolean } = {},
  ): ReactNode => (
    <div className={opts.col ?? "col-12 col-md-4"}>
      <FormField label={t(`form.${name}`)} error={errorOf(name)} {...(opts.hint ? { hint: opts.hint } : {})}>
        {(props) =>
          type === "text" ? (
            <input {...props} type="text" data-testid={`car-${name}`} {...register(name)} />
          ) : (
            <Controller
              control={control}
              name={name}
              render={({ field: f }) =>
                type === "number" ? (
                  <NumberField
                    {...props}
                    isGrouped={opts.isGrouped ?? true}
                    data-testid={`car-${name}`}
                    value={typeof f.value === "number" ? f.value : numberOrNull(f.value)}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                ) : (
                  <DateField
                    {...props}
                    data-testid={`car-${name}`}
                    value={typeof f.value === "string" ? f.value : ""}
                    onChange={(v) => f.onChange(dateOrNull(v))}
                    onBlur={f.onBlur}
                  />
                )
              }
            />
          )
        }
      </FormField>
    </div>
  );

  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="car-form">
      {guard.dialog}
      <fieldset className="mb-3">
        <legend className="h5 mb-3 pb-1 border-bottom">{t("form.sections.car")}</legend>
        <div className="row gx-3">
          {field("plate", "text", { hint: t("form.plateHint") })}
          {field("make")}
          {field("model")}
          {field("vin", "text", { hint: t("form.vinHint"), col: "col-12 col-md-8" })}
          {field("year", "number", { isGrouped: false })}
          <div className="col-12 col-md-4">
            <FormField label={t("form.fuelType")} error={errorOf("fuelType")} controlClassName="form-select">
              {(props) => (
                <select {...props} data-testid="car-fuelType" {...register("fuelType")}>
                  {FUEL_TYPES.map((f) => (
                    <option key={f} value={f}>
                      {t(`fuelType.${f}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {field("engineKw", "number")}
          {field("engineCcm", "number")}
          {field("environmentalClass")}
          {field("odometerKm", "number", { hint: t("form.odometerHint") })}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5 mb-3 pb-1 border-bottom">{t("form.sections.expiries")}</legend>
        <div className="row gx-3">
          {field("motExpiry", "date")}
          {field("mandatoryInsuranceExpiry", "date")}
          {field("cascoExpiry", "date")}
          {field("serviceIntervalKm", "number", { hint: t("form.serviceIntervalHint") })}
          {field("serviceIntervalMonths", "number")}
          {field("inServiceSince", "date", { hint: t("form.inServiceSinceHint") })}
          {field("inServiceOdometerKm", "number")}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5 mb-3 pb-1 border-bottom">{t("form.sections.usage")}</legend>
        <div className="row gx-3">
          <div className="col-12 col-md-4">
            <FormField
              label={t("form.ownership")}
              error={errorOf("ownership")}
              controlClassName="form-select"
            >
              {(props) => (
                <select {...props} data-testid="car-ownership" {...register("ownership")}>
                  {OWNERSHIPS.map((o) => (
                    <option key={o} value={o}>
                      {t(`ownership.${o}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-4">
            <FormField label={t("form.driverId")} error={errorOf("driverId")}>
              {(props) => (
                <Controller
                  control={control}
                  name="driverId"
                  render={({ field }) => (
                    <PersonPicker
                      {...props}
                      data-testid="car-driverId"
                      people={drivers.data ?? []}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      isClearable
                      placeholder={t("form.noDriver")}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-4 d-flex align-items-center">
            <div className="form-check mt-2">
              <input id="car-active" type="checkbox" className="form-check-input" {...register("active")} />
              <label className="form-check-label" htmlFor="car-active">
                {t("form.active")}
              </label>
            </div>
          </div>
          <div className="col-12">
            <FormField label={t("form.note")} error={errorOf("note")}>
              {(props) => <textarea {...props} rows={2} {...register("note")} />}
            </FormField>
          </div>
        </div>
      </fieldset>
      {Object.keys(errors).length > 0 && (
        <div className="alert alert-danger" role="alert">
          {t("form.invalid")}
        </div>
      )}
      <Button type="submit" icon={biSave} disabled={isSubmitting} data-testid="car-submit">
        {submitLabel}
      </Button>
    </form>
  );
}
