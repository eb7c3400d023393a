import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { useNearViewport } from "../../../lib/dom/use-near-viewport";
import { biGraphUp } from "../../../components/ui/icons";
import { useHomeHrCharts } from "../api/home-api";
import { HomeCard } from "./home-card";

/**
 * chart.js is heavy: its chunk loads only when an hr user's home page shows this card, and the charts
 * are drawn once the card comes near the viewport (it sits below the other cards).
 */
const HomeHrChartsView = lazy(() => import("./hr-charts").then((m) => ({ default: m.HomeHrChartsView })));

/**
 * Headcount and leave charts for hr and companyAdmin (`GET /api/home/hrCharts`). The request starts with
 * the page (prefetched with the route); the chart chunk loads and the charts render when the card nears
 * the viewport (two chart.js canvases cost a long task on a phone). Links to `/other-report`.
 */
export function HrChartsCard() {
  const { t } = useTranslation("home");
  const charts = useHomeHrCharts(true);
  const [roomRef, isNearViewport] = useNearViewport<HTMLDivElement>();
  const loading = (
    <p className="text-body-secondary mb-0" role="status">
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
      {/* The room of the two charts (`.app-home-charts`: side by side from lg, stacked below), kept while
          the data or the chart chunk loads and on error, so the cards below never move (layout shift). */}
      <div className="app-home-charts" ref={roomRef}>
        <QueryState query={charts} loading={loading}>
          {(data) =>
            isNearViewport ? (
              <Suspense fallback={loading}>
                <HomeHrChartsView data={data} />
              </Suspense>
            ) : (
              loading
            )
          }
        </QueryState>
      </div>
    </HomeCard>
  );
}
