import type { CalendarEvent } from "@office/shared/events/events.contract";
import { budapestDate, toBudapestParts } from "@office/shared/hu/budapest-time";
import { formatDateHu } from "@office/shared/hu/format";

const hm = (ms: number) => {
  const p = toBudapestParts(ms);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
};

/**
 * A date before a hyphenated suffix ("a 2026. 11. 09-i alkalom"): the short form without its closing
 * period, which Hungarian drops before the hyphen (AkH. 12th ed. 295; "09.-i" is wrong).
 */
export function formatDateBeforeSuffix(date: string): string {
  return formatDateHu(date).replace(/\.$/, "");
}

/** "2026. 12. 18. 17:00–23:00", "2026. 12. 18. – 2026. 12. 19. (egész nap)" in Budapest time. */
export function formatEventWhen(event: Pick<CalendarEvent, "allDay" | "start" | "end">): string {
  if (event.allDay) {
    return event.start === event.end
      ? `${formatDateHu(event.start)} (egész nap)`
      : `${formatDateHu(event.start)} – ${formatDateHu(event.end)} (egész nap)`;
  }
  const [s, e] = [Date.parse(event.start), Date.parse(event.end)];
  const [d1, d2] = [budapestDate(s), budapestDate(e)];
  return d1 === d2
    ? `${formatDateHu(d1)} ${hm(s)}–${hm(e)}`
    : `${formatDateHu(d1)} ${hm(s)} – ${formatDateHu(d2)} ${hm(e)}`;
}
