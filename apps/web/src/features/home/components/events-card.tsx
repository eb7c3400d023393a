import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RSVP_LABELS } from "@office/shared/events/event-labels";
import { QueryState } from "../../../components/page/query-state";
import { biCalendarEvent } from "../../../components/ui/icons";
import { eventsQueryOptions } from "../../calendar/api/list-events";
import { formatEventWhen } from "../../calendar/components/event-format";
import { upcomingEventsRange } from "../api/home-api";
import { HomeCard } from "./home-card";

/** How many programmes the card lists. */
const SHOWN = 5;

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): five programmes of two to four lines at the xl width.
 */
const CONTENT_HEIGHT = "25.5rem";

/**
 * My next programmes (`GET /api/event?start=today&end=today+30`, the company's shared calendar): the
 * next five that are not cancelled and not over, with my answer where I am invited. Each opens on
 * `/naptar?event={id}`; the footer links to `/naptar`.
 */
export function EventsCard() {
  const { t } = useTranslation("home");
  const { start, end } = upcomingEventsRange(Date.now());
  const events = useQuery(eventsQueryOptions(start, end));
  const now = Date.now();
  return (
    <HomeCard
      id="events"
      minContentHeight={CONTENT_HEIGHT}
      title={t("events.title")}
      icon={biCalendarEvent}
      link={{ to: "/naptar", label: t("events.link") }}
    >
      <QueryState query={events}>
        {(rows) => {
          const next = rows
            .filter((e) => !e.cancelled && (e.allDay ? e.end >= start : Date.parse(e.end) > now))
            .slice(0, SHOWN);
          if (next.length === 0) return <p className="text-body-secondary mb-0">{t("events.empty")}</p>;
          return (
            <ul className="list-unstyled small mb-0">
              {next.map((e) => (
                <li key={`${e.id}-${e.start}`} className="py-1 border-bottom">
                  <Link to={`/naptar?event=${e.eventId}`} className="fw-semibold">
                    {e.title}
                  </Link>
                  <div className="text-body-secondary">
                    {formatEventWhen(e)}
                    {e.location && ` · ${e.location}`}
                  </div>
                  {e.myRsvp && (
                    <span className="badge bg-body-secondary text-body border">{RSVP_LABELS[e.myRsvp]}</span>
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </HomeCard>
  );
}
