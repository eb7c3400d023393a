import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useDeleteTemplate, useSaveTemplate, useTemplate } from "../api/templates";
import { TemplateEditor } from "../components/template-editor";

/** SPEC §2 route `template` (/kerdoiv-sablonok/:id): edit (a new version on each save) or delete a template (hr). */
export function QuestionnaireTemplatePage() {
  const { t } = useTranslation("questionnaires");
  const { id: rawId = "" } = useParams();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const template = useTemplate(id);
  const save = useSaveTemplate(id);
  const remove = useDeleteTemplate(id);
  const navigate = useNavigate();
  useBreadcrumb([
    { name: t("list.title"), url: "/kerdoivek" },
    { name: template.data?.name ?? t("template.title"), url: `/kerdoiv-sablonok/${rawId}` },
  ]);
  return (
    <>
      <h1 className="h3 mb-3">
        {template.data?.name ?? t("template.title")}
        {template.data && <span className="fs-6 text-body-secondary ms-2">v{template.data.version}</span>}
      </h1>
      {id === 0 ? (
        <p className="text-danger">{t("template.notFound")}</p>
      ) : (
        <QueryState query={template}>
          {(tpl) => (
            <TemplateEditor
              key={`${tpl.id}-${tpl.version}`}
              template={tpl}
              onSave={(input) => save.mutateAsync(input)}
              onSaved={() => undefined}
              actions={
                <Button
                  color="gray"
                  onClick={() => {
                    if (!window.confirm(t("editor.deleteConfirm"))) return;
                    void remove.mutateAsync().then(() => navigate("/kerdoivek?tab=templates"));
                  }}
                >
                  {t("editor.delete")}
                </Button>
              }
            />
          )}
        </QueryState>
      )}
    </>
  );
}
