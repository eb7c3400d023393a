import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `questionnaires` (/kerdoivek): breadcrumb and heading; the screen's content is a later issue. */
export function QuestionnairesPage() {
  const { t } = useTranslation("questionnaires");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/kerdoivek" }]} />;
}
