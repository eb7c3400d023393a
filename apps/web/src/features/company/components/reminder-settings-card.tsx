import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { reminderSettingsInputSchema } from "@office/shared/reminders/reminders.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { useReminderSettings, useUpdateReminderSettings } from "../api/reminder-settings";

/** "30, 7" → [30, 7] (NaN for a part that is not a number, so the schema reports it). */
const parseDays = (text: string) =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : NaN));

function DaysForm({ initial }: { initial: number[] }) {
  const { t } = useTranslation("company");
  const update = useUpdateReminderSettings();
  const [text, setText] = useState(initial.join(", "));
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reminderSettingsInputSchema.safeParse({ reminderDays: parseDays(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, { onSuccess: (saved) => setText(saved.reminderDays.join(", ")) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t("reminders.days")} hint={t("reminders.hint")} error={error}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="reminder-days"
          />
        )}
      </FormField>
      <Button type="submit" icon={biSave} disabled={update.isPending}>
        {t("reminders.save")}
      </Button>
    </form>
  );
}

/**
 * „Emlékeztetők” on `/ceg` (issue 23 §2): how many days before an expiry (documents, contracts,
 * warranties, car papers and services) the owner and the domain's manager get a reminder — the tenant's
 * `reminderDays`, e.g. „30, 7”.
 */
export function ReminderSettingsCard() {
  const { t } = useTranslation("company");
  const settings = useReminderSettings(true);
  return (
    <section className="card" aria-labelledby="company-reminders-title">
      <div className="card-body">
        <h2 id="company-reminders-title" className="h5 card-title">
          {t("reminders.title")}
        </h2>
        <p className="text-body-secondary">{t("reminders.text")}</p>
        <QueryState query={settings}>{(data) => <DaysForm initial={data.reminderDays} />}</QueryState>
      </div>
    </section>
  );
}
