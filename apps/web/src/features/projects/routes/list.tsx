import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `projects` (/projektek): breadcrumb and heading; the screen's content is a later issue. */
export function ProjectsPage() {
  const { t } = useTranslation("projects");
  return <SimplePage breadcrumb={[{ name: t("list.title"), url: "/projektek" }]} />;
}
