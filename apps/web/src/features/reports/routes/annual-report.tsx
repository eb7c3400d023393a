import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `annual-report` (/annual-report): breadcrumb and heading; the screen's content is a later issue. */
export function AnnualReportPage() {
  const { t } = useTranslation("reports");
  return <SimplePage breadcrumb={[{ name: t("annualReport.title"), url: "/annual-report" }]} />;
}
