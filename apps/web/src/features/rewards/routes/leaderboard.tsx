import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `rewards` (/pontok): breadcrumb and heading; the screen's content is a later issue. */
export function RewardsPage() {
  const { t } = useTranslation("rewards");
  return <SimplePage breadcrumb={[{ name: t("leaderboard.title"), url: "/pontok" }]} />;
}
