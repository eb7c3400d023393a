import { getPayrollRates } from "./payroll-rates.ts";

/**
 * Csekély értékű ajándék (small gift), Szja tv. (1995. évi CXVII. törvény) 70. § (2): "az évente
 * legfeljebb három alkalommal adott olyan termék, szolgáltatás, amelynek értéke alkalmanként nem
 * haladja meg a minimálbér 10 százalékát". Such a gift is taxed as an "egyes meghatározott juttatás"
 * (Szja tv. 70. § (1)) instead of as wages, so payroll needs to know which gifts qualify.
 * The yearly minimum wages (minimálbér) come from {@link getPayrollRates} (their decrees are cited there).
 */

/** The share of the minimum wage one small gift may be worth at most (Szja tv. 70. § (2)). */
export const SMALL_GIFT_SHARE_OF_MINIMUM_WAGE = 0.1;
/** How many gifts a year may count as small gifts for one person (Szja tv. 70. § (2)). */
export const SMALL_GIFT_MAX_OCCASIONS_PER_YEAR = 3;
/** The statute the rule comes from, for reports and docstrings. */
export const SMALL_GIFT_SOURCE = "Szja tv. (1995. évi CXVII. törvény) 70. § (2)";

/**
 * The most one gift may be worth in `year` to count as a small gift: 10 % of that year's
 * minimálbér, HUF, rounded down (2024: 26 680, 2025: 29 080, 2026: 32 280). Throws
 * `PayrollRatesNotLoadedError` for a year whose minimum wage is not loaded.
 */
export function smallGiftLimitHuf(year: number): number {
  return Math.floor(getPayrollRates(year).minimumWageHuf * SMALL_GIFT_SHARE_OF_MINIMUM_WAGE);
}

/** One gift (occasion) to one person, in the order they were given. `valueHuf` null = unknown value. */
export type GiftOccasion = { valueHuf: number | null };

/**
 * Which of one person's gifts of `year` qualify as small gifts: a gift qualifies when its value is
 * known and at most {@link smallGiftLimitHuf}, and fewer than three earlier gifts of the year
 * qualified (the first three qualifying occasions count; later ones are taxed as wages). Answers one
 * boolean per gift, in the given order. Throws `PayrollRatesNotLoadedError` for an unloaded year.
 */
export function classifySmallGifts(year: number, gifts: readonly GiftOccasion[]): boolean[] {
  const limit = smallGiftLimitHuf(year);
  let used = 0;
  return gifts.map((g) => {
    const fits = g.valueHuf !== null && g.valueHuf <= limit && used < SMALL_GIFT_MAX_OCCASIONS_PER_YEAR;
    if (fits) used += 1;
    return fits;
  });
}
