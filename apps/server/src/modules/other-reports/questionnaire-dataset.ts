import { PRIVACY_MIN_GROUP, type OtherReport } from "@office/shared/reports/other-report.contract";
import type { Tx } from "../../platform/db.ts";
import { questionnaireResponseRates } from "../questionnaires/questionnaire-stats.ts";
import { monthLabel, periodInstants, round1, type ReportPeriod } from "./period.ts";
import { monthRows, reportOf } from "./people-datasets.ts";

/**
 * Kérdőívek kitöltési aránya (issue 11 §4 "questionnaire response rates"): per Budapest calendar month of
 * sending, the questionnaires sent (count), the people asked (one per questionnaire and person, people),
 * those who answered (people) and the response rate in percent (answered / asked × 100, one decimal; null
 * when nobody was asked). Counts come from the "has answered" marks
 * ({@link questionnaireResponseRates}), so anonymous questionnaires count without naming anyone.
 * Privacy: a month whose questionnaires were sent to fewer than 3 people shows nothing (whether one or
 * two named people answered would otherwise be readable).
 */
export async function questionnaireResponsesDataset(
  tx: Tx,
  tenantId: number,
  period: ReportPeriod,
): Promise<OtherReport> {
  const { since, until } = periodInstants(period);
  const byMonth = new Map(
    (await questionnaireResponseRates(tx, tenantId, since, until)).map((r) => [r.month, r]),
  );
  const sent: (number | null)[] = [];
  const asked: (number | null)[] = [];
  const answered: (number | null)[] = [];
  const rate: (number | null)[] = [];
  const suppressed: string[] = [];
  for (const month of period.months) {
    const r = byMonth.get(month.key);
    if (r && r.recipients < PRIVACY_MIN_GROUP) {
      suppressed.push(monthLabel(month.key));
      sent.push(null);
      asked.push(null);
      answered.push(null);
      rate.push(null);
      continue;
    }
    sent.push(r?.sent ?? 0);
    asked.push(r?.recipients ?? 0);
    answered.push(r?.responses ?? 0);
    rate.push(r && r.recipients > 0 ? round1((r.responses / r.recipients) * 100) : null);
  }
  const notes = [
    "A kiküldés hónapja szerint; a kitöltési arány a válaszolók és a megkérdezettek hányadosa (névtelen kérdőíveknél is csak a kitöltés ténye számít).",
  ];
  if (suppressed.length > 0) {
    notes.push(
      `Kevesebb mint ${PRIVACY_MIN_GROUP} megkérdezett munkatárs miatt nem látható: ${suppressed.join(", ")}.`,
    );
  }
  return reportOf("questionnaireResponses", period, {
    rowHeader: "Hónap",
    rows: monthRows(period),
    series: [
      { key: "responseRate", label: "Kitöltési arány", unit: "percent", values: rate },
      { key: "sent", label: "Kiküldött kérdőívek", unit: "count", values: sent },
      { key: "asked", label: "Megkérdezettek", unit: "people", values: asked },
      { key: "answered", label: "Válaszolók", unit: "people", values: answered },
    ],
    notes,
  });
}
