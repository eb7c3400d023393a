import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `attendance-calendar` (/jelenleti-naptar): breadcrumb and heading; the screen's content is a later issue. */
export function AttendanceCalendarPage() {
  const { t } = useTranslation("attendance");
  return <SimplePage breadcrumb={[{ name: t("calendar.title"), url: "/jelenleti-naptar" }]} />;
}
