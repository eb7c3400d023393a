import { useTranslation } from "react-i18next";
import { SimplePage } from "../../../components/page/simple-page";

/** SPEC §2 route `add-questionnaire-template` (/uj-kerdoiv-sablon): breadcrumb and heading; the screen's content is a later issue. */
export function NewQuestionnaireTemplatePage() {
  const { t } = useTranslation("questionnaires");
  return (
    <SimplePage
      breadcrumb={[
        { name: t("list.title"), url: "/kerdoivek" },
        { name: t("newTemplate.title"), url: "/uj-kerdoiv-sablon" },
      ]}
    />
  );
}
