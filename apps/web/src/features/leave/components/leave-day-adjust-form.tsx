import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { leaveDayInputSchema, type LeaveDay, type LeaveDayInput } from "@office/shared/leave/leave.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { isHttpError } from "../../../lib/http/http-error";
import { emptyToNull } from "../../employees/components/employee-form-values";
import "../../employees/utils/hungarian-zod";
import { useUpdateLeaveDay } from "../api/update-leave-day";
import "../i18n";
import { biSave } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";

type LeaveDayFormValues = z.input<typeof leaveDayInputSchema>;

/** hr: the year's adjustment (± working days, with its reason) and carry-over (`PUT …/leaveDay`). */
export function LeaveDayAdjustForm({ employeeId, leaveDay }: { employeeId: number; leaveDay: LeaveDay }) {
  const { t } = useTranslation("leave");
  const update = useUpdateLeaveDay(employeeId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<LeaveDayFormValues, unknown, LeaveDayInput>({
    resolver: zodResolver(leaveDayInputSchema),
    values: {
      year: leaveDay.year,
      adjustmentDays: leaveDay.adjustmentDays,
      adjustmentReason: leaveDay.adjustmentReason,
      carryOverDays: leaveDay.carryOverDays,
    },
  });

  const submit = async (input: LeaveDayInput): Promise<void> => {
    try {
      const saved = await update.mutateAsync(input);
      reset({
        year: saved.year,
        adjustmentDays: saved.adjustmentDays,
        adjustmentReason: saved.adjustmentReason,
        carryOverDays: saved.carryOverDays,
      });
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === "adjustmentDays" || field === "adjustmentReason" || field === "carryOverDays")
          setError(field, { message });
      }
    }
  };

  return (
    <section className="card" aria-labelledby="leave-adjust-title">
      <div className="card-body">
        <h2 id="leave-adjust-title" className="h6 card-title mb-1">
          {t("adjust.title", { year: leaveDay.year })}
        </h2>
        <p className="form-text mt-0">{t("adjust.hint")}</p>
        <form
          onSubmit={(event) => void handleSubmit(submit)(event)}
          noValidate
          data-testid="leave-adjust-form"
        >
          <FormField label={t("adjust.adjustmentDays")} error={errors.adjustmentDays?.message}>
            {(field) => (
              <Controller
                control={control}
                name={"adjustmentDays"}
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
          <FormField label={t("adjust.adjustmentReason")} error={errors.adjustmentReason?.message}>
            {(field) => (
              <input {...field} type="text" {...register("adjustmentReason", { setValueAs: emptyToNull })} />
            )}
          </FormField>
          <FormField label={t("adjust.carryOverDays")} error={errors.carryOverDays?.message}>
            {(field) => (
              <Controller
                control={control}
                name={"carryOverDays"}
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    value={f.value}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                    onBlur={f.onBlur}
                  />
                )}
              />
            )}
          </FormField>
          <Button type="submit" icon={biSave} disabled={isSubmitting || !isDirty}>
            {t("adjust.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
