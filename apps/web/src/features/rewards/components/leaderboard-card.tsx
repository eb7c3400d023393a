import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LeaderboardPeriod } from "@office/shared/points/points.contract";
import { QueryState } from "../../../components/page/query-state";
import { useLeaderboard } from "../api/points";
import { DEFAULT_LEADERBOARD_PERIOD } from "../api/rewards-queries";

const PERIODS: readonly LeaderboardPeriod[] = ["month", "year", "all"];

/** The leaderboard with month / year / all-time tabs and the caller's own place. */
export function LeaderboardCard() {
  const { t } = useTranslation("rewards");
  const [period, setPeriod] = useState<LeaderboardPeriod>(DEFAULT_LEADERBOARD_PERIOD);
  const board = useLeaderboard(period);
  return (
    <section className="card mb-3" aria-labelledby="leaderboard-heading">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 className="h5 mb-0" id="leaderboard-heading">
          {t("leaderboard.heading")}
        </h2>
        <div className="btn-group btn-group-sm" role="group" aria-label={t("leaderboard.heading")}>
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              className={`btn ${p === period ? "btn-secondary" : "btn-outline-secondary text-body"}`}
              data-testid={`leaderboard-${p}`}
              onClick={() => setPeriod(p)}
            >
              {t(`leaderboard.${p}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="card-body">
        <QueryState query={board} isEmpty={(b) => b.entries.length === 0} empty={t("leaderboard.empty")}>
          {(b) => (
            <>
              <p className="small text-body-secondary" data-testid="leaderboard-me">
                {b.me.rank
                  ? t("leaderboard.me", { rank: b.me.rank, earned: b.me.earned })
                  : t("leaderboard.meNone")}
              </p>
              <div
                className="table-responsive"
                style={{ maxHeight: "24rem" }}
                tabIndex={0}
                role="region"
                aria-label={t("leaderboard.heading")}
              >
                <table className="table table-sm table-hover mb-0" data-testid="leaderboard-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("leaderboard.rank")}</th>
                      <th scope="col">{t("leaderboard.name")}</th>
                      <th scope="col">{t("leaderboard.department")}</th>
                      <th scope="col" className="text-end">
                        {t("leaderboard.earned")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {b.entries.map((e) => (
                      <tr key={e.employeeId}>
                        <td>{e.rank}.</td>
                        <td>{e.name}</td>
                        <td>{e.department ?? ""}</td>
                        <td className="text-end">{e.earned.toLocaleString("hu-HU")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
