import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { biGraphUp } from "../../../components/ui/icons";
import { useHomeHrCharts } from "../api/home-api";
import { HomeCard } from "./home-card";

/** chart.js is heavy: its chunk loads only when an hr user's home page shows this card. */
const HomeHrChartsView = lazy(() => import("./hr-charts").then((m) => ({ default: m.HomeHrChartsView })));

/** Room the charts take, kept while the chunk or the data loads (no layout shift). */
const CHART_SPACE = { minHeight: "20rem" };

/**
 * Headcount and leave charts for hr and companyAdmin (`GET /api/home/hrCharts`). The request starts with
 * the page, in parallel with the lazy chart chunk. Links to `/other-report` (Egyéb Kimutatások).
 */
export function HrChartsCard() {
  const { t } = useTranslation("home");
  const charts = useHomeHrCharts(true);
  const loading = (
    <p className="text-body-secondary" role="status" style={CHART_SPACE}>
      {t("common:loading")}
    </p>
  );
  return (
    <HomeCard
      id="charts"
      title={t("charts.title")}
      icon={biGraphUp}
      link={{ to: "/other-report", label: t("charts.link") }}
    >
      <QueryState query={charts} loading={loading}>
        {(data) => (
          <Suspense fallback={loading}>
            <div style={CHART_SPACE}>
              <HomeHrChartsView data={data} />
            </div>
          </Suspense>
        )}
      </QueryState>
    </HomeCard>
  );
}
