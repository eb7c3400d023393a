import type { Locator, Page } from "@playwright/test";
import { isWorkingDay } from "@office/shared/hu/calendar";
import { addDays, type IsoDate } from "@office/shared/hu/iso-date";

export type DateRange = { startDate: IsoDate; endDate: IsoDate };

/**
 * A random run of `days` consecutive working days (Hungarian general work schedule with the year's NGM
 * swaps; a block may span a weekend) inside `from`..`to` that overlaps none of `taken`, so repeated and
 * parallel runs rarely meet. Throws when no such block is left.
 */
export function pickWorkingDayBlock(
  from: IsoDate,
  to: IsoDate,
  days: number,
  taken: readonly DateRange[],
): DateRange {
  const workingDays: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) workingDays.push(day);
  const blocks: DateRange[] = [];
  for (let i = 0; i + days <= workingDays.length; i++) {
    const startDate = workingDays[i];
    const endDate = workingDays[i + days - 1];
    if (!startDate || !endDate) continue;
    if (taken.some((t) => !(endDate < t.startDate || startDate > t.endDate))) continue;
    blocks.push({ startDate, endDate });
  }
  const block = blocks[Math.floor(Math.random() * blocks.length)];
  if (!block) throw new Error(`no free block of ${days} working days between ${from} and ${to}`);
  return block;
}

/** The value of one figure of the balance card: `Éves keret`, `Kivett`, `Jóváhagyásra vár` or `Maradék`. */
export function balanceFigure(page: Page, label: string): Locator {
  return page
    .getByTestId("leave-balance")
    .locator("div")
    .filter({ has: page.getByRole("term").filter({ hasText: label }) })
    .getByRole("definition");
}
