import type { Timesheet } from "@office/shared/working-time/timesheet.contract";
import { formatDateRangeHu } from "@office/shared/hu/format";
import { formatDuration } from "./time-format";

/** One figure of a closed month whose live value differs from the stored one (minutes). */
export type FigureChange = {
  figure: "scheduled" | "worked" | "overtime" | "standby";
  stored: number;
  live: number;
};

/**
 * What changed in a closed month since its close: the differing figures, the leave approved since and the
 * leave approved at the close but cancelled since.
 */
export type ClosedMonthChanges = {
  figures: FigureChange[];
  /** "Szabadság: 2026. 10. 05. – 2026. 10. 06." per leave approved after the close. */
  leaves: string[];
  /** The same per leave cancelled after the close (it was approved at the close). */
  cancelledLeaves: string[];
};

const FIGURES = [
  ["scheduled", "scheduledMinutes"],
  ["worked", "workedMinutes"],
  ["overtime", "overtimeMinutes"],
  ["standby", "standbyMinutes"],
] as const;

/**
 * The differences between a closed month's stored figures (what payroll got at the close, issue 21 §2)
 * and the live ones of `sheet`, plus the leave approved and the leave cancelled since the close; null when the month is open,
 * nothing was stored for the person, or nothing changed. Minutes in, minutes out.
 */
export function closedMonthChanges(
  sheet: Pick<Timesheet, "closure" | "closedFigures" | "totals">,
): ClosedMonthChanges | null {
  const stored = sheet.closedFigures;
  if (!sheet.closure || !stored) return null;
  const figures = FIGURES.flatMap(([figure, key]) =>
    stored[key] === sheet.totals[key] ? [] : [{ figure, stored: stored[key], live: sheet.totals[key] }],
  );
  const text = (l: { startDate: string; endDate: string; label: string }) =>
    `${l.label}: ${formatDateRangeHu(l.startDate, l.endDate)}`;
  const leaves = stored.leavesSinceClose.map(text);
  const cancelledLeaves = stored.leavesCancelledSinceClose.map(text);
  return figures.length === 0 && leaves.length === 0 && cancelledLeaves.length === 0
    ? null
    : { figures, leaves, cancelledLeaves };
}

/** A figure change as text: "Ledolgozott 160:00 → 168:00" (`label` the figure's Hungarian name). */
export function figureChangeText(change: FigureChange, label: string): string {
  return `${label} ${formatDuration(change.stored)} → ${formatDuration(change.live)}`;
}
