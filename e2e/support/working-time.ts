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

/** `YYYY-MM` of the month before `date`'s month. */
export function previousMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
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
