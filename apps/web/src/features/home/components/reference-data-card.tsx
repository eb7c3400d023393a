import { useTranslation } from "react-i18next";
import type { HomeReferenceData } from "@office/shared/home/home.contract";
import { REFERENCE_DATA_INFO } from "@office/shared/reference-data/reference-periods";
import { QueryState } from "../../../components/page/query-state";
import { biExclamationTriangle } from "../../../components/ui/icons";
import { useHomeReferenceData } from "../api/home-api";
import { HomeCard } from "./home-card";

type Warning = HomeReferenceData["warnings"][number];

/** The warnings grouped by table, in the server's order: `[{ kind, periods: ["2026-11", "2026-12"] }]`. */
export function groupByKind(warnings: readonly Warning[]): { kind: Warning["kind"]; periods: string[] }[] {
  const groups = new Map<Warning["kind"], string[]>();
  for (const w of warnings) groups.set(w.kind, [...(groups.get(w.kind) ?? []), w.period]);
  return [...groups].map(([kind, periods]) => ({ kind, periods }));
}

/**
 * „Referenciaadatok” (issue 22 §4), for hr and companyAdmin: each current or next period of a reference
 * table that is not loaded yet, one line per table („NAV üzemanyagárak: 2026-11, 2026-12”), and under
 * „Mit jelent ez?” the server's sentence on what the rules do meanwhile; companyAdmin gets the link to
 * `/referencia-adatok`. A card of the grid with its room kept from the first paint (it was an alert above
 * the cards that pushed the whole page down when it arrived: a layout shift of 0.6 on the phone).
 */
export function ReferenceDataCard({ canOpenPage }: { canOpenPage: boolean }) {
  const { t } = useTranslation("home");
  const query = useHomeReferenceData();
  return (
    <HomeCard
      id="reference-data"
      minContentHeight="12rem"
      title={t("referenceData.title")}
      icon={biExclamationTriangle}
      link={canOpenPage ? { to: "/referencia-adatok", label: t("referenceData.link") } : undefined}
    >
      <QueryState query={query} isEmpty={(d) => d.warnings.length === 0} empty={t("referenceData.empty")}>
        {(data) => (
          <>
            <p className="small mb-2">{t("referenceData.missing")}</p>
            <ul className="small ps-3 mb-2">
              {groupByKind(data.warnings).map((g) => (
                <li key={g.kind}>
                  <span className="fw-semibold">{REFERENCE_DATA_INFO[g.kind].label}</span>:{" "}
                  {g.periods.join(", ")}
                </li>
              ))}
            </ul>
            <details className="small">
              <summary>{t("referenceData.details")}</summary>
              <ul className="ps-3 mb-0 mt-1">
                {data.warnings.map((w) => (
                  <li key={`${w.kind}-${w.period}`}>{w.message}</li>
                ))}
              </ul>
            </details>
          </>
        )}
      </QueryState>
    </HomeCard>
  );
}
