import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `holidays` (/szabadsagok): breadcrumb and heading; the screen's content is a later issue. */
export function LeaveRequestsPage() {
  const { t } = useTranslation("leave");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/szabadsagok" }]} />;
}
