import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TemplateSummary } from "@office/shared/questionnaires/templates.contract";

/** hr's templates: name (link to the editor), question count, version, how often sent, and a send action. */
export function TemplatesTable({
  rows,
  onSend,
}: {
  rows: readonly TemplateSummary[];
  onSend: (templateId: number) => void;
}) {
  const { t } = useTranslation("questionnaires");
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0" data-testid="questionnaire-templates">
        <thead>
          <tr>
            <th scope="col">{t("list.columns.name")}</th>
            <th scope="col" className="text-end">
              {t("list.columns.questions")}
            </th>
            <th scope="col" className="text-end">
              {t("list.columns.version")}
            </th>
            <th scope="col" className="text-end">
              {t("list.columns.used")}
            </th>
            <th scope="col" className="text-end">
              {t("list.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((tpl) => (
            <tr key={tpl.id}>
              <td>
                <Link to={`/kerdoiv-sablonok/${tpl.id}`}>{tpl.name}</Link>
                {tpl.description && <div className="small text-body-secondary">{tpl.description}</div>}
              </td>
              <td className="text-end">{tpl.questionCount}</td>
              <td className="text-end">{tpl.version}</td>
              <td className="text-end">{tpl.sentCount}</td>
              <td className="text-end">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={`${t("list.send")}: ${tpl.name}`}
                  onClick={() => onSend(tpl.id)}
                >
                  {t("list.send")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
