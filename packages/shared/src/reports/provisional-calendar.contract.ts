import { z } from "zod";

/**
 * The fields of an answer computed with the Hungarian calendar (issue 22 §4: a missing table never blocks
 * work): `provisionalCalendar` true when a year of the answer has no loaded decree of swapped working days
 * (Mt. 102. § (5)) and was counted from the statutory holidays (Mt. 102. § (1)) and the weekends only;
 * `provisionalCalendarNote` the Hungarian reason to show ("Ideiglenes: …"), null when final
 * (`provisionalCalendarNote` of `@office/shared/hu/calendar`).
 */
export const provisionalCalendarFields = {
  provisionalCalendar: z.boolean(),
  provisionalCalendarNote: z.string().nullable(),
};
