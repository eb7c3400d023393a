import { useEffect } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  fuelCardInputSchema,
  fuelCardStatusSchema,
  type FuelCard,
  type FuelCardFormInput,
  type FuelCardInput,
} from "@office/shared/fleet/fuel-cards.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PersonPicker } from "../../../components/ui/person-picker";
import { biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import "../../employees/utils/hungarian-zod";
import { useCars } from "../api/cars-api";
import { useDrivers } from "../api/people-api";
import "../i18n";

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/** The fuel-card form (fleetManager). The card number is sent once and only its last four digits are kept. */
export function FuelCardForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onSaved,
}: {
  defaultValues: FuelCardFormInput;
  submitLabel: string;
  onSubmit: (input: FuelCardInput) => Promise<FuelCard>;
  onSaved?: (card: FuelCard) => void;
}) {
  const { t } = useTranslation("cars");
  const cars = useCars({ search: "", ownership: undefined, active: true });
  const drivers = useDrivers();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FuelCardFormInput, unknown, FuelCardInput>({
    resolver: zodResolver(fuelCardInputSchema),
    defaultValues,
  });
  // The car select is drawn before its list arrives; put the saved choice back once the options exist,
  // or the browser shows the first option instead (issue 19 §3). The driver is a person picker, which
  // shows the saved person whenever the list arrives.
  useEffect(() => {
    if (cars.data) setValue("carId", getValues("carId"));
  }, [cars.data, getValues, setValue]);
  const submit = async (input: FuelCardInput) => {
    try {
      onSaved?.(await onSubmit(input));
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors))
        if (field !== "_") setError(field as Path<FuelCardFormInput>, { message });
    }
  };
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate data-testid="fuel-card-form">
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <FormField label={t("cards.provider")} error={errors.provider?.message}>
            {(props) => <input {...props} {...register("provider")} />}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("cards.cardNumber")}
            error={errors.cardNumber?.message}
            hint={t("cards.cardNumberHint")}
          >
            {(props) => (
              <input {...props} inputMode="numeric" autoComplete="off" {...register("cardNumber")} />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label={t("cards.monthlyLimitHuf")} error={errors.monthlyLimitHuf?.message}>
            {(props) => (
              <Controller
                control={control}
                name={"monthlyLimitHuf"}
                render={({ field: f }) => (
                  <NumberField {...props} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label={t("cards.expiry")} error={errors.expiry?.message}>
            {(props) => (
              <Controller
                control={control}
                name={"expiry"}
                render={({ field: f }) => (
                  <DateField
                    {...props}
                    value={f.value}
                    onChange={(v) => f.onChange(v || null)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-4">
          <FormField label={t("cards.status")} error={errors.status?.message} controlClassName="form-select">
            {(props) => (
              <select {...props} {...register("status")}>
                {fuelCardStatusSchema.options.map((s) => (
                  <option key={s} value={s}>
                    {t(`cards.statuses.${s}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField label={t("cards.car")} error={errors.carId?.message} controlClassName="form-select">
            {(props) => (
              <select {...props} {...register("carId", { setValueAs: numberOrNull })}>
                <option value="">{t("cards.none")}</option>
                {(cars.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.plate} – {c.make} {c.model}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField label={t("cards.driver")} error={errors.driverId?.message}>
            {(props) => (
              <Controller
                control={control}
                name="driverId"
                render={({ field }) => (
                  <PersonPicker
                    {...props}
                    people={drivers.data ?? []}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    isClearable
                    placeholder={t("cards.none")}
                  />
                )}
              />
            )}
          </FormField>
        </div>
      </div>
      <Button type="submit" icon={biSave} disabled={isSubmitting} data-testid="fuel-card-submit">
        {submitLabel}
      </Button>
    </form>
  );
}
