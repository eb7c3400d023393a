import { SERVICE_DUE_KM, type NextService } from "@office/shared/fleet/car-services.contract";
import { addMonths } from "@office/shared/applicants/applicant-retention";
import { diffInDays } from "@office/shared/hu/iso-date";

/**
 * When a car's next service is due (issue 23 §2), pure: by kilometres — the base odometer +
 * `intervalKm` against the car's odometer now (modules/fleet/odometer.ts keeps it at the last trip's end)
 * — and by date — the base date + `intervalMonths` calendar months; whichever comes first. The base is
 * the last logged service (`basis: "service"`); a car without one counts from its first registration /
 * acquisition (`inService`: `date` and, if known, the odometer then; `basis: "inService"`, the km side
 * null without that odometer); with neither, or without an interval, that side is null (`basis: null`
 * when there is no base at all). `isDue` when at most {@link SERVICE_DUE_KM} km or at most `withinDays`
 * days are left, or either is overdue.
 */
export function nextServiceOf(input: {
  last: { date: string; odometerKm: number } | null;
  /** The car's first registration / acquisition date and its odometer then (null: not recorded). */
  inService?: { date: string; odometerKm: number | null } | null;
  intervalKm: number | null;
  intervalMonths: number | null;
  odometerKm: number;
  today: string;
  /** Days ahead that count as due (the tenant's largest reminder threshold). */
  withinDays: number;
}): NextService {
  const { last, intervalKm, intervalMonths, odometerKm, today, withinDays } = input;
  const base = last ?? input.inService ?? null;
  const basis = last ? "service" : base ? "inService" : null;
  const dueKm = base && base.odometerKm !== null && intervalKm !== null ? base.odometerKm + intervalKm : null;
  const kmLeft = dueKm === null ? null : dueKm - odometerKm;
  const dueDate = base && intervalMonths !== null ? addMonths(base.date, intervalMonths) : null;
  const daysLeft = dueDate === null ? null : diffInDays(today, dueDate);
  const isDue =
    (kmLeft !== null && kmLeft <= SERVICE_DUE_KM) || (daysLeft !== null && daysLeft <= withinDays);
  return { lastServiceDate: last?.date ?? null, basis, dueKm, kmLeft, dueDate, daysLeft, isDue };
}
