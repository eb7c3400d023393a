/**
 * The annual leave rules of the Labour Code (Mt. = 2012. évi I. törvény), versioned by year: a change in
 * the law adds an entry with the first year it applies to; `getLeaveRules(year)` picks the latest entry
 * whose `fromYear` is not after the year. Units are working days (munkanap).
 */
export type LeaveRuleSet = {
  fromYear: number;
  /** Mt. 116. §: base leave (alapszabadság). */
  baseDays: number;
  /** Mt. 117. § (1): extra days from the calendar year in which the employee reaches `age`, ascending. */
  ageSteps: readonly { age: number; days: number }[];
  /** Mt. 118. § (1): extra days by number of children under 16; the last entry applies to more children. */
  childDaysByCount: readonly number[];
  /** Mt. 118. § (2): extra days per disabled (fogyatékos) child, on top of `childDaysByCount`. */
  disabledChildExtraDays: number;
  /** Mt. 118. § (3): a child counts up to and including the year it turns this age. */
  childLastCountedAge: number;
  /** Mt. 118. §: young worker (fiatal munkavállaló) extra days, up to the year the worker turns 18. */
  youngWorkerDays: number;
  youngWorkerLastAge: number;
  /** Mt. 120. §: extra days for changed working capacity / disability. */
  disabilityDays: number;
  /** Mt. 118. § (4): father's leave (apasági szabadság), its own leave type, never pro-rated. */
  fatherLeaveDays: number;
  /** Where this version comes from. */
  source: string;
};

const AGE_STEPS = [
  { age: 25, days: 1 },
  { age: 28, days: 2 },
  { age: 31, days: 3 },
  { age: 33, days: 4 },
  { age: 35, days: 5 },
  { age: 37, days: 6 },
  { age: 39, days: 7 },
  { age: 41, days: 8 },
  { age: 43, days: 9 },
  { age: 45, days: 10 },
] as const;

/** The versions, ascending by `fromYear`. */
export const LEAVE_RULES: readonly LeaveRuleSet[] = [
  {
    fromYear: 2012,
    baseDays: 20,
    ageSteps: AGE_STEPS,
    childDaysByCount: [0, 2, 4, 7],
    disabledChildExtraDays: 2,
    childLastCountedAge: 16,
    youngWorkerDays: 5,
    youngWorkerLastAge: 18,
    disabilityDays: 5,
    // Until 2022: 5 working days (7 for twins) as "pótszabadság" of the father.
    fatherLeaveDays: 5,
    source: "Mt. 116–120. § (2012. évi I. törvény, 2012. július 1-jétől)",
  },
  {
    fromYear: 2023,
    baseDays: 20,
    ageSteps: AGE_STEPS,
    childDaysByCount: [0, 2, 4, 7],
    disabledChildExtraDays: 2,
    childLastCountedAge: 16,
    youngWorkerDays: 5,
    youngWorkerLastAge: 18,
    disabilityDays: 5,
    fatherLeaveDays: 10,
    source:
      "Mt. 116–120. §, az egyes foglalkoztatási tárgyú törvények 2022. december 7-én elfogadott módosításával " +
      "(apasági szabadság 10 munkanap, 2023. január 1-jétől)",
  },
];

/** Father's leave (apasági szabadság) in working days under the current law (Mt. 118. § (4), from 2023). */
export const FATHER_LEAVE_DAYS = 10;

/** The rule version in force in `year`; throws `RangeError` for a year before the first version (2012). */
export function getLeaveRules(year: number): LeaveRuleSet {
  let picked: LeaveRuleSet | undefined;
  for (const rules of LEAVE_RULES) {
    if (rules.fromYear <= year) picked = rules;
  }
  if (!picked) throw new RangeError(`A(z) ${year}. évre nincs betöltött szabadságszabály.`);
  return picked;
}

/** Father's leave in working days for a child born in `year` (Mt. 118. § (4)); 5 before 2023, 10 since. */
export function getFatherLeaveDays(year: number): number {
  return getLeaveRules(year).fatherLeaveDays;
}
