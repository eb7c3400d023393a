import { SERVICE_DUE_KM, type NextService } from "@office/shared/fleet/car-services.contract";
import { addMonths } from "@office/shared/applicants/applicant-retention";
import { diffInDays } from "@office/shared/hu/iso-date";

/**
 * When a car's next service is due (issue 23 §2), pure: by kilometres — the last service's odometer +
 * `intervalKm` against the car's odometer now (modules/fleet/odometer.ts keeps it at the last trip's end)
 * — and by date — the last service's date + `intervalMonths` calendar months; whichever comes first.
 * Without a logged service (or the interval) that side is null. `isDue` when at most
 * {@link SERVICE_DUE_KM} km or at most `withinDays` days are left, or either is overdue.
 */
export function nextServiceOf(input: {
  last: { date: string; odometerKm: number } | null;
  intervalKm: number | null;
  intervalMonths: number | null;
  odometerKm: number;
  today: string;
  /** Days ahead that count as due (the tenant's largest reminder threshold). */
  withinDays: number;
}): NextService {
  const { last, intervalKm, intervalMonths, odometerKm, today, withinDays } = input;
  const dueKm = last && intervalKm !== null ? last.odometerKm + intervalKm : null;
  const kmLeft = dueKm === null ? null : dueKm - odometerKm;
  const dueDate = last && intervalMonths !== null ? addMonths(last.date, intervalMonths) : null;
  const daysLeft = dueDate === null ? null : diffInDays(today, dueDate);
  const isDue =
    (kmLeft !== null && kmLeft <= SERVICE_DUE_KM) || (daysLeft !== null && daysLeft <= withinDays);
  return { lastServiceDate: last?.date ?? null, dueKm, kmLeft, dueDate, daysLeft, isDue };
}
