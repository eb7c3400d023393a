import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `resource-report` (/eroforras-report): breadcrumb and heading; the screen's content is a later issue. */
export function ResourceReportPage() {
  const { t } = useTranslation("reports");
  return <SimplePage breadcrumb={[{ name: t("resourceReport.title"), url: "/eroforras-report" }]} />;
}
