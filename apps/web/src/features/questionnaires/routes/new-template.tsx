import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useSaveTemplate } from "../api/templates";
import { TemplateEditor } from "../components/template-editor";

/** SPEC §2 route `add-questionnaire-template` (/uj-kerdoiv-sablon): the editor of a new template (hr). */
export function NewQuestionnaireTemplatePage() {
  const { t } = useTranslation("questionnaires");
  useBreadcrumb([
    { name: t("list.title"), url: "/kerdoivek" },
    { name: t("newTemplate.title"), url: "/uj-kerdoiv-sablon" },
  ]);
  const save = useSaveTemplate(undefined);
  const navigate = useNavigate();
  return (
    <>
      <h1 className="h3 mb-3">{t("newTemplate.title")}</h1>
      <TemplateEditor
        onSave={(input) => save.mutateAsync(input)}
        onSaved={(tpl) => void navigate(`/kerdoiv-sablonok/${tpl.id}`, { replace: true })}
      />
    </>
  );
}
