import { formatClock, requiredBreakMinutes } from "@office/shared/hu/working-time";

/**
 * What a week-grid cell's text means: nothing (clear the cell), a number of worked minutes (`7,5`, `7.5`,
 * `7`, `7:30`) or a span of the day (`08:00-16:30`, `8-16:30`, `22:00–06:00` which ends after midnight).
 * `error` carries the i18n key of the Hungarian message.
 */
export type CellValue =
  | { kind: "empty" }
  | { kind: "hours"; minutes: number }
  | { kind: "span"; start: string; end: string; crossesMidnight: boolean; spanMinutes: number }
  | { kind: "error"; messageKey: "cell.errorFormat" | "cell.errorRange" | "cell.errorSpan" };

const DAY = 24 * 60;

/** `"8"`, `"08"`, `"8:00"`, `"8.00"`, `"0800"` → minutes after midnight, null when not a time of day. */
function parseTimeOfDay(text: string): number | null {
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/**
 * Parses a cell's text (see {@link CellValue}). Hours must be above 0 and at most 24; a span's end at or
 * before its start means it ends the next day (`crossesMidnight`), an equal start and end is an error.
 */
export function parseCellInput(text: string): CellValue {
  const value = text.trim().replace(/\s+/g, "");
  if (value === "" || value === "0") return { kind: "empty" };
  const span = /^([\d:.]+)[-–—]([\d:.]+)$/.exec(value);
  if (span) {
    const start = parseTimeOfDay(span[1] ?? "");
    const end = parseTimeOfDay(span[2] ?? "");
    if (start === null || end === null) return { kind: "error", messageKey: "cell.errorFormat" };
    if (start === end) return { kind: "error", messageKey: "cell.errorSpan" };
    const crossesMidnight = end < start;
    return {
      kind: "span",
      start: formatClock(start),
      end: formatClock(end),
      crossesMidnight,
      spanMinutes: crossesMidnight ? end + DAY - start : end - start,
    };
  }
  let minutes: number | null = null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2]);
  else if (/^\d{1,2}([.,]\d{1,2})?$/.test(value)) minutes = Math.round(Number(value.replace(",", ".")) * 60);
  if (minutes === null) return { kind: "error", messageKey: "cell.errorFormat" };
  if (minutes <= 0 || minutes > DAY) return { kind: "error", messageKey: "cell.errorRange" };
  return { kind: "hours", minutes };
}

/**
 * The smallest break (minutes) inside a span of `spanMinutes` that satisfies Mt. 103. § (1): the break
 * must be at least what the worked time (span − break) asks for (20 min above 6 h, 45 min above 9 h).
 */
export function breakInsideSpan(spanMinutes: number): number {
  for (let b = 0; b <= 45; b += 1) {
    if (b >= requiredBreakMinutes(spanMinutes - b)) return b;
  }
  return 45;
}

/** The start, end and break of an entry of `minutes` worked time starting at `start` (minutes of the day). */
export function spanForHours(
  start: number,
  minutes: number,
): { start: string; end: string; crossesMidnight: boolean; breakMinutes: number } {
  const breakMinutes = requiredBreakMinutes(minutes);
  const end = start + minutes + breakMinutes;
  return {
    start: formatClock(start),
    end: formatClock(end),
    crossesMidnight: end >= DAY,
    breakMinutes,
  };
}
