import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type {
  WorkingTimeSettings,
  workingTimeSettingsSchema,
} from "@office/shared/working-time/timesheet.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { NumberField } from "../../../components/ui/number-field";
import { lazyZodResolver } from "../../employees/utils/lazy-zod-resolver";
import { useSaveWorkingTimeSettings, useWorkingTimeSettings } from "../api/settings";
import "../i18n";

type Values = z.input<typeof workingTimeSettingsSchema>;

const resolver = lazyZodResolver(() =>
  import("@office/shared/working-time/timesheet.contract").then((m) => m.workingTimeSettingsSchema),
);

/**
 * hr: the tenant's yearly overtime limit (hours, 0–400) and the agreement behind a limit above 250 hours
 * (Mt. 109. §: 250 h by default, up to 300 h by collective agreement, +150 h by written agreement).
 */
export function OvertimeSettingsForm() {
  const { t } = useTranslation("working-time");
  const settings = useWorkingTimeSettings();
  return (
    <section className="card" aria-labelledby="wt-settings-title">
      <div className="card-body">
        <h2 id="wt-settings-title" className="h5 card-title">
          {t("settings.title")}
        </h2>
        <QueryState query={settings}>{(data) => <SettingsForm settings={data} />}</QueryState>
      </div>
    </section>
  );
}

function SettingsForm({ settings }: { settings: WorkingTimeSettings }) {
  const { t } = useTranslation("working-time");
  const save = useSaveWorkingTimeSettings();
  const { register, control, handleSubmit, reset, formState } = useForm<Values, unknown, WorkingTimeSettings>(
    {
      resolver,
      defaultValues: settings,
    },
  );
  useEffect(() => reset(settings), [settings, reset]);
  const errors = formState.errors;
  return (
    <form
      onSubmit={(event) =>
        void handleSubmit((input) => save.mutateAsync(input).catch(() => undefined))(event)
      }
      noValidate
    >
      <div className="row gx-3">
        <div className="col-12 col-md-4">
          <FormField label={t("settings.limit")} error={errors.yearlyOvertimeLimitHours?.message}>
            {(field) => (
              <Controller
                control={control}
                name="yearlyOvertimeLimitHours"
                render={({ field: f }) => (
                  <NumberField
                    {...field}
                    maxFractionDigits={0}
                    unit={t("settings.hours")}
                    value={f.value}
                    onBlur={f.onBlur}
                    onChange={(v) => f.onChange(v ?? Number.NaN)}
                  />
                )}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-8">
          <FormField label={t("settings.agreement")} error={errors.overtimeAgreement?.message}>
            {(field) => (
              <input
                {...field}
                {...register("overtimeAgreement", { setValueAs: (v: string | null) => (v ? v : null) })}
                placeholder={t("settings.agreementPlaceholder")}
              />
            )}
          </FormField>
        </div>
      </div>
      <p className="form-text mt-0">{t("settings.hint")}</p>
      <Button type="submit" icon={biSave} disabled={formState.isSubmitting}>
        {t("common:actions.save")}
      </Button>
    </form>
  );
}
