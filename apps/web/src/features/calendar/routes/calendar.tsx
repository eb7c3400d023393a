import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `calendar` (/naptar): breadcrumb and heading; the screen's content is a later issue. */
export function ProgrammeCalendarPage() {
  const { t } = useTranslation("calendar");
  return <SimplePage breadcrumb={[{ name: t("calendar.title"), url: "/naptar" }]} />;
}
