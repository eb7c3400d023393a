import { useTranslation } from "react-i18next";
import type { HomeAbsence } from "@office/shared/home/home.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { biPeople } from "../../../components/ui/icons";
import { useHomeAbsences } from "../api/home-api";
import { HomeCard } from "./home-card";

/** Most names a list of the absences card shows before "és még N fő". */
const SHOWN = 6;

/** A date before a case suffix: "2026. 11. 27" (AkH.: the closing dot goes, "2026. 11. 27-ig"). */
const dateBeforeSuffix = (date: string) => formatDateHu(date).slice(0, -1);

function AbsenceList({ rows, empty, isToday }: { rows: HomeAbsence[]; empty: string; isToday: boolean }) {
  const { t } = useTranslation("home");
  if (rows.length === 0) return <p className="text-body-secondary small mb-2">{empty}</p>;
  return (
    <ul className="list-unstyled small mb-2">
      {rows.slice(0, SHOWN).map((a) => (
        <li key={a.leaveId} className="d-flex justify-content-between gap-2 py-1 border-bottom">
          <span className="fw-semibold text-truncate">{a.employeeName}</span>
          <span className="text-body-secondary text-nowrap">
            {a.typeName}
            {" · "}
            {isToday
              ? t("absences.until", { date: dateBeforeSuffix(a.endDate) })
              : t("absences.range", { start: formatDateHu(a.startDate), end: formatDateHu(a.endDate) })}
          </span>
        </li>
      ))}
      {rows.length > SHOWN && (
        <li className="text-body-secondary pt-1">{t("absences.more", { count: rows.length - SHOWN })}</li>
      )}
    </ul>
  );
}

/**
 * Room the content keeps while loading and after, so the cards below do not move when the data arrives
 * (layout shift): both headings with their "nobody away" lines at the xl width.
 */
const CONTENT_HEIGHT = "5rem";

/**
 * Who is away today and later this week (`GET /api/home/absences`, approved leave; sick leave shows as
 * "Távol" to colleagues). Links to the team calendar on `/szabadsagok`.
 */
export function AbsencesCard() {
  const { t } = useTranslation("home");
  const absences = useHomeAbsences();
  return (
    <HomeCard
      id="absences"
      minContentHeight={CONTENT_HEIGHT}
      title={t("absences.title")}
      icon={biPeople}
      link={{ to: "/szabadsagok", label: t("absences.link") }}
    >
      <QueryState query={absences}>
        {(d) => (
          <>
            <h3 className="h6 mb-1">{t("absences.today")}</h3>
            <AbsenceList rows={d.todayAbsences} empty={t("absences.nobodyToday")} isToday />
            <h3 className="h6 mb-1 mt-2">{t("absences.laterThisWeek")}</h3>
            <AbsenceList rows={d.laterThisWeek} empty={t("absences.nobodyLater")} isToday={false} />
          </>
        )}
      </QueryState>
    </HomeCard>
  );
}
