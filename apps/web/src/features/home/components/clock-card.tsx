import { useTranslation } from "react-i18next";
import { biClockHistory } from "../../../components/ui/icons";
import { ClockPanel } from "../../working-time/components/clock-panel";
import "../../working-time/components/working-time.css";
import { HomeCard } from "./home-card";

/**
 * The home page's clock (issue 21 §3): start / stop of the working time with the running time and
 * today's worked time (`GET/POST /api/timeEntry/clock…`), linking to `/munkaido`.
 */
export function ClockCard() {
  const { t } = useTranslation("working-time");
  return (
    <HomeCard
      id="clock"
      minContentHeight="9rem"
      title={t("clock.homeTitle")}
      icon={biClockHistory}
      link={{ to: "/munkaido", label: t("clock.homeLink") }}
    >
      <ClockPanel compact />
    </HomeCard>
  );
}
