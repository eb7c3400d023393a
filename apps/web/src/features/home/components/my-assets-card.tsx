import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../../components/page/query-state";
import { biLaptop } from "../../../components/ui/icons";
import { useHomeMyAssets } from "../api/home-api";
import { HomeCard } from "./home-card";
import { lazyValue } from "@office/shared/hu/lazy-intl";

const kmFormat = lazyValue(() => new Intl.NumberFormat("hu-HU"));

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): two assets and a car at the xl width.
 */
const CONTENT_HEIGHT = "8rem";

/**
 * The assets I hold (each to `/eszkozok/{id}`) and the cars I drive (each to `/autok/{id}`), from
 * `GET /api/home/myAssets`. Links to `/eszkozok`.
 */
export function MyAssetsCard() {
  const { t } = useTranslation("home");
  const mine = useHomeMyAssets();
  return (
    <HomeCard
      id="assets"
      minContentHeight={CONTENT_HEIGHT}
      title={t("assets.title")}
      icon={biLaptop}
      link={{ to: "/eszkozok", label: t("assets.link") }}
    >
      <QueryState query={mine}>
        {(d) => (
          <>
            <h3 className="h6 mb-1">{t("assets.assets", { count: d.assetCount })}</h3>
            {d.assets.length === 0 ? (
              <p className="text-body-secondary small mb-2">{t("assets.noAssets")}</p>
            ) : (
              <ul className="list-unstyled small mb-2">
                {d.assets.map((a) => (
                  <li key={a.id} className="py-1 border-bottom">
                    <Link to={`/eszkozok/${a.id}`} className="fw-semibold">
                      {a.name}
                    </Link>
                    <span className="text-body-secondary">
                      {" · "}
                      {a.inventoryNumber} · {a.category}
                    </span>
                  </li>
                ))}
                {d.assetCount > d.assets.length && (
                  <li className="text-body-secondary pt-1">
                    {t("assets.more", { count: d.assetCount - d.assets.length })}
                  </li>
                )}
              </ul>
            )}
            <h3 className="h6 mb-1 mt-2">{t("assets.cars")}</h3>
            {d.cars.length === 0 ? (
              <p className="text-body-secondary small mb-0">{t("assets.noCars")}</p>
            ) : (
              <ul className="list-unstyled small mb-0">
                {d.cars.map((c) => (
                  <li key={c.id} className="py-1 border-bottom">
                    <Link to={`/autok/${c.id}`} className="fw-semibold">
                      {c.plate}
                    </Link>
                    <span className="text-body-secondary">
                      {" · "}
                      {c.make} {c.model} · {t("assets.km", { km: kmFormat().format(c.odometerKm) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </HomeCard>
  );
}
