import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import {
  EVENT_RECURRENCE_LABELS,
  RSVP_LABELS,
  type CalendarEvent,
  type EventOccurrence,
  type EventRsvp,
} from "@office/shared/events/events.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biCalendarX, biDownload, biGear, biTrash } from "../../../components/ui/icons";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { saveBlob } from "../../reports/utils/save-blob";
import { useAnswerEvent, useCancelEvent, useCancelOccurrence } from "../api/event-actions";
import { downloadEventIcs, useEvent } from "../api/get-event";
import { formatDateBeforeSuffix, formatEventWhen } from "./event-format";
import { EventWarnings } from "./event-warnings";
import { RsvpControl } from "./rsvp-control";
import "../i18n";

const RSVP_BADGE: Record<EventRsvp, string> = {
  accepted: "text-bg-success",
  declined: "text-bg-danger",
  tentative: "text-bg-warning",
  pending: "text-bg-secondary",
};

/** How many attendees answered what. */
function rsvpCounts(ev: CalendarEvent): Record<EventRsvp, number> {
  const counts: Record<EventRsvp, number> = { accepted: 0, tentative: 0, declined: 0, pending: 0 };
  for (const a of ev.attendees) counts[a.rsvp] += 1;
  return counts;
}

type EventDetailsModalProps = {
  eventId: number | null;
  /** The occurrence that was clicked, when it belongs to this event (which one "only this" means). */
  occurrence?: EventOccurrence | null;
  onEdit: (event: CalendarEvent) => void;
  onClose: () => void;
};

/**
 * An event's details: time (Budapest), place, organiser, recurrence, description, warnings (rest day,
 * attendees on leave; for an occurrence of a series that occurrence's; a long list folded,
 * {@link EventWarnings}), attendees with their answers (for a clicked occurrence of a series, that
 * occurrence's); my RSVP buttons when invited ({@link RsvpControl}: on an occurrence of a series, for it
 * only or for the whole series); `.ics` download;
 * edit and cancel for the organiser and hr; for an occurrence of a series also "Csak ezt az alkalmat
 * törlöm" (cancels that occurrence only, after a confirmation) beside cancelling the whole series.
 * On a phone the footer's buttons stack at full width in reading order (calendar.css).
 */
export function EventDetailsModal({ eventId, occurrence = null, onEdit, onClose }: EventDetailsModalProps) {
  const { t } = useTranslation("calendar");
  // An occurrence of a series is read with its own answers (issue 23 §3).
  const occurrenceDate =
    occurrence && occurrence.eventId === eventId && occurrence.recurrence !== "none"
      ? occurrence.occurrenceDate
      : null;
  const query = useEvent(eventId, occurrenceDate);
  const answer = useAnswerEvent();
  const cancel = useCancelEvent();
  const cancelOne = useCancelOccurrence();
  const [confirming, setConfirming] = useState<"series" | "occurrence" | null>(null);
  const event = query.data;
  const isConfirming = confirming !== null;
  const oneOccurrence =
    event && occurrence && occurrence.eventId === event.id && event.recurrence !== "none" ? occurrence : null;

  const handleDownload = async (ev: CalendarEvent) => {
    const blob = await downloadEventIcs(ev.id);
    saveBlob(blob, `program-${ev.id}.ics`);
  };

  return (
    <>
      <Modal
        show={eventId !== null && !isConfirming}
        onHide={onClose}
        size="lg"
        aria-labelledby="event-details-title"
      >
        <Modal.Header closeButton closeLabel={t("details.close")}>
          <Modal.Title id="event-details-title" as="h2" className="h5">
            {event ? event.cancelled ? <s>{event.title}</s> : event.title : t("common:loading")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <QueryState query={query}>
            {(ev) => (
              <div data-testid="event-details">
                {ev.cancelled && (
                  <p className="alert alert-secondary py-2" role="status">
                    {t("details.cancelled")}
                  </p>
                )}
                <EventWarnings key={`${ev.id}-${ev.occurrenceDate ?? "series"}`} warnings={ev.warnings} />
                <dl className="row mb-2">
                  {oneOccurrence && (
                    <>
                      <dt className="col-sm-3">{t("details.occurrenceOf")}</dt>
                      <dd className="col-sm-9" data-testid="event-occurrence-when">
                        {formatEventWhen({ ...ev, start: oneOccurrence.start, end: oneOccurrence.end })}
                      </dd>
                    </>
                  )}
                  <dt className="col-sm-3">{t(oneOccurrence ? "details.seriesStart" : "details.when")}</dt>
                  <dd className="col-sm-9">{formatEventWhen(ev)}</dd>
                  {ev.location && (
                    <>
                      <dt className="col-sm-3">{t("details.location")}</dt>
                      <dd className="col-sm-9">{ev.location}</dd>
                    </>
                  )}
                  {ev.category && (
                    <>
                      <dt className="col-sm-3">{t("details.category")}</dt>
                      <dd className="col-sm-9">{ev.category}</dd>
                    </>
                  )}
                  <dt className="col-sm-3">{t("details.organizer")}</dt>
                  <dd className="col-sm-9">{ev.organizer?.name ?? "–"}</dd>
                  {ev.recurrence !== "none" && (
                    <>
                      <dt className="col-sm-3">{t("details.recurrence")}</dt>
                      <dd className="col-sm-9">
                        {EVENT_RECURRENCE_LABELS[ev.recurrence]}
                        {ev.recurrenceUntil &&
                          `, ${t("details.recurrenceUntil", { date: formatDateHu(ev.recurrenceUntil) })}`}
                      </dd>
                    </>
                  )}
                </dl>
                {ev.description && <p className="event-description">{ev.description}</p>}
                {ev.myRsvp !== null && !ev.cancelled && (
                  <RsvpControl
                    key={`${ev.id}-${ev.occurrenceDate ?? "series"}`}
                    event={ev}
                    occurrenceDate={ev.occurrenceDate}
                    isBusy={answer.isPending}
                    onAnswer={(rsvp, date) => answer.mutate({ id: ev.id, rsvp, occurrenceDate: date })}
                  />
                )}
                <h3 className="h6">{t("details.attendees", { count: ev.attendees.length })}</h3>
                {ev.attendees.length > 0 && ev.occurrenceDate && (
                  <p className="small text-body-secondary mb-1" data-testid="rsvp-occurrence">
                    {t("details.attendeesOfOccurrence", {
                      date: formatDateBeforeSuffix(ev.occurrenceDate),
                    })}
                  </p>
                )}
                {ev.attendees.length > 0 && (
                  <p className="small text-body-secondary mb-1" data-testid="rsvp-summary">
                    {t("details.summary", rsvpCounts(ev))}
                  </p>
                )}
                {ev.attendees.length === 0 ? (
                  <p className="text-body-secondary small">{t("details.noAttendees")}</p>
                ) : (
                  <ul className="list-unstyled attendee-answers small mb-0">
                    {ev.attendees.map((a) => (
                      <li
                        key={a.employeeId}
                        className="d-flex justify-content-between align-items-start gap-2 border-bottom py-1"
                      >
                        <span>
                          {a.name}
                          {a.occurrenceRsvp && (
                            <span className="d-block text-body-secondary">
                              {t("details.ownOccurrenceAnswer")}
                            </span>
                          )}
                        </span>
                        <span className={`badge ${RSVP_BADGE[a.rsvp]}`}>{RSVP_LABELS[a.rsvp]}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </QueryState>
        </Modal.Body>
        <Modal.Footer className="event-details-footer justify-content-between gap-2">
          <Button
            color="secondary"
            icon={biDownload}
            disabled={!event}
            onClick={() => event && void handleDownload(event)}
          >
            {t("details.ics")}
          </Button>
          {event?.canEdit && (
            <div className="event-details-actions d-flex flex-wrap justify-content-end gap-2 ms-auto">
              {oneOccurrence && !event.cancelled && (
                <Button
                  color="secondary"
                  icon={biTrash}
                  onClick={() => setConfirming("occurrence")}
                  data-testid="event-cancel-occurrence"
                >
                  {t("details.cancelOccurrence")}
                </Button>
              )}
              <Button color="warning" icon={biCalendarX} onClick={() => setConfirming("series")}>
                {event.recurrence === "none" ? t("details.cancelEvent") : t("details.cancelSeries")}
              </Button>
              <Button icon={biGear} onClick={() => onEdit(event)}>
                {t("details.edit")}
              </Button>
            </div>
          )}
        </Modal.Footer>
      </Modal>
      <ConfirmModal
        show={confirming === "series"}
        title={t("details.cancelTitle")}
        confirmLabel={t("details.cancelConfirm")}
        isBusy={cancel.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!event) return;
          cancel.mutate(event.id, { onSettled: () => setConfirming(null) });
        }}
      >
        {t("details.cancelBody", { title: event?.title ?? "" })}
      </ConfirmModal>
      <ConfirmModal
        show={confirming === "occurrence"}
        title={t("details.cancelOccurrenceTitle")}
        confirmLabel={t("details.cancelOccurrenceConfirm")}
        isBusy={cancelOne.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!event || !oneOccurrence) return;
          cancelOne.mutate(
            { id: event.id, date: oneOccurrence.occurrenceDate },
            {
              onSuccess: onClose,
              onSettled: () => setConfirming(null),
            },
          );
        }}
      >
        {t("details.cancelOccurrenceBody", {
          title: oneOccurrence?.title ?? event?.title ?? "",
          date: oneOccurrence ? formatDateBeforeSuffix(oneOccurrence.occurrenceDate) : "",
        })}
      </ConfirmModal>
    </>
  );
}
