import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import {
  APPLICANT_STAGES,
  APPLICANT_STAGE_LABELS,
  applicantStageSchema,
} from "@office/shared/applicants/applicants.contract";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { biBriefcase, biEnvelope, biKanban, biPersonPlus, biTable } from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import { isHttpError } from "../../../lib/http/http-error";
import { useApplicants } from "../api/applicants";
import { useJobOpenings } from "../api/job-openings";
import { ApplicantsBoard } from "../components/applicants-board";
import { ApplicantsTable } from "../components/applicants-table";
import { JobOpeningsDialog } from "../components/job-openings-dialog";
import { NoticeTemplateDialog } from "../components/notice-template-dialog";
import { useStageMove } from "../components/use-stage-move";
import "../i18n";

/**
 * `/jelentkezok` (SPEC route `applicants`, hr): the recruiting pipeline as a kanban by stage (drag or
 * pick a stage to move; rejection asks for a reason, Felvétel for the first day and creates the
 * employee) or as a table; filters by opening, stage and a search in name, e-mail and phone (all in
 * the URL: `?pozicio=&szakasz=&q=&nezet=tabla`). Openings and the notice e-mail are managed in dialogs.
 */
export function ApplicantsPage() {
  const { t } = useTranslation("applicants");
  useBreadcrumb([{ name: t("list.title"), url: "/jelentkezok" }]);
  const { params, setParams: update } = useListParams();
  const openingParam = Number(params.get("pozicio"));
  const jobOpeningId = Number.isInteger(openingParam) && openingParam > 0 ? openingParam : undefined;
  const parsedStage = applicantStageSchema.safeParse(params.get("szakasz"));
  const stage = parsedStage.success ? parsedStage.data : undefined;
  const search = params.get("q") ?? "";
  const view = params.get("nezet") === "tabla" ? "table" : "board";
  const debounced = useDebouncedValue(search, 250);
  const applicants = useApplicants({ jobOpeningId, stage, search: debounced });
  const openings = useJobOpenings();
  const stageMove = useStageMove();
  const [dialog, setDialog] = useState<"openings" | "template" | null>(null);
  // The pipeline is hr's: anyone else gets the panel, not the buttons and filters of an empty board.
  if (isHttpError(applicants.error, 403)) return <NoPermission heading={t("list.title")} />;

  return (
    <>
      {stageMove.dialogs}
      <JobOpeningsDialog show={dialog === "openings"} onClose={() => setDialog(null)} />
      <NoticeTemplateDialog show={dialog === "template"} onClose={() => setDialog(null)} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        <Link to="/uj-jelentkezo" className="btn btn-primary" data-testid="applicants-new">
          <Icon icon={biPersonPlus} className="me-1" />
          {t("list.new")}
        </Link>
        <Button
          color="secondary"
          icon={biBriefcase}
          onClick={() => setDialog("openings")}
          data-testid="openings-open"
        >
          {t("list.openings")}
        </Button>
        <Button color="secondary" icon={biEnvelope} onClick={() => setDialog("template")}>
          {t("list.template")}
        </Button>
      </div>

      <div className="row g-2 mb-3 align-items-end" role="search">
        <div className="col-12 col-md-3">
          <label className="form-label" htmlFor="applicants-opening">
            {t("list.filterOpening")}
          </label>
          <select
            id="applicants-opening"
            className="form-select"
            value={jobOpeningId ?? ""}
            onChange={(e) => update({ pozicio: e.target.value })}
          >
            <option value="">{t("list.allOpenings")}</option>
            {(openings.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-3">
          <label className="form-label" htmlFor="applicants-stage">
            {t("list.filterStage")}
          </label>
          <select
            id="applicants-stage"
            className="form-select"
            value={stage ?? ""}
            onChange={(e) => update({ szakasz: e.target.value })}
          >
            <option value="">{t("list.allStages")}</option>
            {APPLICANT_STAGES.map((s) => (
              <option key={s} value={s}>
                {APPLICANT_STAGE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4">
          <label className="form-label" htmlFor="applicants-search">
            {t("list.search")}
          </label>
          <input
            id="applicants-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(e) => update({ q: e.target.value })}
          />
        </div>
        <div className="col-12 col-md-2">
          <div className="btn-group w-100" role="group" aria-label={t("list.view")}>
            <button
              type="button"
              className={`btn ${view === "board" ? "btn-primary" : "btn-outline-primary"}`}
              aria-pressed={view === "board"}
              onClick={() => update({ nezet: null })}
            >
              <Icon icon={biKanban} className="me-1" />
              {t("list.viewBoard")}
            </button>
            <button
              type="button"
              className={`btn ${view === "table" ? "btn-primary" : "btn-outline-primary"}`}
              aria-pressed={view === "table"}
              onClick={() => update({ nezet: "tabla" })}
              data-testid="applicants-view-table"
            >
              <Icon icon={biTable} className="me-1" />
              {t("list.viewTable")}
            </button>
          </div>
        </div>
      </div>

      <QueryState
        query={applicants}
        isEmpty={(rows) => rows.length === 0 && view === "table"}
        empty={
          <p className="text-body-secondary" role="status">
            {t("list.empty")}
          </p>
        }
      >
        {(rows) => (
          <>
            <p className="small text-body-secondary mb-2" role="status" data-testid="applicants-count">
              {t("list.count", { count: rows.length })}
            </p>
            {view === "board" ? (
              <ApplicantsBoard applicants={rows} onMove={stageMove.move} />
            ) : (
              <ApplicantsTable applicants={rows} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
