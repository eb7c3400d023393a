import { useTranslation } from "react-i18next";
import { LoadingLine, QueryState } from "../../../components/page/query-state";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { reportApi } from "../../../lib/http/api";
import { Button } from "../../../components/ui/button";
import { useEmployees } from "../../employees/api/list-employees";
import { useLeaderboard, usePointsBalance, usePointsFeed, useReciprocalPairs } from "../api/points";
import { DEFAULT_LEADERBOARD_PERIOD } from "../api/rewards-queries";
import { useProducts, useRedemptions } from "../api/shop";
import { GivePointsForm } from "../components/give-points-form";
import { LeaderboardCard } from "../components/leaderboard-card";
import { RedemptionsTable } from "../components/redemptions-table";
import { ShopCard } from "../components/shop-card";
import { useIsShopKeeper } from "../components/use-is-shop-keeper";
import "../i18n";

/** Downloads the payroll gift report of `year` (`/report/points/gifts?year=`). */
async function downloadGiftReport(year: number) {
  const blob = await reportApi.get<Blob>("/points/gifts", { query: { year } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `pontbevaltasok-${year}.xlsx`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * `/pontok` (SPEC route `rewards`, Játék): my balance and allowance, the give-points form, the feed
 * of recent thanks, the leaderboard, the shop and my redemptions; for hr/companyAdmin also the
 * reciprocal pairs and the payroll report.
 */
export function RewardsPage() {
  const { t } = useTranslation("rewards");
  useBreadcrumb([{ name: t("leaderboard.title"), url: "/pontok" }]);
  const balance = usePointsBalance();
  const feed = usePointsFeed();
  const mine = useRedemptions({ mine: true });
  const isKeeper = useIsShopKeeper();
  const pairs = useReciprocalPairs(isKeeper);
  // What the cards below read (the same queries, served from the cache): the page shows once all have
  // answered, instead of each card growing and pushing the next ones down as its part arrives.
  const parts = [
    balance,
    feed,
    mine,
    useLeaderboard(DEFAULT_LEADERBOARD_PERIOD),
    useProducts(),
    useEmployees("active"),
  ];
  const isLoading = parts.some((q) => q.isPending) || (isKeeper && pairs.isPending);
  const year = new Date().getFullYear();
  return (
    <>
      <h1 className="h3 mb-3">{t("leaderboard.title")}</h1>
      {isLoading ? (
        <LoadingLine />
      ) : (
        <div className="row g-3">
          <div className="col-12 col-lg-5">
            <section className="card mb-3" aria-labelledby="balance-heading">
              <div className="card-body">
                <h2 className="h5" id="balance-heading">
                  {t("balance.title")}
                </h2>
                <QueryState query={balance}>
                  {(b) => (
                    <dl className="row mb-0" data-testid="points-balance">
                      <dt className="col-7">{t("balance.balance")}</dt>
                      <dd className="col-5 text-end fs-5 mb-1" data-testid="balance-value">
                        {b.balance}
                      </dd>
                      <dt className="col-7">{t("balance.earned")}</dt>
                      <dd className="col-5 text-end mb-1">{b.earned}</dd>
                      <dt className="col-7">{t("balance.allowanceLeft")}</dt>
                      <dd className="col-5 text-end mb-0" data-testid="allowance-left">
                        {t("balance.allowanceOf", { left: b.allowanceLeft, total: b.monthlyAllowance })}
                      </dd>
                    </dl>
                  )}
                </QueryState>
              </div>
            </section>
            <section className="card mb-3" aria-labelledby="give-heading">
              <div className="card-body">
                <h2 className="h5" id="give-heading">
                  {t("give.title")}
                </h2>
                <GivePointsForm cap={balance.data?.perRecipientMonthlyCap ?? 50} />
              </div>
            </section>
            <section className="card mb-3" aria-labelledby="feed-heading">
              <div className="card-body">
                <h2 className="h5" id="feed-heading">
                  {t("feed.title")}
                </h2>
                <QueryState query={feed} isEmpty={(f) => f.length === 0} empty={t("feed.empty")}>
                  {(rows) => (
                    <ul
                      className="list-unstyled mb-0"
                      data-testid="points-feed"
                      style={{ maxHeight: "24rem", overflowY: "auto" }}
                      tabIndex={0}
                      aria-label={t("feed.title")}
                    >
                      {rows.map((g) => (
                        <li key={g.id} className="border-bottom py-2">
                          <div className="d-flex justify-content-between">
                            <strong>{t("feed.gave", { from: g.fromName, to: g.toName })}</strong>
                            <span className="badge text-bg-primary">+{g.points}</span>
                          </div>
                          <div className="small">{g.reason}</div>
                          <div className="small text-body-secondary">
                            {new Date(g.createdAt).toLocaleString("hu-HU")}
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </QueryState>
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-7">
            <LeaderboardCard />
            <ShopCard balance={balance.data?.balance ?? 0} />
            <section className="card mb-3" aria-labelledby="mine-heading">
              <div className="card-body">
                <h2 className="h5" id="mine-heading">
                  {t("redemptions.mine")}
                </h2>
                <QueryState query={mine} isEmpty={(r) => r.length === 0} empty={t("redemptions.empty")}>
                  {(rows) => <RedemptionsTable rows={rows} mode="mine" />}
                </QueryState>
              </div>
            </section>
            {isKeeper && (
              <section className="card mb-3" aria-labelledby="pairs-heading">
                <div className="card-body">
                  <h2 className="h5" id="pairs-heading">
                    {t("pairs.title")}
                  </h2>
                  <p className="small text-body-secondary">{t("pairs.hint")}</p>
                  <QueryState query={pairs} isEmpty={(p) => p.length === 0} empty="—">
                    {(rows) => (
                      <ul className="mb-3" data-testid="points-pairs">
                        {rows.map((p) => (
                          <li key={`${p.aId}-${p.bId}`}>
                            {t("pairs.row", { a: p.aName, b: p.bName, aToB: p.aToB, bToA: p.bToA })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </QueryState>
                  <h3 className="h6">{t("report.title")}</h3>
                  <Button color="secondary" className="btn-sm" onClick={() => void downloadGiftReport(year)}>
                    {t("report.download", { year })}
                  </Button>
                </div>
              </section>
            )}
          </div>
        </div>
      )}
    </>
  );
}
