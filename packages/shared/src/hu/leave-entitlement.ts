import { z } from "zod";
import { formatDateHu } from "./format.ts";
import { daysInYear, diffInDays, toDateParts, type IsoDate } from "./iso-date.ts";
import { isoDateSchema } from "./iso-date-schema.ts";
import { getLeaveRules, type LeaveRuleSet } from "./leave-rules.ts";

const halfDaySchema = z.number().multipleOf(0.5, "Fél napra kerekített értéket adj meg.");

/** Input of `calculateLeaveEntitlement` (shared by the server and the SPA). Dates are `YYYY-MM-DD`. */
export const leaveEntitlementInputSchema = z
  .object({
    year: z.number().int().min(2012).max(2100),
    birthDate: isoDateSchema,
    employmentStart: isoDateSchema,
    employmentEnd: isoDateSchema.nullable(),
    children: z.array(z.object({ birthDate: isoDateSchema, isDisabled: z.boolean() })).max(30),
    /** Mt. 120. §: megváltozott munkaképességű, or entitled to fogyatékossági támogatás / vakok személyi járadéka. */
    hasDisability: z.boolean(),
    adjustments: z
      .array(
        z.object({
          days: halfDaySchema.min(-366).max(366),
          reason: z.string().trim().min(1, "Add meg a korrekció okát.").max(200),
        }),
      )
      .max(50),
    carryOverDays: halfDaySchema.min(0).max(366),
  })
  .refine((v) => v.employmentEnd === null || v.employmentEnd >= v.employmentStart, {
    path: ["employmentEnd"],
    message: "A munkaviszony vége nem lehet korábbi a kezdeténél.",
  });
export type LeaveEntitlementInput = z.infer<typeof leaveEntitlementInputSchema>;

/** What a line of the entitlement stands for (one code per rule, see `calculateLeaveEntitlement`). */
export const leaveEntitlementLineCodeSchema = z.enum([
  "base",
  "age",
  "youngWorker",
  "children",
  "disabledChildren",
  "disability",
  "proRata",
  "adjustment",
  "carryOver",
]);
export type LeaveEntitlementLineCode = z.infer<typeof leaveEntitlementLineCodeSchema>;

/** One line of the explanation: a Hungarian label citing its rule, and its working days (may be negative). */
export const leaveEntitlementLineSchema = z.object({
  code: leaveEntitlementLineCodeSchema,
  label: z.string(),
  days: z.number(),
});
export type LeaveEntitlementLine = z.infer<typeof leaveEntitlementLineSchema>;

/** A year's leave, line by line; `total` is the sum of the lines' `days` (working days). */
export const leaveEntitlementSchema = z.object({
  year: z.number().int(),
  total: z.number(),
  lines: z.array(leaveEntitlementLineSchema),
});
export type LeaveEntitlement = z.infer<typeof leaveEntitlementSchema>;

/** Age reached during `year` (the age the law counts with: Mt. 117. § (2), Mt. 118. § (3)–(5)). */
function ageReachedIn(year: number, birthDate: IsoDate): number {
  return year - toDateParts(birthDate).year;
}

function ageDays(rules: LeaveRuleSet, age: number): number {
  let days = 0;
  for (const step of rules.ageSteps) if (age >= step.age) days = step.days;
  return days;
}

function childDays(rules: LeaveRuleSet, count: number): number {
  const table = rules.childDaysByCount;
  return table[Math.min(count, table.length - 1)] ?? 0;
}

/** Statutory lines before pro-rating (Mt. 116–120. §), zero-day lines left out except the base. */
function statutoryLines(input: LeaveEntitlementInput, rules: LeaveRuleSet): LeaveEntitlementLine[] {
  const { year } = input;
  const lines: LeaveEntitlementLine[] = [
    { code: "base", label: "Alapszabadság (Mt. 116. §)", days: rules.baseDays },
  ];
  const age = ageReachedIn(year, input.birthDate);
  const byAge = ageDays(rules, age);
  if (byAge > 0) {
    const label = `Életkor szerinti pótszabadság (Mt. 117. §), a tárgyévben betöltött életkor: ${age} év`;
    lines.push({ code: "age", label, days: byAge });
  }
  if (age <= rules.youngWorkerLastAge) {
    const label = `Fiatal munkavállaló pótszabadsága (Mt. 118. §), a tárgyévben betöltött életkor: ${age} év`;
    lines.push({ code: "youngWorker", label, days: rules.youngWorkerDays });
  }
  const counted = input.children.filter((child) => {
    const childAge = ageReachedIn(year, child.birthDate);
    return childAge >= 0 && childAge <= rules.childLastCountedAge;
  });
  if (counted.length > 0) {
    const label = `Gyermekek után járó pótszabadság (Mt. 118. § (1)), ${counted.length} gyermek`;
    lines.push({ code: "children", label, days: childDays(rules, counted.length) });
  }
  const disabled = counted.filter((child) => child.isDisabled).length;
  if (disabled > 0) {
    const label = `Fogyatékos gyermek után járó pótszabadság (Mt. 118. § (2)), ${disabled} gyermek`;
    lines.push({ code: "disabledChildren", label, days: disabled * rules.disabledChildExtraDays });
  }
  if (input.hasDisability) {
    const label = "Megváltozott munkaképesség / fogyatékosság miatti pótszabadság (Mt. 120. §)";
    lines.push({ code: "disability", label, days: rules.disabilityDays });
  }
  return lines;
}

/**
 * Pro-rating for a year in which employment starts or ends (Mt. 121. § (1)): statutory days × calendar
 * days employed in the year / days in the year, and (Mt. 121. § (2)) a fraction of half a day or more
 * counts as a whole day, less is dropped. Integer arithmetic, so exactly ½ always rounds up.
 */
function proRataLine(input: LeaveEntitlementInput, statutory: number): LeaveEntitlementLine | null {
  const { year } = input;
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const from = input.employmentStart > yearStart ? input.employmentStart : yearStart;
  const end = input.employmentEnd ?? yearEnd;
  const to = end < yearEnd ? end : yearEnd;
  const total = daysInYear(year);
  const employed = to >= from ? diffInDays(from, to) + 1 : 0;
  if (employed === total) return null;
  const prorated = Math.floor((2 * statutory * employed + total) / (2 * total));
  const period = employed > 0 ? `${formatDateHu(from)} – ${formatDateHu(to)}` : "nem állt munkaviszonyban";
  const label = `Időarányosítás (Mt. 121. §): ${period}, ${employed}/${total} nap`;
  return { code: "proRata", label, days: prorated - statutory };
}

/**
 * A year's annual leave in working days, explained line by line: base (Mt. 116. §), age (Mt. 117. §),
 * young worker, children and disabled children (Mt. 118. §), disability (Mt. 120. §), pro-rating for a
 * partial year (Mt. 121. §), then HR adjustments and the carry-over from the previous year.
 * Ages count from the calendar year in which they are reached; a child counts from its year of birth up to
 * and including the year it turns 16 (Mt. 118. § (3)). Father's leave is a separate leave type
 * (`getFatherLeaveDays`). Throws `RangeError` for a bad date, an end before the start, or a year before 2012.
 */
export function calculateLeaveEntitlement(input: LeaveEntitlementInput): LeaveEntitlement {
  toDateParts(input.birthDate);
  toDateParts(input.employmentStart);
  if (input.employmentEnd !== null && diffInDays(input.employmentStart, input.employmentEnd) < 0) {
    throw new RangeError("A munkaviszony vége nem lehet korábbi a kezdeténél.");
  }
  const rules = getLeaveRules(input.year);
  const lines = statutoryLines(input, rules);
  const statutory = lines.reduce((sum, line) => sum + line.days, 0);
  const proRata = proRataLine(input, statutory);
  if (proRata) lines.push(proRata);
  for (const adjustment of input.adjustments) {
    lines.push({
      code: "adjustment",
      label: `HR korrekció: ${adjustment.reason.trim()}`,
      days: adjustment.days,
    });
  }
  if (input.carryOverDays > 0) {
    const label = `Áthozott szabadság a ${input.year - 1}. évből`;
    lines.push({ code: "carryOver", label, days: input.carryOverDays });
  }
  const total = lines.reduce((sum, line) => sum + line.days, 0);
  return { year: input.year, total, lines };
}
