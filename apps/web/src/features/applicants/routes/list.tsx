import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `applicants` (/jelentkezok): breadcrumb and heading; the screen's content is a later issue. */
export function ApplicantsPage() {
  const { t } = useTranslation("applicants");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/jelentkezok" }]} />;
}
