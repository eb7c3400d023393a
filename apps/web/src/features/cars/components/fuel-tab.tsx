import { budapestDate } from "@office/shared/hu/budapest-time";
import { lazy, Suspense, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { CarDetail } from "@office/shared/fleet/cars.contract";
import { fuelInputSchema, type FuelFormInput, type FuelInput } from "@office/shared/fleet/fuel.contract";
import { formatDateHu, formatFixedHu, formatHuf, formatNumberHu } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biPlusLg, biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useFuelCards } from "../api/people-api";
import { useDeleteFuel, useFuel } from "../api/trips-api";
import { useCreateFuelOffline } from "../api/offline-save";
import { PendingEntries } from "./pending-entries";
import "../i18n";

/** chart.js is heavy: its chunk loads only when the fuel tab has two fills to draw. */
const SeriesLineChart = lazy(() =>
  import("../../reports/components/report-charts").then((m) => ({ default: m.SeriesLineChart })),
);

const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

/**
 * The Tankolások tab: fills newest first with consumption between full fills, the average, a SPEC §9
 * line chart of the consumption, and a new fill (odometer checked against the trip log by the server;
 * card-limit and unusual-consumption warnings shown after saving).
 */
export function FuelTab({ car }: { car: CarDetail }) {
  const { t } = useTranslation("cars");
  const fuel = useFuel(car.id);
  const create = useCreateFuelOffline(car.id);
  const remove = useDeleteFuel(car.id);
  const cards = useFuelCards(car.canManage);
  const [isAdding, setIsAdding] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FuelFormInput, unknown, FuelInput>({
    resolver: zodResolver(fuelInputSchema),
    defaultValues: {
      date: budapestDate(Date.now()),
      liters: 0,
      totalHuf: 0,
      odometerKm: car.odometerKm,
      fuelCardId: null,
      full: true,
    },
  });
  const submit = async (input: FuelInput) => {
    try {
      const saved = await create.mutateAsync(input);
      setWarnings(saved.queued ? [] : saved.fill.warnings);
      setIsAdding(false);
      reset();
    } catch (error) {
      if (isHttpError(error) && error.status === 409) setError("odometerKm", { message: error.message });
    }
  };
  const field = (name: "date" | "liters" | "totalHuf" | "odometerKm", type: string) => (
    <div className="col-6 col-md-3">
      <FormField label={t(`fuel.${name}`)} error={errors[name]?.message}>
        {(props) => (
          <Controller
            control={control}
            name={name}
            render={({ field: f }) =>
              type === "number" ? (
                <NumberField
                  {...props}
                  data-testid={`fuel-${name}`}
                  value={typeof f.value === "number" ? f.value : numberOrNull(f.value)}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                />
              ) : (
                <DateField
                  {...props}
                  required
                  data-testid={`fuel-${name}`}
                  value={typeof f.value === "string" ? f.value : ""}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                />
              )
            }
          />
        )}
      </FormField>
    </div>
  );

  return (
    <section aria-label={t("detail.tabs.fuel")}>
      {warnings.map((w) => (
        <div key={w} className="alert alert-warning py-2" role="alert">
          {w}
        </div>
      ))}
      <div className="d-flex mb-3">
        <Button icon={biPlusLg} onClick={() => setIsAdding(true)} disabled={isAdding}>
          {t("fuel.add")}
        </Button>
      </div>
      {isAdding && (
        <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="card card-body mb-3">
          <div className="row gx-3">
            {field("date", "date")}
            {field("liters", "number")}
            {field("totalHuf", "number")}
            {field("odometerKm", "number")}
            {car.canManage && (
              <div className="col-6 col-md-3">
                <FormField
                  label={t("fuel.card")}
                  error={errors.fuelCardId?.message}
                  controlClassName="form-select"
                >
                  {(props) => (
                    <select {...props} {...register("fuelCardId", { setValueAs: numberOrNull })}>
                      <option value="">{t("fuel.noCard")}</option>
                      {(cards.data ?? []).map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.provider} {c.cardNumber}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            )}
            <div className="col-6 col-md-3 d-flex align-items-center">
              <div className="form-check mt-2">
                <input id="fuel-full" type="checkbox" className="form-check-input" {...register("full")} />
                <label className="form-check-label" htmlFor="fuel-full">
                  {t("fuel.full")}
                </label>
              </div>
            </div>
          </div>
          <div className="d-flex gap-2">
            <Button type="submit" icon={biSave} disabled={isSubmitting}>
              {t("fuel.save")}
            </Button>
            <Button color="gray" onClick={() => setIsAdding(false)}>
              {t("trips.cancel")}
            </Button>
          </div>
        </form>
      )}
      <PendingEntries carId={car.id} kind="fuel" />
      <QueryState query={fuel} isEmpty={(d) => d.fills.length === 0} empty={t("fuel.empty")}>
        {(data) => {
          const points = [...data.fills].reverse().filter((f) => f.consumption !== null);
          return (
            <>
              <p className="mb-2">
                {data.averageConsumption === null
                  ? t("fuel.noAverage")
                  : t("fuel.average", { value: formatFixedHu(data.averageConsumption) })}
              </p>
              {points.length > 1 && (
                <div className="mb-3">
                  {/* The chart's own height (18rem) is kept while its chunk loads: nothing below moves. */}
                  <Suspense fallback={<div style={{ height: "18rem" }} />}>
                    <SeriesLineChart
                      title={t("fuel.chartTitle")}
                      labels={points.map((p) => formatDateHu(p.date))}
                      series={[
                        { label: t("fuel.chartSeries"), values: points.map((p) => p.consumption ?? 0) },
                      ]}
                    />
                  </Suspense>
                </div>
              )}
              <ResponsiveTable>
                <table className="table table-sm align-middle" data-testid="fuel-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("fuel.date")}</th>
                      <th scope="col" className="text-end">
                        {t("fuel.liters")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("fuel.totalHuf")}
                      </th>
                      <th scope="col" className="text-end">
                        {t("fuel.odometerKm")}
                      </th>
                      <th scope="col">{t("fuel.card")}</th>
                      <th scope="col" className="text-end">
                        {t("fuel.consumption")}
                      </th>
                      <th scope="col">
                        <span className="visually-hidden">{t("fuel.delete")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.fills.map((f) => (
                      <tr key={f.id}>
                        <td className="text-nowrap">{formatDateHu(f.date)}</td>
                        <td className="text-end">
                          {formatFixedHu(f.liters)}
                          {f.full ? "" : " *"}
                        </td>
                        <td className="text-end">{formatHuf(f.totalHuf)}</td>
                        <td className="text-end">{formatNumberHu(f.odometerKm)}</td>
                        <td>{f.fuelCardMasked ?? "–"}</td>
                        <td className="text-end">
                          {f.consumption === null ? "–" : formatFixedHu(f.consumption)}
                        </td>
                        <td className="text-end">
                          {car.canManage && (
                            <Button color="gray" onClick={() => remove.mutate(f.id)}>
                              {t("fuel.delete")}
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ResponsiveTable>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
