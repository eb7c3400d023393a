import { formatDistance } from "date-fns";
import { hu } from "date-fns/locale/hu";

/**
 * SPEC §2/§9: a Hungarian relative time such as "5 perccel ezelőtt" for an ISO timestamp.
 * `now` is injectable for tests; an unparsable timestamp gives an empty string.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDistance(date, now, { addSuffix: true, locale: hu });
}
