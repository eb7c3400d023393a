import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateHu } from "@office/shared/hu/format";
import type { HomeExpiry } from "@office/shared/reminders/reminders.contract";
import { QueryState } from "../../../components/page/query-state";
import { biCalendarX } from "../../../components/ui/icons";
import { useHomeExpiries } from "../api/home-api";
import { HomeCard } from "./home-card";

/** „ma jár le”, „5 nap múlva”, „3 napja lejárt”. */
function WhenText({ item }: { item: HomeExpiry }) {
  const { t } = useTranslation("home");
  if (item.daysLeft === 0) return <>{t("expiries.today")}</>;
  return item.daysLeft > 0 ? (
    <>{t("expiries.inDays", { count: item.daysLeft })}</>
  ) : (
    <>{t("expiries.daysAgo", { count: -item.daysLeft })}</>
  );
}

/**
 * „Lejáró határidők” (issue 23 §2, the to-do list's expiring part): what I own or manage that expires
 * this month (or within the tenant's reminder days) and what already expired unresolved, from
 * `GET /api/home/expiries`, soonest first; expired in red, due within 7 days in amber; each links to
 * its page (the employee's documents, the contractor, the asset, the car's service tab).
 */
export function ExpiriesCard() {
  const { t } = useTranslation("home");
  const expiries = useHomeExpiries();
  return (
    <HomeCard id="expiries" minContentHeight="8rem" title={t("expiries.title")} icon={biCalendarX}>
      <QueryState query={expiries} isEmpty={(d) => d.count === 0} empty={t("expiries.empty")}>
        {(data) => (
          <ul className="list-unstyled small mb-0">
            {data.items.map((item) => (
              <li
                key={`${item.kind}:${item.path}:${item.title}:${item.dueDate}`}
                className="py-1 border-bottom"
                data-testid="home-expiry"
              >
                <Link to={item.path} className="fw-semibold text-break">
                  {item.title}
                </Link>
                <div className="text-body-secondary">
                  {t(`expiries.kinds.${item.kind}`)} · {item.subject} ·{" "}
                  <span
                    className={
                      item.daysLeft < 0
                        ? "text-danger-emphasis fw-semibold"
                        : item.daysLeft <= 7
                          ? "text-warning-emphasis fw-semibold"
                          : undefined
                    }
                  >
                    {formatDateHu(item.dueDate)} (<WhenText item={item} />)
                  </span>
                </div>
              </li>
            ))}
            {data.count > data.items.length && (
              <li className="text-body-secondary pt-1">
                {t("expiries.more", { count: data.count - data.items.length })}
              </li>
            )}
          </ul>
        )}
      </QueryState>
    </HomeCard>
  );
}
