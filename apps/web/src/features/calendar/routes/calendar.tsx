import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import FullCalendar, {
  type DateClickInfo,
  type DatesSetInfo,
  type EventClickInfo,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import huLocale from "@fullcalendar/react/locales/hu";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import type { CalendarEvent, EventOccurrence } from "@office/shared/events/events.contract";
import { addCalendarDays, BUDAPEST_TZ } from "@office/shared/hu/budapest-time";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { biPlusLg } from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useThemeStore } from "../../../lib/theme/theme-store";
import { showToast } from "../../../lib/toast/toast-store";
import { useLeaveList } from "../../leave/api/list-leave";
import { useMoveEvent, useSaveEvent, useSaveOccurrence } from "../api/event-actions";
import { useCalendarSettings } from "../api/calendar-settings";
import { useEventList } from "../api/list-events";
import {
  holidayLayer,
  leaveLayer,
  movedTimes,
  occurrenceInput,
  todayBudapest,
} from "../components/calendar-layers";
import { EventDetailsModal } from "../components/event-details-modal";
import {
  eventToValues,
  newEventValues,
  occurrenceToValues,
  toOccurrenceInput,
  type EventFormValues,
} from "../components/event-form";
import { EventFormModal } from "../components/event-form-modal";
import { IcsLinkCard } from "../components/ics-link-card";
import { OccurrenceScopeModal } from "../components/occurrence-scope-modal";
import { ReminderDefaultCard } from "../components/reminder-default-card";
import "../components/calendar.css";
import "../i18n";

type ChangeInfo = {
  event: { startStr: string; endStr: string; allDay: boolean; extendedProps: Record<string, unknown> };
  revert: () => void;
};

/**
 * The month view's background layers (holidays, swapped working days, my leave) title their day with
 * `is-month-background-title`: on a phone that name is for screen readers only (calendar.css).
 */
const VIEW_OPTIONS = { dayGridMonth: { backgroundEventTitleClass: "is-month-background-title" } };

/**
 * `/naptar` Programnaptár (SPEC route `calendar`, issue 8): the company's shared programme calendar in
 * month, week and list views (Hungarian, weeks from Monday), Hungarian holidays and swapped working days
 * and my approved leave as background layers; click a day to add, an event for its details (RSVP, .ics,
 * edit, cancel); editing an occurrence of a series asks "only this one or the whole series"; drag and
 * resize where I may edit (organiser or hr); my default reminder; my personal ICS feed link.
 * `?event={id}` opens that event (the notification drawer's target).
 */
export function ProgrammeCalendarPage() {
  const { t } = useTranslation("calendar");
  useBreadcrumb([{ name: t("calendar.title"), url: "/naptar" }]);
  const scheme = useThemeStore((s) => s.scheme);
  const [searchParams, setSearchParams] = useSearchParams();
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [form, setForm] = useState<{
    id: number | null;
    values: EventFormValues;
    /** Editing only this occurrence of a series (its day in the series). */
    occurrenceDate?: string;
  } | null>(null);
  /** The occurrence last clicked (which one "only this occurrence" means). */
  const [clicked, setClicked] = useState<EventOccurrence | null>(null);
  const [scope, setScope] = useState<{ event: CalendarEvent; occurrence: EventOccurrence } | null>(null);
  const settings = useCalendarSettings();
  const defaultReminder = settings.data?.defaultReminderMinutes ?? null;
  const saveOccurrence = useSaveOccurrence();
  const [isOnlyMine, setIsOnlyMine] = useState(false);
  const occurrences = useEventList(range);
  const leave = useLeaveList("mine", range ? { start: range.start, end: range.end } : {});
  const save = useSaveEvent();
  const move = useMoveEvent();
  const openedParam = Number(searchParams.get("event"));
  const openedId = Number.isInteger(openedParam) && openedParam > 0 ? openedParam : null;

  const openDetails = useCallback(
    (id: number | null) =>
      setSearchParams(
        (params) => {
          if (id === null) params.delete("event");
          else params.set("event", String(id));
          return params;
        },
        { replace: id === null },
      ),
    [setSearchParams],
  );

  const events = useMemo(() => {
    if (!range) return [];
    return [
      ...holidayLayer(range.start, range.end),
      ...leaveLayer(leave.data ?? []),
      ...(occurrences.data ?? [])
        .filter((o) => !isOnlyMine || o.isOrganizer || o.myRsvp !== null)
        .map(occurrenceInput),
    ];
  }, [range, leave.data, occurrences.data, isOnlyMine]);

  const handleDatesSet = useCallback((info: DatesSetInfo) => {
    const start = info.startStr.slice(0, 10);
    const end = addCalendarDays(info.endStr.slice(0, 10), -1);
    setRange((old) => (old?.start === start && old.end === end ? old : { start, end }));
  }, []);

  const handleDateClick = (info: DateClickInfo) => {
    const day = info.dateStr.slice(0, 10);
    const time = info.allDay ? null : info.dateStr.slice(11, 16);
    setForm({ id: null, values: newEventValues(day, time, defaultReminder) });
  };

  const handleEventClick = (info: EventClickInfo) => {
    const occurrence = info.event.extendedProps.occurrence as EventOccurrence | undefined;
    if (!occurrence) return;
    info.jsEvent.preventDefault();
    setClicked(occurrence);
    openDetails(occurrence.eventId);
  };

  const handleChange = (info: ChangeInfo) => {
    const occurrence = info.event.extendedProps.occurrence as EventOccurrence | undefined;
    if (!occurrence || !info.event.startStr) return info.revert();
    const times = movedTimes(occurrence, info.event.startStr, info.event.endStr, info.event.allDay);
    if (!times) {
      showToast("warning", t("page.moveUnsupported"));
      return info.revert();
    }
    move.mutate({ id: occurrence.eventId, times }, { onError: () => info.revert() });
  };

  const handleSaved = (saved: CalendarEvent) => {
    setForm(null);
    openDetails(saved.id);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{t("calendar.title")}</h1>
        <Button
          icon={biPlusLg}
          onClick={() =>
            setForm({ id: null, values: newEventValues(todayBudapest(), "09:00", defaultReminder) })
          }
        >
          {t("page.add")}
        </Button>
      </div>
      <p className="small text-body-secondary mb-2">{t("page.hint")}</p>
      <ul className="list-inline small mb-2 calendar-legend" aria-label="Jelmagyarázat">
        <li className="list-inline-item">
          <span className="legend-swatch hu-rest-day" aria-hidden="true" /> {t("page.legendHoliday")}
        </li>
        <li className="list-inline-item">
          <span className="legend-swatch hu-swapped-workday" aria-hidden="true" /> {t("page.legendSwapped")}
        </li>
        <li className="list-inline-item">
          <span className="legend-swatch my-leave" aria-hidden="true" /> {t("page.legendLeave")}
        </li>
        <li className="list-inline-item">
          <span className="legend-swatch is-pending" aria-hidden="true" /> {t("page.legendPending")}
        </li>
      </ul>
      <Switch value={isOnlyMine} onChange={setIsOnlyMine} label={t("page.onlyMine")} className="mb-2" />
      {occurrences.isError && (
        <p className="text-danger" role="alert">
          {t("common:loadError")}
        </p>
      )}
      <div className="programme-calendar mb-3" data-testid="programme-calendar">
        <FullCalendar
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={huLocale}
          // The company's clock, as the event form and the details show it, whatever the browser's own
          // time zone (a laptop set to New York showed a 9:30 meeting at 3:30 here and at 9:30 there).
          timeZone={BUDAPEST_TZ}
          firstDay={1}
          initialView="dayGridMonth"
          headerToolbar={{
            start: "prev,next today",
            center: "title",
            end: "dayGridMonth,timeGridWeek,listMonth",
          }}
          colorScheme={scheme}
          // A fixed aspect ratio, not height="auto": the month's rows keep their height while the events
          // load, so nothing shifts (CLS, issue 19 §6); a full day shows "+N" for the rest.
          aspectRatio={1.6}
          nowIndicator
          dayMaxEvents
          events={events}
          datesSet={handleDatesSet}
          dateClick={handleDateClick}
          eventClick={handleEventClick}
          eventDrop={handleChange}
          eventResize={handleChange}
          editable={false}
          views={VIEW_OPTIONS}
          slotMinTime="07:00:00"
          slotMaxTime="22:00:00"
        />
      </div>
      <ReminderDefaultCard />
      <IcsLinkCard />
      <EventDetailsModal
        eventId={openedId}
        occurrence={clicked}
        onClose={() => openDetails(null)}
        onEdit={(event) => {
          openDetails(null);
          if (event.recurrence !== "none" && clicked?.eventId === event.id) {
            setScope({ event, occurrence: clicked });
          } else {
            setForm({ id: event.id, values: eventToValues(event) });
          }
        }}
      />
      <OccurrenceScopeModal
        date={scope?.occurrence.occurrenceDate ?? null}
        onClose={() => setScope(null)}
        onSeries={() => {
          if (scope) setForm({ id: scope.event.id, values: eventToValues(scope.event) });
          setScope(null);
        }}
        onOccurrence={() => {
          if (scope) {
            setForm({
              id: scope.event.id,
              values: occurrenceToValues(scope.event, scope.occurrence),
              occurrenceDate: scope.occurrence.occurrenceDate,
            });
          }
          setScope(null);
        }}
      />
      <EventFormModal
        show={form !== null}
        eventId={form?.id ?? null}
        occurrenceDate={form?.occurrenceDate ?? null}
        initialValues={form?.values ?? newEventValues(todayBudapest(), "09:00")}
        onSubmit={(id, input) => {
          const date = form?.occurrenceDate;
          if (id === null || !date) return save.mutateAsync({ id, input });
          return saveOccurrence.mutateAsync({ id, date, input: toOccurrenceInput(input) });
        }}
        onSaved={handleSaved}
        onClose={() => setForm(null)}
      />
    </>
  );
}
