import { useTranslation } from "react-i18next";
import type { PlannerProject } from "@office/shared/resource-planning/planner.contract";
import { formatHuf } from "@office/shared/hu/format";
import { WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import "../i18n";

/**
 * The projects' budget consumed so far, for the drag tooltip and the editor: the planned cost to date, and
 * the budget burn from the time records (issue 21 §4: booked hours × the hourly cost, external resources at
 * their planned cost). Without employeeWages2 the costs are estimates at the company's average hourly cost,
 * and each is withheld with the reason when it would be built from fewer than 3 people (issue 18 §1).
 */
export function BudgetLine({ project }: { project: PlannerProject }) {
  const { t } = useTranslation("resource-planning");
  if (project.budget !== null && project.costWithheld)
    return (
      <>
        <div>
          {t("planner.dragBudgetWithheld", { code: project.code, reason: WAGE_FIGURE_WITHHELD_MESSAGE })}
        </div>
        <ActualBudgetLine project={project} budget={project.budget} />
      </>
    );
  if (project.budget === null || project.costToDateHuf === null)
    return <div>{t("planner.dragNoBudget", { code: project.code })}</div>;
  const percent = project.budget > 0 ? Math.round((project.costToDateHuf / project.budget) * 100) : 0;
  return (
    <>
      <div className={percent > 100 ? "text-danger-emphasis fw-semibold" : undefined}>
        {t(project.costBasis === "averageRate" ? "planner.dragBudgetEstimate" : "planner.dragBudget", {
          code: project.code,
          cost: formatHuf(project.costToDateHuf),
          budget: formatHuf(project.budget),
          percent,
        })}
      </div>
      <ActualBudgetLine project={project} budget={project.budget} />
    </>
  );
}

/** The budget burn from booked hours (issue 21 §4), or its withheld reason; nothing for callers without cost. */
function ActualBudgetLine({ project, budget }: { project: PlannerProject; budget: number }) {
  const { t } = useTranslation("resource-planning");
  if (project.actualCostWithheld)
    return (
      <div>
        {t("planner.actualBudgetWithheld", { code: project.code, reason: WAGE_FIGURE_WITHHELD_MESSAGE })}
      </div>
    );
  if (project.actualCostHuf === null) return null;
  const percent = budget > 0 ? Math.round((project.actualCostHuf / budget) * 100) : 0;
  return (
    <div className={percent > 100 ? "text-danger-emphasis fw-semibold" : undefined}>
      {t(project.costBasis === "averageRate" ? "planner.actualBudgetEstimate" : "planner.actualBudget", {
        code: project.code,
        cost: formatHuf(project.actualCostHuf),
        budget: formatHuf(budget),
        percent,
        hours: new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 1 }).format(project.bookedHours ?? 0),
      })}
    </div>
  );
}
