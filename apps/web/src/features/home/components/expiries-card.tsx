import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateHu } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { biCalendarX } from "../../../components/ui/icons";
import { useHomeExpiries } from "../api/home-api";
import { urgencyClass, WhenText } from "./expiry-when";
import { HomeCard } from "./home-card";

/**
 * „Lejáró határidők” (issue 23 §2, the to-do list's expiring part): what I own or manage that expires
 * this month (or within the tenant's reminder days) and what already expired unresolved, from
 * `GET /api/home/expiries`, soonest first; expired in red, due within 7 days in amber; each links to
 * its page (the employee's documents, the contractor, the asset, the car's service tab); „és még N” and
 * the footer lead to the full list `/lejaratok`.
 */
export function ExpiriesCard() {
  const { t } = useTranslation("home");
  const expiries = useHomeExpiries();
  return (
    <HomeCard
      id="expiries"
      minContentHeight="8rem"
      title={t("expiries.title")}
      icon={biCalendarX}
      link={{ to: "/lejaratok", label: t("expiries.all") }}
    >
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
                  <span className={urgencyClass(item.daysLeft)}>
                    {formatDateHu(item.dueDate)} (<WhenText item={item} />)
                  </span>
                </div>
              </li>
            ))}
            {data.count > data.items.length && (
              <li className="pt-1">
                <Link to="/lejaratok" data-testid="home-expiries-more">
                  {t("expiries.more", { count: data.count - data.items.length })}
                </Link>
              </li>
            )}
          </ul>
        )}
      </QueryState>
    </HomeCard>
  );
}
