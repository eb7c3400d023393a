import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `leave-report` (/leave-report): breadcrumb and heading; the screen's content is a later issue. */
export function LeaveReportPage() {
  const { t } = useTranslation("leave");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/szabadsagok" },
        { name: t("report.title"), url: "/leave-report" },
      ]}
    />
  );
}
