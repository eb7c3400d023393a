import { formatDateHu } from "@office/shared/hu/format";
import {
  OTHER_REPORT_TITLES,
  PRIVACY_MIN_GROUP,
  type OtherReport,
  type OtherReportSeries,
} from "@office/shared/reports/other-report.contract";
import type { Tx } from "../../platform/db.ts";
import { monthLabel, round1, type ReportPeriod } from "./period.ts";
import { bandLabel, mergeNeighbourBands, mergeSmallGroups, type Band } from "./privacy.ts";
import * as repo from "./other-reports.repository.ts";

const collator = new Intl.Collator("hu", { sensitivity: "base" });
/** Key and label of the merged small groups ("Egyéb"). */
export const OTHER_KEY = "__other";
export const OTHER_LABEL = "Egyéb (összevont)";
const NO_DEPARTMENT = "Nincs megadva";

/** One row per month of the period, labelled in Hungarian. */
export const monthRows = (period: ReportPeriod) =>
  period.months.map((m) => ({ key: m.key, label: monthLabel(m.key) }));

/** The report frame every data set shares. */
export function reportOf(
  dataset: OtherReport["dataset"],
  period: ReportPeriod,
  fields: Pick<OtherReport, "rowHeader" | "rows" | "series" | "notes"> & { asOf?: string | null },
): OtherReport {
  return {
    dataset,
    title: OTHER_REPORT_TITLES[dataset],
    from: period.from,
    to: period.to,
    ...fields,
    asOf: fields.asOf ?? null,
  };
}

/** Series that have at least one shown, non-zero value. */
export const nonEmpty = (series: readonly OtherReportSeries[]) =>
  series.filter((s) => s.values.some((v) => v !== null && v !== 0));

/**
 * Létszám szervezeti egységenként: per month the people employed at the close of its last day (today in
 * the current month), one series per department (its current `department` field; empty = "Nincs
 * megadva"), unit people. Privacy ({@link mergeSmallGroups}): each month, departments with fewer than 3
 * people are counted in "Egyéb (összevont)" (null in their own series), and if that still has fewer than 3
 * the next smallest department joins it; a tenant with fewer than 3 people in a month shows nothing then.
 */
export async function headcountDataset(tx: Tx, tenantId: number, period: ReportPeriod): Promise<OtherReport> {
  const raw = await repo.headcountByDepartment(
    tx,
    tenantId,
    period.months.map((m) => m.end),
  );
  const departments = [...new Set(raw.map((r) => r.department))].sort(
    (a, b) => Number(a === "") - Number(b === "") || collator.compare(a, b),
  );
  const byDept = new Map(departments.map((d) => [d, [] as (number | null)[]]));
  const other: (number | null)[] = [];
  const suppressed: string[] = [];
  let mergedAny = false;
  for (const month of period.months) {
    const groups = raw
      .filter((r) => r.month === month.key)
      .map((r) => ({ key: r.department, value: r.people.length, people: r.people }));
    const result = mergeSmallGroups(groups);
    if (result.suppressed) suppressed.push(monthLabel(month.key));
    if (result.merged.length > 0 && !result.suppressed) mergedAny = true;
    for (const d of departments)
      byDept.get(d)?.push(result.values.has(d) ? (result.values.get(d) ?? null) : 0);
    other.push(result.other);
  }
  const series: OtherReportSeries[] = departments.map((d) => ({
    key: d === "" ? "__none" : d,
    label: d === "" ? NO_DEPARTMENT : d,
    unit: "people",
    values: byDept.get(d) ?? [],
  }));
  series.push({ key: OTHER_KEY, label: OTHER_LABEL, unit: "people", values: other });
  const notes = [
    "Létszám a hónap utolsó napjának végén (a folyó hónapban a mai napon), a munkatársak jelenlegi szervezeti egysége szerint.",
  ];
  if (mergedAny)
    notes.push(
      `A ${PRIVACY_MIN_GROUP} főnél kisebb szervezeti egységek az adott hónapban az „${OTHER_LABEL}” csoportban szerepelnek.`,
    );
  if (suppressed.length > 0)
    notes.push(`Kevesebb mint ${PRIVACY_MIN_GROUP} fő miatt nem látható: ${suppressed.join(", ")}.`);
  return reportOf("headcount", period, {
    rowHeader: "Hónap",
    rows: monthRows(period),
    series: nonEmpty(series),
    notes,
  });
}

/**
 * Belépők, kilépők és fluktuáció: per month joiners (employment start in the month), leavers (employment
 * end in it), average headcount ((opening + closing) / 2, one decimal) and turnover % = leavers / average
 * headcount × 100 (one decimal; null without headcount) — the usual monthly separation rate. A note gives
 * the whole period's rate (all leavers / mean of the monthly averages). Company-wide counts, not a
 * breakdown into groups, so nothing is merged.
 */
export async function turnoverDataset(tx: Tx, tenantId: number, period: ReportPeriod): Promise<OtherReport> {
  const raw = await repo.joinersAndLeavers(tx, tenantId, period.months);
  const byMonth = new Map(raw.map((r) => [r.month, r]));
  const rows = period.months.map((m) => byMonth.get(m.key));
  const avg = rows.map((r) => (r ? (r.opening + r.closing) / 2 : 0));
  const leavers = rows.map((r) => r?.leavers ?? 0);
  const series: OtherReportSeries[] = [
    { key: "joiners", label: "Belépők", unit: "people", values: rows.map((r) => r?.joiners ?? 0) },
    { key: "leavers", label: "Kilépők", unit: "people", values: leavers },
    { key: "averageHeadcount", label: "Átlagos létszám", unit: "people", values: avg.map(round1) },
    {
      key: "turnoverPercent",
      label: "Fluktuáció",
      unit: "percent",
      values: avg.map((a, i) => (a > 0 ? round1(((leavers[i] ?? 0) / a) * 100) : null)),
    },
  ];
  const meanAvg = avg.reduce((s, a) => s + a, 0) / Math.max(avg.length, 1);
  const totalLeavers = leavers.reduce((s, n) => s + n, 0);
  const notes = [
    "Fluktuáció = a hónap kilépői / a hónap átlagos létszáma ((nyitó + záró létszám) / 2) × 100.",
  ];
  if (meanAvg > 0)
    notes.push(
      `Az időszak fluktuációja: ${round1((totalLeavers / meanAvg) * 100).toLocaleString("hu-HU")} % (${totalLeavers} kilépő, átlagosan ${round1(meanAvg).toLocaleString("hu-HU")} fő).`,
    );
  return reportOf("turnover", period, { rowHeader: "Hónap", rows: monthRows(period), series, notes });
}

/** The age bands before merging: under 25, 25–34, 35–44, 45–54, 55 and over. */
export const AGE_BANDS: readonly Pick<Band, "lo" | "hi">[] = [
  { lo: null, hi: 24 },
  { lo: 25, hi: 34 },
  { lo: 35, hi: 44 },
  { lo: 45, hi: 54 },
  { lo: 55, hi: null },
];

/**
 * Korcsoportok: the people employed at the close of `period.asOf` by age on that day, in
 * {@link AGE_BANDS}; unit people. Privacy ({@link mergeNeighbourBands}): a band of 1 or 2 people is merged
 * with its smaller neighbour ("25–44 év") until none is left; a single band under 3 is suppressed. People
 * without a birth date are only counted in a note.
 */
export async function ageBandsDataset(tx: Tx, tenantId: number, period: ReportPeriod): Promise<OtherReport> {
  const raw = await repo.headcountByAge(tx, tenantId, period.asOf);
  const bands: Band[] = AGE_BANDS.map((b) => ({
    ...b,
    count: raw
      .filter((r) => r.age !== null && (b.lo === null || r.age >= b.lo) && (b.hi === null || r.age <= b.hi))
      .reduce((s, r) => s + r.count, 0),
  }));
  const merged = mergeNeighbourBands(bands);
  const missing = raw.filter((r) => r.age === null).reduce((s, r) => s + r.count, 0);
  const notes = [
    `Életkor ${formatDateHu(period.asOf)} napján, az akkor foglalkoztatott munkatársak szerint.`,
  ];
  if (merged.mergedAny)
    notes.push(`A ${PRIVACY_MIN_GROUP} főnél kisebb korcsoportok a szomszédos korcsoporttal összevonva.`);
  if (missing > 0) notes.push(`${missing} fő születési dátuma nincs megadva; ők nem szerepelnek.`);
  return reportOf("ageBands", period, {
    rowHeader: "Korcsoport",
    rows: merged.bands.map((b) => ({ key: `${b.lo ?? ""}-${b.hi ?? ""}`, label: bandLabel(b) })),
    series: [
      { key: "headcount", label: "Létszám", unit: "people", values: merged.bands.map((b) => b.count) },
    ],
    notes,
    asOf: period.asOf,
  });
}
