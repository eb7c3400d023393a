import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type {
  LeaveDay,
  LeaveRequestInput,
  leaveRequestInputSchema,
} from "@office/shared/leave/leave.contract";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES } from "@office/shared/leave/leave-labels";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { lazyResolver } from "../../../lib/forms/lazy-resolver";
import { isHttpError } from "../../../lib/http/http-error";
import { emptyToNull } from "../../employees/components/employee-form-values";
import { formatDayCount } from "./leave-format";
import type { WorkSchedule } from "@office/shared/hu/calendar";
import { previewWorkingDays } from "./working-days";
import "../i18n";
import { biSend } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";

type LeaveRequestFormValues = z.input<typeof leaveRequestInputSchema>;

/**
 * The request schema (and zod with its Hungarian messages) loads on the first submit: the form sits on
 * `/szabadsagok` from its first render, which then does not need the schema library (issue 19 §6).
 */
const leaveRequestResolver = lazyResolver(async () => {
  const [{ leaveRequestInputSchema }] = await Promise.all([
    import("@office/shared/leave/leave.contract"),
    import("../../employees/utils/hungarian-zod"),
  ]);
  return zodResolver(leaveRequestInputSchema);
});

const EMPTY_REQUEST: LeaveRequestFormValues = {
  leaveType: "szabadsag",
  startDate: "",
  endDate: "",
  halfDay: null,
  note: null,
};

type LeaveRequestFormProps = {
  /** The requester's balance for the year (remaining already net of pending requests). */
  leaveDay: LeaveDay | undefined;
  /** The requester's work schedule (egyéb munkarend: the decree's swap days do not apply). */
  workSchedule?: WorkSchedule;
  onSubmit: (input: LeaveRequestInput) => Promise<unknown>;
};

/**
 * The leave request form (type, first and last day, half day for a single day, note). While typing it
 * shows how many working days the range takes (Hungarian calendar incl. NGM swap days; the calendar's own
 * message for an unloaded year) and, for szabadság, what would remain of the balance.
 */
export function LeaveRequestForm({ leaveDay, workSchedule = "general", onSubmit }: LeaveRequestFormProps) {
  const { t } = useTranslation("leave");
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeaveRequestFormValues, unknown, LeaveRequestInput>({
    resolver: leaveRequestResolver,
    defaultValues: EMPTY_REQUEST,
  });
  const [leaveType, startDate, endDate, halfDay] = watch(["leaveType", "startDate", "endDate", "halfDay"]);
  const isSingleDay = startDate !== "" && startDate === endDate;
  const preview = previewWorkingDays(startDate, endDate, isSingleDay && Boolean(halfDay), workSchedule);
  const drawsOnBalance = leaveType === "szabadsag";

  const submit = async (input: LeaveRequestInput): Promise<void> => {
    try {
      await onSubmit(input);
      reset(EMPTY_REQUEST);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (field === "startDate" || field === "endDate" || field === "halfDay" || field === "note")
          setError(field, { message });
      }
    }
  };

  const keepSingleDayRules = (): void => {
    const { startDate: start, endDate: end } = getValues();
    if (start !== end) setValue("halfDay", null);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate data-testid="leave-request-form">
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <FormField
            label={t("form.leaveType")}
            error={errors.leaveType?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("leaveType")}>
                {LEAVE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {LEAVE_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField
            label={t("form.halfDay")}
            error={errors.halfDay?.message}
            controlClassName="form-select"
            hint={t("form.halfDayHint")}
          >
            {(field) => (
              <select
                {...field}
                disabled={!isSingleDay}
                {...register("halfDay", { setValueAs: emptyToNull })}
              >
                <option value="">{t("form.halfDayNone")}</option>
                <option value="morning">{t("form.halfDayMorning")}</option>
                <option value="afternoon">{t("form.halfDayAfternoon")}</option>
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6">
          <FormField label={t("form.startDate")} error={errors.startDate?.message}>
            {(field) => (
              <Controller
                control={control}
                name="startDate"
                render={({ field: f }) => (
                  <DateField
                    {...field}
                    required
                    value={f.value}
                    onBlur={f.onBlur}
                    onChange={(value) => {
                      f.onChange(value);
                      const end = getValues("endDate");
                      if (/^\d{4}-\d{2}-\d{2}$/.test(value) && (!end || end < value))
                        setValue("endDate", value);
                      keepSingleDayRules();
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-6">
          <FormField label={t("form.endDate")} error={errors.endDate?.message}>
            {(field) => (
              <Controller
                control={control}
                name="endDate"
                render={({ field: f }) => (
                  <DateField
                    {...field}
                    required
                    min={startDate || undefined}
                    value={f.value}
                    onBlur={f.onBlur}
                    onChange={(value) => {
                      f.onChange(value);
                      keepSingleDayRules();
                    }}
                  />
                )}
              />
            )}
          </FormField>
        </div>
      </div>

      <div aria-live="polite" data-testid="working-days-preview">
        {preview.status === "error" && (
          <div className="alert alert-danger py-2" role="alert">
            {preview.message}
          </div>
        )}
        {preview.status === "counted" && (
          <div className={`alert py-2 ${preview.days === 0 ? "alert-warning" : "alert-info"}`}>
            <div className="fw-semibold">
              {preview.days === 0
                ? t("form.previewNone")
                : t("form.preview", { days: formatDayCount(preview.days) })}
            </div>
            {preview.days > 0 && drawsOnBalance && leaveDay && (
              <div>
                {t("form.remainingAfter", { days: formatDayCount(leaveDay.remaining - preview.days) })}
                {leaveDay.remaining - preview.days < 0 && (
                  <span className="d-block text-danger-emphasis fw-semibold">
                    {t("form.overdraw", { days: formatDayCount(leaveDay.remaining) })}
                  </span>
                )}
              </div>
            )}
            {preview.days > 0 && !drawsOnBalance && <div>{t("form.notDrawn")}</div>}
          </div>
        )}
      </div>

      <FormField label={t("form.note")} error={errors.note?.message}>
        {(field) => <textarea {...field} rows={2} {...register("note", { setValueAs: emptyToNull })} />}
      </FormField>
      <p className="form-text">{t("form.calendarNote")}</p>
      <Button type="submit" icon={biSend} disabled={isSubmitting || preview.status === "error"}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
