import { ANONYMITY_MIN_GROUP, type AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import type { DepartmentGroup, QuestionResult } from "@office/shared/questionnaires/results.contract";
import { SCALE_MAX, SCALE_MIN, type QuestionDto } from "@office/shared/questionnaires/templates.contract";

/** Name of the merged group of small departments (and of employees without a department). */
export const OTHER_GROUP = "Egyéb";
/** Labels of yesNo answers in charts and exports. */
export const YES_LABEL = "Igen";
export const NO_LABEL = "Nem";

const round2 = (n: number) => Math.round(n * 100) / 100;
const collator = new Intl.Collator("hu");

/**
 * Merges groups so that none is smaller than `min` (issue 11 §2: any breakdown group smaller than 3 is
 * suppressed). Groups under `min` (by `size`) and the department-less go to "Egyéb"; when "Egyéb" would
 * still be under `min` but not empty, the next smallest groups join it too, so no small group can be
 * worked out by subtracting the shown ones from the total. Answers a map from original key to shown key.
 */
export function mergeSmallGroups(
  sizes: ReadonlyMap<string, number>,
  min = ANONYMITY_MIN_GROUP,
): Map<string, string> {
  const sorted = [...sizes.entries()].sort((a, b) => a[1] - b[1] || collator.compare(a[0], b[0]));
  const merged = new Set(sorted.filter(([k, n]) => n < min || k === "").map(([k]) => k));
  let otherSize = sorted.filter(([k]) => merged.has(k)).reduce((s, [, n]) => s + n, 0);
  for (const [k, n] of sorted) {
    if (otherSize === 0 || otherSize >= min) break;
    if (merged.has(k)) continue;
    merged.add(k);
    otherSize += n;
  }
  return new Map(sorted.map(([k]) => [k, merged.has(k) ? OTHER_GROUP : k]));
}

/**
 * Department groups of the response rate: each recipient in the department they belonged to when it was
 * sent (issue 19 §4). A named questionnaire lists every department as it is (its respondents are named
 * anyway; "" = no department, last). An anonymous one merges departments of fewer than 3 *recipients*
 * (and the department-less) into "Egyéb" by `mergeSmallGroups`, so no shown figure describes fewer than
 * 3 people — the same rule by which a response stores its department (`responseDepartment`).
 */
export function departmentGroups(
  rows: readonly { department: string; recipients: number; responses: number }[],
  anonymous: boolean,
): DepartmentGroup[] {
  const mapping = anonymous
    ? mergeSmallGroups(new Map(rows.map((r) => [r.department, r.recipients])))
    : new Map(rows.map((r) => [r.department, r.department]));
  const out = new Map<string, DepartmentGroup>();
  for (const r of rows) {
    const key = mapping.get(r.department) ?? OTHER_GROUP;
    const g = out.get(key) ?? { department: key, recipients: 0, responses: 0 };
    g.recipients += r.recipients;
    g.responses += r.responses;
    out.set(key, g);
  }
  const isLast = (d: string) => Number(d === OTHER_GROUP || d === "");
  return [...out.values()].sort(
    (a, b) => isLast(a.department) - isLast(b.department) || collator.compare(a.department, b.department),
  );
}

type ResponseLike = { department: string | null; answers: ReadonlyMap<string, AnswerValue> };

/** The option labels of a question for counting, in display order. */
export function optionLabels(q: QuestionDto): string[] {
  if (q.type === "yesNo") return [YES_LABEL, NO_LABEL];
  if (q.type === "scale")
    return Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => String(SCALE_MIN + i));
  return [...q.options];
}

/** The option labels one answer counts for. */
function labelsOf(q: QuestionDto, v: AnswerValue): string[] {
  if (v === null) return [];
  if (q.type === "yesNo") return [v === true ? YES_LABEL : NO_LABEL];
  if (q.type === "scale" && typeof v === "number") return [String(v)];
  if (q.type === "single" && typeof v === "string") return [v];
  if (q.type === "multiple" && Array.isArray(v)) return v;
  return [];
}

/**
 * Results of one question over `responses`: counts per option (single/multiple/yesNo/scale), the mean of
 * a scale (2 decimals), text answers sorted (Hungarian collation, never in answer order), date answers
 * grouped by day, and the scale mean per department group (groups merged by `mergeSmallGroups`).
 */
export function aggregateQuestion(q: QuestionDto, responses: readonly ResponseLike[]): QuestionResult {
  const labels = optionLabels(q);
  const counts = new Map(labels.map((l) => [l, 0]));
  const texts: string[] = [];
  const dates = new Map<string, number>();
  let answered = 0;
  let sum = 0;
  let scaleN = 0;
  for (const r of responses) {
    const v = r.answers.get(q.id) ?? null;
    if (v === null) continue;
    answered += 1;
    for (const l of labelsOf(q, v)) if (counts.has(l)) counts.set(l, (counts.get(l) ?? 0) + 1);
    if ((q.type === "shortText" || q.type === "longText") && typeof v === "string") texts.push(v);
    if (q.type === "date" && typeof v === "string") dates.set(v, (dates.get(v) ?? 0) + 1);
    if (q.type === "scale" && typeof v === "number") {
      sum += v;
      scaleN += 1;
    }
  }
  const byDepartment: QuestionResult["byDepartment"] = [];
  if (q.type === "scale") {
    const groupSizes = new Map<string, number>();
    for (const r of responses)
      if (typeof r.answers.get(q.id) === "number")
        groupSizes.set(r.department ?? "", (groupSizes.get(r.department ?? "") ?? 0) + 1);
    const mapping = mergeSmallGroups(groupSizes);
    const agg = new Map<string, { count: number; sum: number }>();
    for (const r of responses) {
      const v = r.answers.get(q.id);
      if (typeof v !== "number") continue;
      const key = mapping.get(r.department ?? "") ?? OTHER_GROUP;
      const g = agg.get(key) ?? { count: 0, sum: 0 };
      g.count += 1;
      g.sum += v;
      agg.set(key, g);
    }
    for (const [department, g] of agg) {
      if (g.count < ANONYMITY_MIN_GROUP) continue;
      byDepartment.push({ department, count: g.count, average: round2(g.sum / g.count) });
    }
    byDepartment.sort((a, b) => collator.compare(a.department, b.department));
  }
  return {
    id: q.id,
    type: q.type,
    text: q.text,
    required: q.required,
    answered,
    counts:
      q.type === "shortText" || q.type === "longText" || q.type === "date"
        ? []
        : labels.map((option) => ({ option, count: counts.get(option) ?? 0 })),
    average: q.type === "scale" && scaleN > 0 ? round2(sum / scaleN) : null,
    texts: texts.sort(collator.compare),
    dates: [...dates.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([date, count]) => ({ date, count })),
    byDepartment,
  };
}
