import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { biUiChecks } from "../../../components/ui/icons";
import { useQuestionnairesToFill } from "../../questionnaires/api/questionnaires-to-fill";
import { HomeCard } from "./home-card";

const huDate = (iso: string) => `${iso.replaceAll("-", ". ")}.`;

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): two questionnaires at the xl width.
 */
const CONTENT_HEIGHT = "7rem";

/**
 * Questionnaires waiting for me (issue 11 §4, DESIGN §7): not answered, deadline not passed; up to 5,
 * soonest deadline first, each linking to its form (`/kerdoivek?kitoltes={id}`); links to `/kerdoivek`.
 * Exactly one request (`GET /api/questionnaire?box=toFill`, shared with the Kitöltendő tab's cache).
 */
export function QuestionnairesCard() {
  const { t } = useTranslation("questionnaires");
  const waiting = useQuestionnairesToFill(5);
  return (
    <HomeCard
      id="questionnaires"
      minContentHeight={CONTENT_HEIGHT}
      title={t("card.title")}
      icon={biUiChecks}
      link={{ to: "/kerdoivek", label: t("card.all") }}
    >
      <QueryState query={waiting} isEmpty={(rows) => rows.length === 0} empty={t("card.empty")}>
        {(rows) => (
          <ul className="list-unstyled mb-0">
            {rows.map((q) => (
              <li key={q.id} className="py-1 border-bottom">
                <Link to={`/kerdoivek?kitoltes=${q.id}`}>{q.title}</Link>
                {q.anonymous && <span className="badge text-bg-info ms-2">{t("card.anonymous")}</span>}
                <div className="small text-body-secondary">
                  {t("card.deadline", { date: huDate(q.deadline) })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HomeCard>
  );
}
