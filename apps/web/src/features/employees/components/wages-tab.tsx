import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { wageInputSchema, type WageInput } from "@office/shared/employees/wages.contract";
import { formatHuf } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useSetWage, useWages } from "../api/wages";
import { formatOptionalDate, todayIso } from "../utils/format";
import "../utils/hungarian-zod";
import { emptyToNull } from "./employee-form-values";
import "../i18n";
import { biSave } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { NumberField } from "../../../components/ui/number-field";

type WageFormValues = z.input<typeof wageInputSchema>;

/** Bér (`employeeWages2` only): the current monthly gross wage, the history, a new wage from a date. */
export function WagesTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const wages = useWages(employeeId);
  if (wages.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        {t("common:loading")}
      </p>
    );
  }
  if (wages.isError) return <p role="alert">{t("common:loadError")}</p>;
  const { current, wages: history } = wages.data;
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-7">
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6 text-body-secondary mb-1">{t("wages.current")}</h2>
            {current ? (
              <>
                <p className="h3 mb-0" data-testid="current-wage">
                  {formatHuf(current.monthlyGross)}
                </p>
                <p className="text-body-secondary mb-0">
                  {t("wages.since", { date: formatOptionalDate(current.effectiveFrom) })}
                </p>
              </>
            ) : (
              <p className="mb-0 text-body-secondary">{t("wages.none")}</p>
            )}
          </div>
        </div>
        {history.length > 0 && (
          <>
            <h2 className="h6">{t("wages.history")}</h2>
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <thead>
                  <tr>
                    <th scope="col">{t("wages.effectiveFrom")}</th>
                    <th scope="col" className="text-end">
                      {t("wages.monthlyGross")}
                    </th>
                    <th scope="col">{t("wages.note")}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((wage) => (
                    <tr key={wage.id} className={wage.id === current?.id ? "table-active" : undefined}>
                      <td className="text-nowrap">{formatOptionalDate(wage.effectiveFrom)}</td>
                      <td className="text-end text-nowrap">{formatHuf(wage.monthlyGross)}</td>
                      <td>{wage.note ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
      <div className="col-12 col-xl-5">
        <WageForm employeeId={employeeId} />
      </div>
    </div>
  );
}

function WageForm({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const setWage = useSetWage(employeeId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WageFormValues, unknown, WageInput>({
    resolver: zodResolver(wageInputSchema),
    defaultValues: { effectiveFrom: todayIso(), monthlyGross: Number.NaN, note: null },
  });
  const amount = watch("monthlyGross");

  const submit = async (input: WageInput): Promise<void> => {
    try {
      await setWage.mutateAsync(input);
      reset({ effectiveFrom: todayIso(), monthlyGross: Number.NaN, note: null });
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === "effectiveFrom" || field === "monthlyGross" || field === "note")
          setError(field, { message });
      }
    }
  };

  return (
    <section className="card" aria-labelledby="wage-form-title">
      <div className="card-body">
        <h2 id="wage-form-title" className="h6 card-title mb-1">
          {t("wages.add")}
        </h2>
        <p className="form-text mt-0">{t("wages.addHint")}</p>
        <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
          <FormField label={t("wages.effectiveFrom")} error={errors.effectiveFrom?.message}>
            {(field) => (
              <Controller
                control={control}
                name="effectiveFrom"
                render={({ field: f }) => (
                  <DateField {...field} required value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                )}
              />
            )}
          </FormField>
          <FormField
            label={t("wages.monthlyGross")}
            error={errors.monthlyGross?.message}
            {...(Number.isFinite(amount) ? { hint: t("wages.preview", { amount: formatHuf(amount) }) } : {})}
          >
            {(field) => (
              <Controller
                control={control}
                name="monthlyGross"
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    maxFractionDigits={0}
                    unit="Ft"
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label={t("wages.note")} error={errors.note?.message}>
            {(field) => <input {...field} type="text" {...register("note", { setValueAs: emptyToNull })} />}
          </FormField>
          <Button type="submit" icon={biSave} disabled={isSubmitting}>
            {t("wages.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
