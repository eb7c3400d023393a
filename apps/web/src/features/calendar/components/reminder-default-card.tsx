import { useId } from "react";
import { useTranslation } from "react-i18next";
import { EVENT_REMINDER_LABELS, EVENT_REMINDER_MINUTES } from "@office/shared/events/events.contract";
import { useCalendarSettings, useSaveCalendarSettings } from "../api/calendar-settings";
import { reminderOf, reminderValue } from "./event-form";
import "../i18n";

/** My default reminder for the events I create (`/api/calendarSettings`); saved on change. */
export function ReminderDefaultCard() {
  const { t } = useTranslation("calendar");
  const id = useId();
  const settings = useCalendarSettings();
  const save = useSaveCalendarSettings();
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`} data-testid="reminder-default-card">
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6 card-title">
          {t("reminderDefault.title")}
        </h2>
        <label htmlFor={`${id}-select`} className="form-label">
          {t("reminderDefault.label")}
        </label>
        <select
          id={`${id}-select`}
          className="form-select reminder-default-select"
          aria-describedby={`${id}-hint`}
          value={reminderValue(settings.data?.defaultReminderMinutes)}
          disabled={!settings.data || save.isPending}
          onChange={(e) => save.mutate({ defaultReminderMinutes: reminderOf(e.target.value) })}
        >
          <option value="">{EVENT_REMINDER_LABELS.none}</option>
          {EVENT_REMINDER_MINUTES.map((m) => (
            <option key={m} value={String(m)}>
              {EVENT_REMINDER_LABELS[`${m}`]}
            </option>
          ))}
        </select>
        <div id={`${id}-hint`} className="form-text">
          {t("reminderDefault.hint")}
        </div>
      </div>
    </section>
  );
}
