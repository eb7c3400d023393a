import type { TimeRecord } from "@office/shared/working-time/time-entry.contract";
import { callApi } from "./api.ts";

/** Today in Budapest, `YYYY-MM-DD`. */
export function budapestToday(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Budapest" }).format(new Date());
}

/** `date` moved by `days` (ISO dates, UTC arithmetic). */
export function addIsoDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addIsoDays(date, -weekday);
}

/** `YYYY-MM` of the month `back` months before `date`'s month (default: the previous one). */
export function previousMonth(date: string, back = 1): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first Monday of `month` (`YYYY-MM`): its week lies wholly inside the month. */
export function firstMondayOf(month: string): string {
  const first = `${month}-01`;
  const monday = mondayOf(first);
  return monday === first ? first : addIsoDays(monday, 7);
}

/**
 * Reopens `month` (hr) when it is closed — the demo closes every past month — and returns a function that
 * closes it again (test clean-up).
 */
export async function openMonth(hrToken: string, month: string): Promise<() => Promise<void>> {
  const list = await callApi<{ closures: { month: string }[] }>(
    "GET",
    `/api/timesheet/closure?year=${month.slice(0, 4)}`,
    { token: hrToken },
  );
  const wasClosed = list.body.closures.some((c) => c.month === month);
  if (wasClosed) await callApi("POST", "/api/timesheet/reopen", { token: hrToken, body: { month } });
  return async () => {
    if (wasClosed) await callApi("POST", "/api/timesheet/close", { token: hrToken, body: { month } });
  };
}

/** Deletes every time entry of the token's user between `from` and `to` (test clean-up), returns them. */
export async function clearEntries(token: string, from: string, to: string): Promise<void> {
  const record = await callApi<TimeRecord>("GET", `/api/timeEntry?from=${from}&to=${to}`, { token });
  if (record.status !== 200) throw new Error(`GET /api/timeEntry: ${record.status}`);
  for (const entry of record.body.entries) {
    const res = await callApi("DELETE", `/api/timeEntry/${entry.id}`, { token });
    if (res.status !== 200 && res.status !== 204) throw new Error(`DELETE entry ${entry.id}: ${res.status}`);
  }
}

/** `"2026-11-23"` → `"11. 23."` as the grid's headers and cell labels show it. */
export function shortDate(date: string): string {
  return `${date.slice(5, 7)}. ${date.slice(8, 10)}.`;
}
