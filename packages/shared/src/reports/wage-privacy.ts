import { formatHuf } from "../hu/format.ts";

/**
 * Wage privacy of cost figures (issue 18 §1). For a caller without `employeeWages2`:
 * - every HUF figure derived from wages (the resource-cost reports and their `.xlsx`, the planner's budget
 *   burn) is an estimate at the company's average hourly employer cost of the year (`averageRate` basis), so
 *   the difference of any two figures is hours × that rate and never one person's cost;
 * - a figure built from fewer than {@link WAGE_PRIVACY_MIN_PEOPLE} distinct employees is withheld, and so is
 *   every employee-based figure of a year whose average rate itself comes from fewer than that many people;
 *   the screens and the `.xlsx` show {@link WAGE_FIGURE_WITHHELD_MESSAGE} in its place.
 * `employeeWages2` sees the exact figures (`exact` basis), never withheld.
 */

/** Fewest distinct people a wage-derived figure may be built from (issue 18 §1). */
export const WAGE_PRIVACY_MIN_PEOPLE = 3;

/** What the screens and spreadsheets show in place of a withheld figure (issue 18 §1, verbatim). */
export const WAGE_FIGURE_WITHHELD_MESSAGE = "kevesebb mint 3 fő adatából nem jeleníthető meg";

/**
 * The average hourly employer cost is rounded to this many forints (so a change of one person's wage moves it
 * only in steps, and an observer comparing it before and after a change learns the change only roughly).
 */
export const AVERAGE_RATE_STEP_HUF = 100;

/** How a response's HUF figures were computed: from each person's wage, or at the average rate. */
export type CostBasis = "exact" | "averageRate";

/**
 * True when a figure built from `people` distinct employees must be withheld: 1 or 2 people (0 = no
 * employee in it, e.g. only external resources, whose rates are not wages).
 */
export function isTooFewPeople(people: number): boolean {
  return people > 0 && people < WAGE_PRIVACY_MIN_PEOPLE;
}

/**
 * The Hungarian note under an average-rate cost report (screen and `.xlsx`): what the figures are and each
 * year's rate, e.g. "Becsült értékek: … (2026: 4 200 Ft/óra) …". `rates`: Ft/hour per year, null = withheld.
 */
export function describeAverageRates(
  rates: readonly { year: number; hourlyCostHuf: number | null }[],
): string {
  const list = rates
    .map((r) =>
      r.hourlyCostHuf === null
        ? `${r.year}: ${WAGE_FIGURE_WITHHELD_MESSAGE}`
        : `${r.year}: ${formatHuf(r.hourlyCostHuf)}/óra`,
    )
    .join(", ");
  return `Becsült értékek: a munkavállalók órái × a cég átlagos óránkénti munkáltatói költsége (${list}); a külső erőforrások a saját díjukkal.`;
}
