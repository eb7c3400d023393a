import { budapestDate } from "@office/shared/hu/budapest-time";
import { LEAVE_TYPE_LABELS } from "@office/shared/leave/leave.contract";
import {
  PRIVACY_MIN_GROUP,
  type OtherReport,
  type OtherReportSeries,
} from "@office/shared/reports/other-report.contract";
import type { Tx } from "../../platform/db.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import { listTypes, type AbsenceTypeRow } from "../leave/absence-types.repository.ts";
import { monthLabel, periodInstants, round1, type ReportPeriod } from "./period.ts";
import { mergeSmallGroups } from "./privacy.ts";
import { OTHER_KEY, OTHER_LABEL, monthRows, nonEmpty, reportOf } from "./people-datasets.ts";
import * as repo from "./other-reports.repository.ts";

const lastMonthDay = (period: ReportPeriod) => period.asOf;
const firstDay = (period: ReportPeriod) => `${period.from}-01`;
const suppressedNote = (months: readonly string[], what: string) =>
  `Kevesebb mint ${PRIVACY_MIN_GROUP} ${what} miatt nem látható: ${months.join(", ")}.`;

/** The series key of the hidden types pooled under their colleague label ("Távol") for a caller without health data. */
const HIDDEN_KEY_PREFIX = "__hidden:";

/**
 * The series of the leave data set: the tenant's absence types (`/api/absenceType`, display order, every
 * type but home office), then codes found in the data without a type (issue 3's labels). A type hidden from
 * colleagues (health data such as betegszabadság, GDPR art. 9, issue 22 §1: `visibleToColleaguesAs`
 * differs from its name) keeps its own series only when `seesHealthData`; otherwise its days go into one
 * series per colleague label ("Távol"). `keyOf` maps a request's type code to its series key.
 */
export function leaveSeriesOf(
  types: readonly AbsenceTypeRow[],
  codesInData: readonly string[],
  seesHealthData: boolean,
): { series: { key: string; label: string }[]; keyOf: (code: string) => string } {
  const byCode = new Map(types.map((t) => [t.code, t]));
  const keyOf = (code: string) => {
    const type = byCode.get(code);
    const hidden = type ? type.visibleToColleaguesAs !== type.name : code === "betegszabadsag";
    if (!hidden || seesHealthData) return code;
    return `${HIDDEN_KEY_PREFIX}${type?.visibleToColleaguesAs ?? "Távol"}`;
  };
  const labelOf = (key: string, code: string) =>
    key.startsWith(HIDDEN_KEY_PREFIX)
      ? key.slice(HIDDEN_KEY_PREFIX.length)
      : (byCode.get(code)?.name ?? LEAVE_TYPE_LABELS[code] ?? code);
  const series = new Map<string, string>();
  const codes = [
    ...types.filter((t) => t.attendanceCode !== "homeOffice" && t.code !== "home_office").map((t) => t.code),
    ...codesInData.filter((c) => !byCode.has(c)),
  ];
  for (const code of codes) {
    const key = keyOf(code);
    if (!series.has(key)) series.set(key, labelOf(key, code));
  }
  return { series: [...series].map(([key, label]) => ({ key, label })), keyOf };
}

/**
 * Kivett távollét típusonként: approved leave of every type but home office, in working days per month
 * (a request spanning months is split by its weekdays, see the repository), one series per absence type
 * of the tenant ({@link leaveSeriesOf}: health-data types only for hr, else pooled as "Távol"), unit
 * days, one decimal. Privacy ({@link mergeSmallGroups} without absorbing): each month a series taken by
 * fewer than 3 distinct people goes into "Egyéb (összevont)" (null in its own series); if that has fewer
 * than 3 distinct people it is hidden too (no total is published to work it out from); a month with fewer
 * than 3 people on leave in all shows nothing.
 */
export async function leaveDataset(
  tx: Tx,
  tenantId: number,
  period: ReportPeriod,
  auth: AuthContext,
): Promise<OtherReport> {
  const raw = await repo.leaveDaysByTypeAndMonth(tx, tenantId, firstDay(period), lastMonthDay(period));
  const { series: seriesKeys, keyOf } = leaveSeriesOf(
    await listTypes(tx, tenantId),
    [...new Set(raw.map((r) => r.leaveType))],
    hasAnyRole(auth.roles, ["hr"]),
  );
  const types = seriesKeys.map((s) => s.key);
  const values = new Map<string, (number | null)[]>(types.map((t) => [t, []]));
  const other: (number | null)[] = [];
  const suppressed: string[] = [];
  let mergedAny = false;
  for (const month of period.months) {
    const groups = groupBySeries(
      raw.filter((r) => r.month === month.key).map((r) => ({ ...r, key: keyOf(r.leaveType) })),
    );
    const result = mergeSmallGroups(groups, { absorb: false });
    if (result.suppressed) suppressed.push(monthLabel(month.key));
    else if (result.merged.length > 0) mergedAny = true;
    for (const t of types) {
      // a suppressed month shows nothing, not even the 0 of a type nobody took
      const v = result.suppressed ? null : result.values.has(t) ? (result.values.get(t) ?? null) : 0;
      values.get(t)?.push(v === null ? null : round1(v));
    }
    other.push(result.other === null ? null : round1(result.other));
  }
  const series: OtherReportSeries[] = seriesKeys.map((s) => ({
    key: s.key,
    label: s.label,
    unit: "days",
    values: values.get(s.key) ?? [],
  }));
  series.push({ key: OTHER_KEY, label: OTHER_LABEL, unit: "days", values: other });
  const notes = [
    "Jóváhagyott távollét munkanapokban (a home office nem távollét); a több hónapra eső kérelmek a hónapok munkanapjai arányában oszlanak meg. A folyó hónapban a mai napig.",
  ];
  if (mergedAny)
    notes.push(
      `Az adott hónapban ${PRIVACY_MIN_GROUP}-nál kevesebb munkatárs által kivett típusok az „${OTHER_LABEL}” csoportban szerepelnek; ha az is ${PRIVACY_MIN_GROUP} főnél kisebb, nem látható.`,
    );
  if (suppressed.length > 0) notes.push(suppressedNote(suppressed, "távol lévő munkatárs"));
  return reportOf("leave", period, {
    rowHeader: "Hónap",
    rows: monthRows(period),
    series: nonEmpty(series),
    notes,
  });
}

/** Rows of one month summed per series key, each person counted once per series. */
function groupBySeries(
  rows: readonly { key: string; days: number; people: readonly number[] }[],
): { key: string; value: number; people: number[] }[] {
  const groups = new Map<string, { key: string; value: number; people: Set<number> }>();
  for (const r of rows) {
    const g = groups.get(r.key) ?? { key: r.key, value: 0, people: new Set<number>() };
    g.value += r.days;
    r.people.forEach((id) => g.people.add(id));
    groups.set(r.key, g);
  }
  return [...groups.values()].map((g) => ({ key: g.key, value: g.value, people: [...g.people] }));
}

/** Most categories listed one by one; the rest are summed in "Egyéb (összevont)". */
export const ASSET_CATEGORY_LIMIT = 10;

/**
 * Eszközérték kategóriánként, today (assets keep no history): assets in use (not retired or lost) per
 * category, ordered by value; value = the sum of their `value_huf` (the assets module's bruttó beszerzési
 * érték, which it keeps as book value; no depreciation is recorded), count in pieces. Past
 * {@link ASSET_CATEGORY_LIMIT} categories the rest are summed. Assets are not people, so no privacy merge.
 */
export async function assetValueDataset(
  tx: Tx,
  tenantId: number,
  period: ReportPeriod,
): Promise<OtherReport> {
  const raw = (await repo.assetValueByCategory(tx, tenantId)).sort(
    (a, b) => b.valueHuf - a.valueHuf || b.count - a.count || a.category.localeCompare(b.category),
  );
  const shown = raw.slice(0, ASSET_CATEGORY_LIMIT);
  const rest = raw.slice(ASSET_CATEGORY_LIMIT);
  const rows = shown.map((r) => ({ key: r.category || "__none", label: r.category || "Nincs megadva" }));
  const value = shown.map((r) => r.valueHuf);
  const count = shown.map((r) => r.count);
  if (rest.length > 0) {
    rows.push({ key: OTHER_KEY, label: OTHER_LABEL });
    value.push(rest.reduce((s, r) => s + r.valueHuf, 0));
    count.push(rest.reduce((s, r) => s + r.count, 0));
  }
  const noValue = raw.reduce((s, r) => s + r.noValue, 0);
  const notes = [
    "Használatban lévő eszközök (a selejtezett és az elveszett nélkül) mai állapota, bruttó beszerzési (nyilvántartási) értéken.",
  ];
  if (noValue > 0) notes.push(`${noValue} eszköznek nincs megadva értéke; darabszámban szerepelnek.`);
  return reportOf("assetValue", period, {
    rowHeader: "Kategória",
    rows,
    series: [
      { key: "valueHuf", label: "Érték", unit: "huf", values: value },
      { key: "count", label: "Darabszám", unit: "count", values: count },
    ],
    notes,
    asOf: budapestDate(Date.now()),
  });
}

/**
 * Autók futásteljesítménye: trip-log km per month (odometer end − start, by trip date), business and
 * private apart, unit km. Privacy: a month whose trips were driven by fewer than 3 distinct drivers shows
 * nothing; when business or private trips alone had fewer than 3 drivers, the month shows only its total
 * in "Összesen (nem bontva)".
 */
export async function carKmDataset(tx: Tx, tenantId: number, period: ReportPeriod): Promise<OtherReport> {
  const raw = await repo.carKmByMonth(tx, tenantId, firstDay(period), lastMonthDay(period));
  const byMonth = new Map(raw.map((r) => [r.month, r]));
  const business: (number | null)[] = [];
  const priv: (number | null)[] = [];
  const total: (number | null)[] = [];
  const suppressed: string[] = [];
  let unsplitAny = false;
  for (const month of period.months) {
    const r = byMonth.get(month.key);
    if (!r) {
      business.push(0);
      priv.push(0);
      total.push(null);
    } else if (r.drivers < PRIVACY_MIN_GROUP) {
      suppressed.push(monthLabel(month.key));
      business.push(null);
      priv.push(null);
      total.push(null);
    } else if (
      (r.businessKm > 0 && r.businessDrivers < PRIVACY_MIN_GROUP) ||
      (r.privateKm > 0 && r.privateDrivers < PRIVACY_MIN_GROUP)
    ) {
      unsplitAny = true;
      business.push(null);
      priv.push(null);
      total.push(r.businessKm + r.privateKm);
    } else {
      business.push(r.businessKm);
      priv.push(r.privateKm);
      total.push(null);
    }
  }
  const notes = [
    "Az útnyilvántartás kilométerei (záró − kezdő km-óra állás) az út dátuma szerinti hónapban.",
  ];
  if (unsplitAny)
    notes.push(
      `Ahol a hivatalos vagy a magánutakat ${PRIVACY_MIN_GROUP}-nál kevesebb sofőr tette meg, csak a havi összeg látható.`,
    );
  if (suppressed.length > 0) notes.push(suppressedNote(suppressed, "sofőr"));
  return reportOf("carKm", period, {
    rowHeader: "Hónap",
    rows: monthRows(period),
    series: nonEmpty([
      { key: "businessKm", label: "Hivatalos", unit: "km", values: business },
      { key: "privateKm", label: "Magán", unit: "km", values: priv },
      { key: "totalKm", label: "Összesen (nem bontva)", unit: "km", values: total },
    ]),
    notes,
  });
}

/**
 * Kiosztott pontok: points given to colleagues (`give` ledger rows) per Budapest calendar month, with the
 * number of gifts. Privacy: a month with fewer than 3 distinct givers or fewer than 3 distinct recipients
 * shows nothing (null).
 */
export async function pointsDataset(tx: Tx, tenantId: number, period: ReportPeriod): Promise<OtherReport> {
  const { since, until } = periodInstants(period);
  const raw = await repo.pointsGivenByMonth(tx, tenantId, since, until);
  const byMonth = new Map(raw.map((r) => [r.month, r]));
  const points: (number | null)[] = [];
  const gifts: (number | null)[] = [];
  const suppressed: string[] = [];
  for (const month of period.months) {
    const r = byMonth.get(month.key);
    if (r && (r.givers < PRIVACY_MIN_GROUP || r.recipients < PRIVACY_MIN_GROUP)) {
      suppressed.push(monthLabel(month.key));
      points.push(null);
      gifts.push(null);
    } else {
      points.push(r?.points ?? 0);
      gifts.push(r?.gifts ?? 0);
    }
  }
  const notes = [
    "Munkatársaknak adott pontok (a jutalmak és beváltások nélkül), budapesti naptári hónap szerint.",
  ];
  if (suppressed.length > 0) notes.push(suppressedNote(suppressed, "adó vagy kapó munkatárs"));
  return reportOf("points", period, {
    rowHeader: "Hónap",
    rows: monthRows(period),
    series: [
      { key: "points", label: "Kiosztott pontok", unit: "points", values: points },
      { key: "gifts", label: "Ajándékozások", unit: "count", values: gifts },
    ],
    notes,
  });
}
