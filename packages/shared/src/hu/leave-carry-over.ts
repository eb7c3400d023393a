/**
 * The year-end of annual leave (szabadság): what of year Y's unused leave carries into Y+1, until when
 * and under which paragraph, what is left untaken (nem vihető át) and what is paid out (Mt. 123. §, 125. §).
 * Pure, for the server's year-end run and the SPA alike.
 *
 * Text used (Mt. = 2012. évi I. törvény; njt.hu is not reachable, so the wording was checked against
 * publications quoting it, found with the `pages` search, November 2026):
 * - 123. § (1)–(3): quoted verbatim by aranyoskozszolg.ininet.hu ("Ez évi szabadság kiadása", 2018),
 *   summarised the same way by triasz-audit.hu, szegedikonyveles.hu, visegradlegal.hu and
 *   penzcentrum.hu (2025-09-07, "Szabadság átvitele következő évre 2025-ben"):
 *   (1) the leave is given in the year it is due; (2) employment that began on or after 1 October: by
 *   31 March of the next year; (3) not given in the year for a reason on the employee's side (sickness,
 *   szülési szabadság, unpaid leave for child care): within sixty days after the reason ends.
 * - 123. § (4): leave that starts in its year and runs at most five working days into the next counts as
 *   given in its year — no carry-over needed; the leave module counts a request in the year it starts.
 * - 123. § (5): by collective agreement, for an economic reason or one in the employer's operation, one
 *   quarter of the leave may be given by 31 March of the next year (triasz-audit.hu, hrportal.hu).
 * - 123. § (6): by the parties' agreement, made for each year, the age-based pótszabadság (Mt. 117. §)
 *   may be given by the end of the next year (since 2014; penzcentrum.hu 2024-11-29, portfolio.hu).
 * - 125. §: on termination the proportional leave not given is paid out (pénzbeli megváltás);
 *   otherwise leave may not be paid out (122. § (5)); quoted by pedagogusok.hu. Since 1 January 2023
 *   (2022. évi LXXIV. törvény) father's leave and parental leave are not paid out — neither is annual
 *   leave, so this module is not affected.
 * The 2023 amendments (2022. évi LXXIV. törvény, 2023. évi CXIII. törvény) changed 118. §, 122. § (4a)
 * and 125. § as found; no publication found shows a changed wording of 123. § (1)–(6) — re-check
 * against njt.hu before relying on (5)–(6) in court.
 *
 * "Lapsed" (`lapsedDays`) means: the statute gives no later date for it. The claim itself does not simply
 * vanish (the employer must give the leave, Mt. 122. § (1); CJEU C-684/16): the report lists it for hr.
 */
import { z } from "zod";
import { formatDeadlineHu } from "./format.ts";
import { addDays, type IsoDate } from "./iso-date.ts";

/** The paragraph a carried part rests on. */
export const carryOverRuleSchema = z.enum(["mt123_2", "mt123_3", "mt123_5", "mt123_6"]);
export type CarryOverRule = z.infer<typeof carryOverRuleSchema>;

/** Hungarian label of each rule, citing its paragraph. */
export const CARRY_OVER_RULE_LABELS: Readonly<Record<CarryOverRule, string>> = {
  mt123_2: "Mt. 123. § (2): október 1-jén vagy később kezdődött munkaviszony",
  mt123_3: "Mt. 123. § (3): a munkavállaló oldalán felmerült ok",
  mt123_5: "Mt. 123. § (5): kollektív szerződés, gazdasági ok (a szabadság negyede)",
  mt123_6: "Mt. 123. § (6): megállapodás az életkor szerinti pótszabadságról",
};

/** The employer's decisions the statute leaves open (set by hr per tenant, see `leaveYearEndSettings`). */
export type CarryOverOptions = {
  /** 123. § (5): a collective agreement lets one quarter carry for an economic / operational reason. */
  collectiveAgreementQuarter: boolean;
  /** 123. § (6): the employer agreed with its employees to give the age-based extra by the end of Y+1. */
  ageExtraAgreement: boolean;
};

export type YearEndInput = {
  year: number;
  employmentStart: IsoDate;
  employmentEnd: IsoDate | null;
  /** Working days of Y's own leave not taken (negative counts as 0; half days allowed). */
  unusedDays: number;
  /** Y's own leave (entitlement without carry-over), working days: the base of the quarter in 123. § (5). */
  entitlementDays: number;
  /** The age-based pótszabadság (Mt. 117. §) within Y's leave, working days. */
  ageExtraDays: number;
  /**
   * Last day of an employee-side absence (sickness, szülési szabadság, unpaid leave for child care…)
   * that lasted into the year's end, or null: Mt. 123. § (3).
   */
  employeeSideReasonEnd: IsoDate | null;
  options: CarryOverOptions;
};

/** One carried part: working days, last day it may be given, and its rule. */
export const carryOverPartSchema = z.object({
  rule: carryOverRuleSchema,
  days: z.number(),
  deadline: z.string(),
});
export type CarryOverPart = z.infer<typeof carryOverPartSchema>;

export const yearEndOutcomeSchema = z.enum(["none", "dueInYear", "carried", "paidOut"]);

export type YearEndResult = {
  /** `none`: nothing unused; `dueInYear`: some lapses under 123. § (1); `carried`; `paidOut` (125. §). */
  outcome: z.infer<typeof yearEndOutcomeSchema>;
  unusedDays: number;
  carried: CarryOverPart[];
  lapsedDays: number;
  paidOutDays: number;
  /** Hungarian explanation citing the paragraphs applied. */
  explanation: string;
};

const floorHalf = (days: number) => Math.floor(days * 2) / 2;

export { formatDeadlineHu };

/**
 * Decides the year-end of one employee's leave of `year` (Mt. 123. §, 125. §; see the module comment
 * for the text used). In order: employment ended in or before Y → everything unused is paid out
 * (125. §); an employee-side reason lasting into the year's end → all of it by 60 days after the
 * reason ends (123. § (3), the day of the end not counted, Mt. 24. § (1)); employment began on or after
 * 1 October of Y → all by 31 March of Y+1 (123. § (2)); otherwise due in Y (123. § (1)), except what the
 * employer's decisions allow: the age-based extra by 31 December of Y+1 (123. § (6)) and a quarter of
 * Y's leave (rounded down to half days) by 31 March of Y+1 (123. § (5)). Days taken count against the
 * other parts first (the employee keeps the most). Units: working days. Pure; never throws.
 */
export function decideYearEnd(input: YearEndInput): YearEndResult {
  const { year } = input;
  const unused = Math.max(0, floorHalf(input.unusedDays));
  const yearEnd = `${year}-12-31`;
  const nextMarch = `${year + 1}-03-31`;
  const result = (outcome: YearEndResult["outcome"], carried: CarryOverPart[], explanation: string) => {
    const carriedDays = carried.reduce((s, p) => s + p.days, 0);
    const paidOutDays = outcome === "paidOut" ? unused : 0;
    return {
      outcome,
      unusedDays: unused,
      carried,
      lapsedDays: outcome === "paidOut" ? 0 : unused - carriedDays,
      paidOutDays,
      explanation,
    };
  };
  if (input.employmentEnd !== null && input.employmentEnd <= yearEnd) {
    return result(
      unused > 0 ? "paidOut" : "none",
      [],
      "A munkaviszony megszűnt: a ki nem adott arányos szabadságot pénzben kell megváltani (Mt. 125. §).",
    );
  }
  if (unused === 0) return result("none", [], "Nincs ki nem adott szabadság.");
  if (input.employeeSideReasonEnd !== null && input.employeeSideReasonEnd >= `${year}-12-24`) {
    const deadline = addDays(input.employeeSideReasonEnd, 60);
    return result(
      "carried",
      [{ rule: "mt123_3", days: unused, deadline }],
      `A munkavállaló oldalán felmerült ok ${formatDeadlineHu(input.employeeSideReasonEnd)} tartott: ` +
        `az ok megszűnésétől számított 60 napon belül, ${formatDeadlineHu(deadline)} kell kiadni (Mt. 123. § (3)).`,
    );
  }
  if (input.employmentStart >= `${year}-10-01` && input.employmentStart <= yearEnd) {
    return result(
      "carried",
      [{ rule: "mt123_2", days: unused, deadline: nextMarch }],
      `A munkaviszony október 1-jén vagy később kezdődött: ${formatDeadlineHu(nextMarch)} adható ki (Mt. 123. § (2)).`,
    );
  }
  const carried: CarryOverPart[] = [];
  let left = unused;
  if (input.options.ageExtraAgreement && input.ageExtraDays > 0) {
    const days = Math.min(left, floorHalf(input.ageExtraDays));
    if (days > 0) carried.push({ rule: "mt123_6", days, deadline: `${year + 1}-12-31` });
    left -= days;
  }
  if (input.options.collectiveAgreementQuarter && left > 0) {
    const days = Math.min(left, floorHalf(input.entitlementDays / 4));
    if (days > 0) carried.push({ rule: "mt123_5", days, deadline: nextMarch });
    left -= days;
  }
  const parts = carried.map(
    (p) => `${CARRY_OVER_RULE_LABELS[p.rule]}: ${p.days} nap ${formatDeadlineHu(p.deadline)}`,
  );
  const explanation =
    (left > 0
      ? `A szabadságot az esedékesség évében kell kiadni (Mt. 123. § (1)); ${left} nap nem vihető át.`
      : "A ki nem adott szabadság egésze átvihető.") +
    (parts.length > 0 ? ` Áthozva: ${parts.join("; ")}.` : "");
  return result(left > 0 ? "dueInYear" : "carried", carried, explanation);
}

/** A carried part with what happened to it by `asOf`. */
export type CarryOverPartUse = CarryOverPart & {
  usedDays: number;
  lapsedDays: number;
  remainingDays: number;
};

/**
 * How much of each carried part leave taken in Y+1 has used, and what lapsed by `asOf` (`YYYY-MM-DD`).
 * Leave taken in Y+1 uses the carried days first, the part with the earliest deadline first: Mt. 123. §
 * makes the carried days due by their deadline while the year's own leave is due only by year end, so
 * giving the older days first is what the employer must do (the same order the practice follows, e.g.
 * hrportal.hu "Mit kezdjünk a beragadt szabadsággal?"). `taken` lists Y+1's szabadság requests
 * (approved and pending) by start date and working days; a request counts in full on its start date,
 * as the year's balance counts it. A part whose deadline is before `asOf` has lapsed for what it did not
 * use. Working days throughout.
 */
export function allocateCarryOverUse(
  parts: readonly CarryOverPart[],
  taken: readonly { startDate: IsoDate; days: number }[],
  asOf: IsoDate,
): CarryOverPartUse[] {
  const sorted = [...parts].sort(
    (a, b) => a.deadline.localeCompare(b.deadline) || a.rule.localeCompare(b.rule),
  );
  let usedSoFar = 0;
  return sorted.map((part) => {
    const takenByDeadline = taken.filter((t) => t.startDate <= part.deadline).reduce((s, t) => s + t.days, 0);
    const usedDays = Math.max(0, Math.min(part.days, takenByDeadline - usedSoFar));
    usedSoFar += usedDays;
    const isPast = part.deadline < asOf;
    const lapsedDays = isPast ? part.days - usedDays : 0;
    return { ...part, usedDays, lapsedDays, remainingDays: part.days - usedDays - lapsedDays };
  });
}

/**
 * The carried-over part of a year's balance (`leaveDay.carryOver`): the sum of the parts carried from
 * `fromYear`, the earliest deadline still open (else the last one), the rules, what is used, lapsed
 * and left, and the parts one by one. Working days.
 */
export const leaveCarryOverSummarySchema = z.object({
  fromYear: z.number().int(),
  days: z.number(),
  deadline: z.string(),
  rule: z.string(),
  usedDays: z.number(),
  lapsedDays: z.number(),
  remainingDays: z.number(),
  parts: z.array(
    carryOverPartSchema.extend({ usedDays: z.number(), lapsedDays: z.number(), remainingDays: z.number() }),
  ),
});
export type LeaveCarryOverSummary = z.infer<typeof leaveCarryOverSummarySchema>;

/** Sums {@link allocateCarryOverUse}'s parts into the balance's summary; null when there are none. */
export function summarizeCarryOver(
  fromYear: number,
  uses: readonly CarryOverPartUse[],
): LeaveCarryOverSummary | null {
  if (uses.length === 0) return null;
  const sum = (f: (u: CarryOverPartUse) => number) => uses.reduce((s, u) => s + f(u), 0);
  const open = uses.find((u) => u.remainingDays > 0);
  const last = uses[uses.length - 1];
  return {
    fromYear,
    days: sum((u) => u.days),
    deadline: (open ?? last)?.deadline ?? `${fromYear + 1}-12-31`,
    rule: uses.map((u) => CARRY_OVER_RULE_LABELS[u.rule]).join("; "),
    usedDays: sum((u) => u.usedDays),
    lapsedDays: sum((u) => u.lapsedDays),
    remainingDays: sum((u) => u.remainingDays),
    parts: uses.map((u) => ({ ...u })),
  };
}
