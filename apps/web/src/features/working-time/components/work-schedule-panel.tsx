import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type {
  WorkScheduleInput,
  workScheduleInputSchema,
} from "@office/shared/working-time/timesheet.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import { isHttpError } from "../../../lib/http/http-error";
import { formatDuration } from "../utils/time-format";
import { useSaveWorkSchedule, useWorkSchedule, type WorkSchedule } from "../api/settings";
import "../i18n";

type Values = z.input<typeof workScheduleInputSchema>;

const resolver = lazyZodResolver(() =>
  import("@office/shared/working-time/timesheet.contract").then((m) => m.workScheduleInputSchema),
);

/**
 * hr: the "Munkarend" of an employee (`GET/PUT /api/workSchedule/{id}`): general / part-time / flexible
 * schedule, daily working time (minutes), whether the record is the entries or the written schedule
 * (Mt. 134. § (3)), the day's start and the scheduled break. A collapsed `<details>` on the person's page.
 */
export function WorkSchedulePanel({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("working-time");
  const schedule = useWorkSchedule(employeeId);
  return (
    <details className="card mb-3" data-testid="wt-schedule">
      <summary className="card-header fw-semibold">
        {t("schedule.title")}
        {schedule.data && (
          <span className="text-body-secondary fw-normal ms-2 small">
            {t(`schedule.kind.${schedule.data.kind}`)} · {schedule.data.dayStart} ·{" "}
            {t("schedule.dailyShort", { time: formatDuration(schedule.data.dailyMinutes) })}
            {!schedule.data.stored && ` · ${t("schedule.default")}`}
          </span>
        )}
      </summary>
      <div className="card-body">
        <QueryState query={schedule}>
          {(data) => <ScheduleForm employeeId={employeeId} schedule={data} />}
        </QueryState>
      </div>
    </details>
  );
}

function ScheduleForm({ employeeId, schedule }: { employeeId: number; schedule: WorkSchedule }) {
  const { t } = useTranslation("working-time");
  const save = useSaveWorkSchedule(employeeId);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    Values,
    unknown,
    WorkScheduleInput
  >({
    resolver,
    defaultValues: schedule,
  });
  useEffect(() => reset(schedule), [schedule, reset]);
  const errors = formState.errors;
  const submit = async (input: WorkScheduleInput): Promise<void> => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      if (!isHttpError(error)) return;
      for (const [field, message] of Object.entries(error.fieldErrors))
        setError(field as keyof Values, { message });
    }
  };
  const minutesField = (name: "dailyMinutes" | "breakMinutes", label: string, hint?: string) => (
    <FormField label={label} error={errors[name]?.message} {...(hint ? { hint } : {})}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: f }) => (
            <NumberField
              {...field}
              maxFractionDigits={0}
              unit={t("entry.minutes")}
              value={f.value}
              onBlur={f.onBlur}
              onChange={(v) => f.onChange(v ?? Number.NaN)}
            />
          )}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <div className="row gx-3">
        <div className="col-12 col-md-4">
          <FormField
            label={t("schedule.kindLabel")}
            error={errors.kind?.message}
            controlClassName="form-select"
          >
            {(field) => (
              <select {...field} {...register("kind")}>
                <option value="general">{t("schedule.kind.general")}</option>
                <option value="partTime">{t("schedule.kind.partTime")}</option>
                <option value="flexible">{t("schedule.kind.flexible")}</option>
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6 col-md-4">{minutesField("dailyMinutes", t("schedule.dailyMinutes"))}</div>
        <div className="col-6 col-md-4">
          <FormField label={t("schedule.dayStart")} error={errors.dayStart?.message}>
            {(field) => (
              <input {...field} {...register("dayStart")} inputMode="numeric" placeholder="ÓÓ:PP" />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-8">
          <FormField
            label={t("schedule.recordMode")}
            error={errors.recordMode?.message}
            controlClassName="form-select"
            hint={t("schedule.recordModeHint")}
          >
            {(field) => (
              <select {...field} {...register("recordMode")}>
                <option value="entries">{t("schedule.mode.entries")}</option>
                <option value="schedule">{t("schedule.mode.schedule")}</option>
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6 col-md-4">{minutesField("breakMinutes", t("schedule.breakMinutes"))}</div>
      </div>
      <Button type="submit" icon={biSave} disabled={formState.isSubmitting}>
        {t("common:actions.save")}
      </Button>
    </form>
  );
}
