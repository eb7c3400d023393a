import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  tripInputSchema,
  type Trip,
  type TripFormInput,
  type TripInput,
} from "@office/shared/fleet/trips.contract";
import type { Driver } from "@office/shared/fleet/drivers.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { PersonPicker } from "../../../components/ui/person-picker";
import { biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import "../../employees/utils/hungarian-zod";
import "../i18n";

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/**
 * Add or edit one trip: date, driver (a select for fleet managers, the car's driver otherwise), route,
 * purpose, partner, project, start and end km — a new trip's start is prefilled with the previous end km — and,
 * when the start is above `previousEndKm`, the reason of the gap. A 409 (continuity, closed month) shows
 * under the start km with the trip it names.
 */
export function TripForm({
  defaultValues,
  previousEndKm,
  drivers,
  partners,
  projects,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: TripFormInput;
  previousEndKm: number | null;
  drivers: readonly Pick<Driver, "id" | "name">[];
  partners: readonly { id: number; name: string }[];
  projects: readonly { id: number; code: string; name: string }[];
  submitLabel: string;
  onSubmit: (input: TripInput) => Promise<Trip>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("cars");
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TripFormInput, unknown, TripInput>({ resolver: zodResolver(tripInputSchema), defaultValues });
  const startKm = Number(useWatch({ control, name: "startKm" }));
  const gap = previousEndKm !== null && Number.isFinite(startKm) ? startKm - previousEndKm : 0;

  const submit = async (input: TripInput) => {
    try {
      const saved = await onSubmit(input);
      reset({ ...defaultValues, startKm: saved.endKm, endKm: saved.endKm + 1 });
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors))
        if (field !== "_") setError(field as Path<TripFormInput>, { message });
      if (error.status === 409) setError("startKm", { message: error.message });
    }
  };
  const input = (
    name: "date" | "from" | "to" | "purpose" | "startKm" | "endKm",
    type = "text",
    col = "col-6 col-md-3",
  ) => (
    <div className={col}>
      <FormField label={t(`trips.${name}`)} error={errors[name]?.message}>
        {(props) =>
          type === "text" ? (
            <input {...props} type="text" data-testid={`trip-${name}`} {...register(name)} />
          ) : (
            <Controller
              control={control}
              name={name}
              render={({ field: f }) =>
                type === "number" ? (
                  <NumberField
                    {...props}
                    data-testid={`trip-${name}`}
                    value={typeof f.value === "number" ? f.value : numberOrNull(f.value)}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                ) : (
                  <DateField
                    {...props}
                    required
                    data-testid={`trip-${name}`}
                    value={typeof f.value === "string" ? f.value : ""}
                    onChange={f.onChange}
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
    <form
      onSubmit={(e) => void handleSubmit(submit)(e)}
      noValidate
      data-testid="trip-form"
      className="card card-body mb-3"
    >
      <div className="row gx-3">
        {input("date", "date")}
        <div className="col-6 col-md-3">
          <FormField label={t("trips.driver")} error={errors.driverId?.message}>
            {(props) => (
              <Controller
                control={control}
                name="driverId"
                render={({ field }) => (
                  <PersonPicker
                    {...props}
                    data-testid="trip-driverId"
                    people={drivers}
                    value={field.value ?? null}
                    onChange={field.onChange}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        {input("from", "text")}
        {input("to", "text")}
        {input("purpose", "text", "col-12 col-md-6")}
        <div className="col-12 col-md-6">
          <FormField
            label={t("trips.partner")}
            error={errors.partnerId?.message}
            controlClassName="form-select"
          >
            {(props) => (
              <select
                {...props}
                data-testid="trip-partnerId"
                {...register("partnerId", { setValueAs: numberOrNull })}
              >
                <option value="">{t("trips.noPartner")}</option>
                {partners.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("trips.project")}
            error={errors.projectId?.message}
            controlClassName="form-select"
          >
            {(props) => (
              <select
                {...props}
                data-testid="trip-projectId"
                {...register("projectId", { setValueAs: numberOrNull })}
              >
                <option value="">{t("trips.noProject")}</option>
                {projects.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.code ? `${p.code} – ${p.name}` : p.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {input("startKm", "number")}
        {input("endKm", "number")}
        <div className="col-12 col-md-6 d-flex align-items-center">
          <div className="form-check mt-2">
            <input id="trip-private" type="checkbox" className="form-check-input" {...register("private")} />
            <label className="form-check-label" htmlFor="trip-private">
              {t("trips.private")}
            </label>
          </div>
        </div>
        {gap > 0 && (
          <div className="col-12">
            <FormField
              label={t("trips.gapReason")}
              error={errors.gapReason?.message}
              hint={t("trips.gapHint", { km: gap })}
            >
              {(props) => (
                <input {...props} type="text" data-testid="trip-gapReason" {...register("gapReason")} />
              )}
            </FormField>
          </div>
        )}
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" icon={biSave} disabled={isSubmitting} data-testid="trip-submit">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button color="gray" onClick={onCancel}>
            {t("trips.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
