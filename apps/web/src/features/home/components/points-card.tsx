import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { biTrophy } from "../../../components/ui/icons";
import { useHomePoints } from "../api/home-api";
import { HomeCard } from "./home-card";
import { lazyValue } from "@office/shared/hu/lazy-intl";

const numberFormat = lazyValue(() => new Intl.NumberFormat("hu-HU"));

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): balance, allowance and rank at the xl width.
 */
const CONTENT_HEIGHT = "7.5rem";

/**
 * My points (`GET /api/home/points`): spendable balance, allowance left to give this month and my place
 * on this month's leaderboard. Links to `/pontok` (Játék).
 */
export function PointsCard() {
  const { t } = useTranslation("home");
  const points = useHomePoints();
  return (
    <HomeCard
      id="points"
      minContentHeight={CONTENT_HEIGHT}
      title={t("points.title")}
      icon={biTrophy}
      link={{ to: "/pontok", label: t("points.link") }}
    >
      <QueryState query={points}>
        {(d) => (
          <>
            <div className="d-flex flex-wrap gap-4 mb-2">
              <div>
                <div className="text-body-secondary small">{t("points.balance")}</div>
                <div className="fs-2 fw-semibold" data-testid="home-points-balance">
                  {numberFormat().format(d.balance)}
                </div>
              </div>
              <div>
                <div className="text-body-secondary small">{t("points.allowance")}</div>
                <div className="fs-4">
                  {t("points.allowanceOf", {
                    left: numberFormat().format(d.allowanceLeft),
                    total: numberFormat().format(d.monthlyAllowance),
                  })}
                </div>
              </div>
            </div>
            <div className="text-body-secondary small">{t("points.rank")}</div>
            {d.rank === null ? (
              <p className="mb-0">{t("points.noRank")}</p>
            ) : (
              <>
                <p className="mb-0 fw-semibold">
                  {t("points.rankValue", { rank: d.rank, players: d.players })}
                </p>
                <p className="mb-0 small text-body-secondary">
                  {t("points.earned", { earned: numberFormat().format(d.earnedThisMonth) })}
                </p>
              </>
            )}
          </>
        )}
      </QueryState>
    </HomeCard>
  );
}
