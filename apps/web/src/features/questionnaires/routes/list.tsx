import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { hasPermission } from "@office/shared/auth/permissions";
import { LoadingLine, QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { questionnaireTabs, readQuestionnaireId, readQuestionnaireTab } from "../api/questionnaire-tabs";
import { useQuestionnaireBox } from "../api/questionnaires";
import { useTemplates } from "../api/templates";
import { FillView } from "../components/fill-view";
import { QuestionnairesTable } from "../components/questionnaires-table";
import { SendDialog } from "../components/send-dialog";
import { TemplatesTable } from "../components/templates-table";

/** The results' charts pull chart.js: their chunk loads only when `?eredmeny=` asks for them. */
const ResultsView = lazy(() =>
  import("../components/results-view").then((m) => ({ default: m.ResultsView })),
);

/** True for hr and companyAdmin: they manage templates, send questionnaires and see every one. */
export function useIsQuestionnaireAdmin(): boolean {
  return useAuthStore(
    (s) => hasPermission(s.authUser.role, "hr") || hasPermission(s.authUser.role, "companyAdmin"),
  );
}

/**
 * `/kerdoivek` (SPEC route `questionnaires`): `?kitoltes={id}` fills one, `?eredmeny={id}` shows its results;
 * otherwise the tabs Kitöltendő (to fill), and for hr Általam küldött (sent by me), Összes kérdőív (all)
 * and Sablonok (templates, with the new-template link) and the Kiküldés (send) dialog. `?tab=` keeps the tab.
 */
export function QuestionnairesPage() {
  const [params] = useSearchParams();
  const fillId = readQuestionnaireId(params.get("kitoltes"));
  const resultId = readQuestionnaireId(params.get("eredmeny"));
  if (fillId > 0) return <FillView key={fillId} id={fillId} />;
  if (resultId > 0)
    return (
      <Suspense fallback={<LoadingLine />}>
        <ResultsView key={resultId} id={resultId} />
      </Suspense>
    );
  return <QuestionnaireTabs />;
}

function QuestionnaireTabs() {
  const { t } = useTranslation("questionnaires");
  useBreadcrumb([{ name: t("list.title"), url: "/kerdoivek" }]);
  const [params, setParams] = useSearchParams();
  const isAdmin = useIsQuestionnaireAdmin();
  const tabs = questionnaireTabs(isAdmin);
  const tab = readQuestionnaireTab(params.get("tab"), isAdmin);
  const [sendFor, setSendFor] = useState<{ templateId?: number } | null>(null);
  const box = useQuestionnaireBox(tab === "templates" ? "toFill" : tab, tab !== "templates");
  const templates = useTemplates(isAdmin && tab === "templates");
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {isAdmin && (
          <>
            <Link className="btn btn-outline-primary" to="/uj-kerdoiv-sablon">
              {t("list.newTemplate")}
            </Link>
            <Button onClick={() => setSendFor({})}>{t("list.send")}</Button>
          </>
        )}
      </div>
      {tabs.length > 1 && (
        <ul className="nav nav-tabs mb-3" role="tablist">
          {tabs.map((x) => (
            <li className="nav-item" role="presentation" key={x}>
              <button
                type="button"
                role="tab"
                id={`tab-${x}`}
                aria-selected={tab === x}
                aria-controls="questionnaires-panel"
                className={`nav-link${tab === x ? " active" : ""}`}
                onClick={() => setParams(x === "toFill" ? {} : { tab: x }, { replace: true })}
              >
                {t(`list.tabs.${x}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <section
        className="card"
        id="questionnaires-panel"
        role={tabs.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={tabs.length > 1 ? `tab-${tab}` : undefined}
        aria-label={tabs.length > 1 ? undefined : t("list.tabs.toFill")}
      >
        <div className="card-body">
          {tab === "templates" ? (
            <QueryState query={templates} isEmpty={(r) => r.length === 0} empty={t("list.empty.templates")}>
              {(rows) => <TemplatesTable rows={rows} onSend={(templateId) => setSendFor({ templateId })} />}
            </QueryState>
          ) : (
            <QueryState query={box} isEmpty={(r) => r.length === 0} empty={t(`list.empty.${tab}`)}>
              {(rows) => <QuestionnairesTable rows={rows} box={tab} />}
            </QueryState>
          )}
        </div>
      </section>
      {isAdmin && (
        <SendDialog
          show={sendFor !== null}
          templateId={sendFor?.templateId}
          onClose={() => setSendFor(null)}
        />
      )}
    </>
  );
}
