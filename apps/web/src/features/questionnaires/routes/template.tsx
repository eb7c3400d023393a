import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `template` (/kerdoiv-sablonok/:id): breadcrumb and heading; the screen's content is a later issue. */
export function QuestionnaireTemplatePage() {
  const { t } = useTranslation("questionnaires");
  const { id = "" } = useParams();
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/kerdoivek" },
        { name: t("template.title"), url: `/kerdoiv-sablonok/${id}` },
      ]}
    />
  );
}
