import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { useQuestionnairesToFill } from "../api/questionnaires-to-fill";

const huDate = (iso: string) => `${iso.replaceAll("-", ". ")}.`;

/**
 * Home-page card (issue 11 §4, DESIGN §7): the questionnaires waiting for me (not answered, deadline not
 * passed; up to 5, soonest deadline first) with links to fill them, an empty state, and a link to
 * `/kerdoivek`. Exactly one request (`useQuestionnairesToFill`).
 */
export function QuestionnairesToFillCard() {
  const { t } = useTranslation("questionnaires");
  const waiting = useQuestionnairesToFill(5);
  return (
    <section
      className="card h-100"
      aria-labelledby="questionnaires-to-fill-heading"
      data-testid="questionnaires-to-fill-card"
    >
      <div className="card-body d-flex flex-column">
        <h2 className="h5" id="questionnaires-to-fill-heading">
          {t("card.title")}
        </h2>
        <QueryState query={waiting} isEmpty={(rows) => rows.length === 0} empty={t("card.empty")}>
          {(rows) => (
            <ul className="list-unstyled mb-2">
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
        <Link to="/kerdoivek" className="mt-auto small">
          {t("card.all")}
        </Link>
      </div>
    </section>
  );
}
