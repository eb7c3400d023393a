import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `other-report` (/other-report): breadcrumb and heading; the screen's content is a later issue. */
export function OtherReportPage() {
  const { t } = useTranslation("reports");
  return <SimplePage breadcrumb={[{ name: t("otherReport.title"), url: "/other-report" }]} />;
}
