import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `project` (/projektek/:id): breadcrumb and heading; the screen's content is a later issue. */
export function ProjectPage() {
  const { t } = useTranslation("projects");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/projektek" },
        { name: t("detail.title"), url: `/projektek/${id}` },
      ]}
    />
  );
}
