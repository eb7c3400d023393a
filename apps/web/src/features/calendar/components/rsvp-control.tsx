import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarEvent, EventRsvpAnswer } from "@office/shared/events/events.contract";
import { RSVP_LABELS } from "@office/shared/events/event-labels";
import { formatDateBeforeSuffix } from "./event-format";
import "../i18n";

/** Whom an answer is for: the one occurrence that was opened, or the whole series. */
export type RsvpScope = "occurrence" | "series";

type RsvpControlProps = {
  /** The event as read for `occurrenceDate` (its `myRsvp`, `mySeriesRsvp`, `myOccurrenceRsvp`). */
  event: Pick<CalendarEvent, "myRsvp" | "mySeriesRsvp" | "myOccurrenceRsvp">;
  /** The opened occurrence of a recurring event (its day in the series), or null for the series. */
  occurrenceDate: string | null;
  isBusy: boolean;
  /** Called with the answer and the occurrence it is for (null: the whole series). */
  onAnswer: (rsvp: EventRsvpAnswer, occurrenceDate: string | null) => void;
};

const ANSWERS = [
  ["accepted", "details.accept", "success"],
  ["tentative", "details.tentative", "warning"],
  ["declined", "details.decline", "danger"],
] as const;

/**
 * My RSVP buttons (Részt veszek / Talán / Nem veszek részt; the pressed one is my answer). On an
 * occurrence of a recurring event (issue 23 §3) a choice comes first: "csak erre az alkalomra" or "az
 * egész sorozatra" (radio buttons in a fieldset). The pressed button follows it: my answer for this
 * occurrence, or my series answer. It starts on the occurrence when I answered it on its own, else on
 * the series. A note says when this occurrence has its own answer. The controls wrap on a phone.
 */
export function RsvpControl({ event, occurrenceDate, isBusy, onAnswer }: RsvpControlProps) {
  const { t } = useTranslation("calendar");
  const name = useId();
  const [scope, setScope] = useState<RsvpScope>(event.myOccurrenceRsvp ? "occurrence" : "series");
  const isOccurrence = occurrenceDate !== null && scope === "occurrence";
  const current = occurrenceDate !== null && !isOccurrence ? event.mySeriesRsvp : event.myRsvp;
  const date = occurrenceDate ? formatDateBeforeSuffix(occurrenceDate) : "";

  return (
    <div className="mb-3 rsvp-control">
      <h3 className="h6">{t("details.myAnswer")}</h3>
      {occurrenceDate !== null && (
        <fieldset className="mb-2">
          <legend className="form-label small mb-1">{t("rsvp.scopeLegend")}</legend>
          {(
            [
              ["occurrence", t("rsvp.occurrence")],
              ["series", t("rsvp.series")],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="form-check form-check-inline">
              <input
                className="form-check-input"
                type="radio"
                name={name}
                id={`${name}-${value}`}
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              <label className="form-check-label" htmlFor={`${name}-${value}`}>
                {label}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div
        className="btn-group btn-group-sm flex-wrap"
        role="group"
        aria-label={
          occurrenceDate === null
            ? t("details.myAnswer")
            : isOccurrence
              ? t("rsvp.groupOccurrence", { date })
              : t("rsvp.groupSeries")
        }
      >
        {ANSWERS.map(([value, labelKey, color]) => (
          <button
            key={value}
            type="button"
            className={`btn ${current === value ? `btn-${color}` : "btn-secondary"}`}
            aria-pressed={current === value}
            disabled={isBusy}
            onClick={() => onAnswer(value, isOccurrence ? occurrenceDate : null)}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
      {occurrenceDate !== null && event.myOccurrenceRsvp && event.mySeriesRsvp && (
        <p className="small text-body-secondary mt-1 mb-0" data-testid="rsvp-own-note">
          {t("rsvp.ownAnswer", {
            date,
            answer: RSVP_LABELS[event.myOccurrenceRsvp],
            series: RSVP_LABELS[event.mySeriesRsvp],
          })}
        </p>
      )}
      {occurrenceDate !== null && scope === "series" && (
        <p className="small text-body-secondary mt-1 mb-0">{t("rsvp.seriesHint")}</p>
      )}
    </div>
  );
}
