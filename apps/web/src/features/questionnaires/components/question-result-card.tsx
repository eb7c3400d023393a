import { useTranslation } from "react-i18next";
import { formatDateHu } from "@office/shared/hu/format";
import type { QuestionResult } from "@office/shared/questionnaires/results.contract";
import { CategoryDoughnutChart, GroupedBarChart } from "../../reports/components/report-charts";

const formatNumber = (n: number) => n.toLocaleString("hu-HU", { maximumFractionDigits: 2 });

/**
 * One question's results: a pie (single choice, yes/no) or a bar chart (multiple choice, scale) on SPEC
 * §9's presets with the counts as a table beside it, the scale average (also per department group), the
 * text answers listed and the date answers grouped by day.
 */
export function QuestionResultCard({ result: q, index }: { result: QuestionResult; index: number }) {
  const { t } = useTranslation("questionnaires");
  const headingId = `result-${q.id}`;
  const chartTitle = t("results.chartTitle", { question: q.text });
  const labels = q.counts.map((c) => c.option);
  const values = q.counts.map((c) => c.count);
  return (
    <section className="card mb-3" aria-labelledby={headingId} data-testid="question-result">
      <div className="card-body">
        <h3 className="h6" id={headingId}>
          {index + 1}. {q.text}
        </h3>
        <p className="small text-body-secondary mb-2">
          {t("results.answered", { count: q.answered })}
          {q.average !== null && (
            <>
              {" "}
              · <strong>{t("results.average", { value: formatNumber(q.average) })}</strong>
            </>
          )}
        </p>
        {q.counts.length > 0 && (
          <div className="row g-3 align-items-center">
            <div className="col-12 col-md-7">
              {q.type === "single" || q.type === "yesNo" ? (
                <CategoryDoughnutChart
                  kind="pie"
                  legendPosition="bottom"
                  title={chartTitle}
                  labels={labels}
                  values={values}
                />
              ) : (
                <GroupedBarChart
                  title={chartTitle}
                  labels={labels}
                  series={[{ label: t("results.count"), values }]}
                  integerTicks
                />
              )}
            </div>
            <div className="col-12 col-md-5">
              <table className="table table-sm mb-0">
                <caption className="visually-hidden">{chartTitle}</caption>
                <tbody>
                  {q.counts.map((c) => (
                    <tr key={c.option}>
                      <th scope="row" className="fw-normal">
                        {c.option}
                      </th>
                      <td className="text-end">{c.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {q.byDepartment.length > 0 && (
          <>
            <h4 className="h6 mt-3">{t("results.byDepartment")}</h4>
            <ul className="list-inline mb-0">
              {q.byDepartment.map((d) => (
                <li className="list-inline-item badge text-bg-light border me-2" key={d.department}>
                  {d.department || t("results.noDepartment")}:{" "}
                  {d.average === null ? "–" : formatNumber(d.average)} ({d.count})
                </li>
              ))}
            </ul>
          </>
        )}
        {(q.type === "shortText" || q.type === "longText") &&
          (q.texts.length === 0 ? (
            <p className="text-body-secondary mb-0">{t("results.noTexts")}</p>
          ) : (
            <ul
              className="list-group list-group-flush"
              aria-label={t("results.texts")}
              style={{ maxHeight: "20rem", overflowY: "auto" }}
              tabIndex={0}
            >
              {q.texts.map((text, i) => (
                <li className="list-group-item px-0" key={i} style={{ whiteSpace: "pre-wrap" }}>
                  {text}
                </li>
              ))}
            </ul>
          ))}
        {q.type === "date" && q.dates.length > 0 && (
          <table className="table table-sm mb-0 w-auto">
            <caption className="visually-hidden">{t("results.dates")}</caption>
            <tbody>
              {q.dates.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="fw-normal">
                    {formatDateHu(d.date)}
                  </th>
                  <td className="text-end ps-4">{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
