import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-calendar` (/eroforras-naptar): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceCalendarPage() {
  const { t } = useTranslation("resource-planning");
  return <SimplePage breadcrumb={[{ name: t("calendar.title"), url: "/eroforras-naptar" }]} />;
}
