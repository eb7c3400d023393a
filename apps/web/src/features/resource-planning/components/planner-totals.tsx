import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Planner } from "@office/shared/resource-planning/planner.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { isoWeek, projectColour, totals } from "../utils/planner-math";
import { fmt } from "./planner-rows";
import "../i18n";

/** Planned hours of the visible range per project and per ISO week (below the grid). */
export function PlannerTotals({ data }: { data: Planner }) {
  const { t } = useTranslation("resource-planning");
  const sums = useMemo(() => totals(data.days, data.resources, data.allocations), [data]);
  const projects = data.projects.filter((p) => (sums.byProject.get(p.id) ?? 0) > 0);
  return (
    <section className="planner-totals mt-3" aria-labelledby="planner-totals-title">
      <h2 id="planner-totals-title" className="h5">
        {t("planner.totals.title")}
      </h2>
      <div className="row g-3">
        <div className="col-md-7">
          <table className="table table-sm mb-0">
            <caption className="caption-top">{t("planner.totals.byProject")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("planner.project")}</th>
                <th scope="col" className="text-end">
                  {t("planner.totals.hoursHeader")}
                </th>
              </tr>
            </thead>
            <tbody>
              {projects.length === 0 && (
                <tr>
                  <td colSpan={2} className="text-body-secondary">
                    {t("planner.totals.none")}
                  </td>
                </tr>
              )}
              {projects.map((p) => (
                <tr key={p.id}>
                  <td>
                    <span
                      className="planner-legend-swatch"
                      style={{ background: projectColour(p.id) }}
                      aria-hidden="true"
                    />
                    {p.code} – {p.name}
                  </td>
                  <td className="text-end">
                    {t("planner.totals.hours", { hours: fmt(sums.byProject.get(p.id) ?? 0) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="col-md-5">
          <table className="table table-sm mb-0">
            <caption className="caption-top">{t("planner.totals.byWeek")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("planner.totals.byWeek")}</th>
                <th scope="col" className="text-end">
                  {t("planner.totals.hoursHeader")}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...sums.byWeek.entries()].map(([monday, hours]) => (
                <tr key={monday}>
                  <td>{t("planner.totals.week", { week: isoWeek(monday), start: formatDateHu(monday) })}</td>
                  <td className="text-end">{t("planner.totals.hours", { hours: fmt(hours) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
