import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import {
  APPLICANT_STAGES,
  APPLICANT_STAGE_LABELS,
  applicantStageSchema,
  type ApplicantDetail,
  type ApplicantStage,
} from "@office/shared/applicants/applicants.contract";
import { NoPermission } from "../../../components/page/no-permission";
import { LoadingLine, QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biPersonPlus, biTrash, biXCircle } from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useApplicant, useDeleteApplicant, useUpdateApplicant } from "../api/applicants";
import { useApplicantNotes } from "../api/applicant-extras";
import { useJobOpenings } from "../api/job-openings";
import { ApplicantCv } from "../components/applicant-cv";
import { ApplicantForm, toApplicantFormValues } from "../components/applicant-form";
import { ApplicantHistory } from "../components/applicant-history";
import { ApplicantNotes } from "../components/applicant-notes";
import { formatDay, formatInstant, stageBadgeClass } from "../components/format";
import { useStageMove } from "../components/use-stage-move";
import "../i18n";

/**
 * `/jelentkezok/{id}` (SPEC route `applicant`, hr): the applicant's data (editable), the GDPR retention
 * state, duplicate e-mail warnings, the CV (preview, download, upload), interview notes with scores,
 * the stage history, moving to another stage, Felvétel (creates the employee and opens it), rejection
 * with a reason, and erasing the applicant.
 */
export function ApplicantPage() {
  const { t } = useTranslation("applicants");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const applicant = useApplicant(validId);
  // The form's job openings and the interview notes load with the applicant: the page appears once,
  // whole, instead of pushing the CV and history cards down as each part arrives (layout shift).
  const openings = useJobOpenings();
  const notes = useApplicantNotes(validId, validId > 0);
  useBreadcrumb([
    { name: t("list.title"), url: "/jelentkezok" },
    { name: applicant.data?.name ?? t("detail.title"), url: `/jelentkezok/${validId}` },
  ]);
  if (isHttpError(applicant.error, 403)) return <NoPermission heading={t("detail.title")} />;
  if (validId === 0 || isHttpError(applicant.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("detail.title")}</h1>
        <div className="alert alert-warning" role="alert">
          {t("detail.notFound")}
        </div>
      </>
    );
  }
  return (
    <QueryState query={applicant}>
      {(data) =>
        openings.isPending || notes.isPending ? <LoadingLine /> : <ApplicantView applicant={data} />
      }
    </QueryState>
  );
}

function ApplicantView({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation("applicants");
  const navigate = useNavigate();
  const openings = useJobOpenings();
  const update = useUpdateApplicant(applicant.id);
  const remove = useDeleteApplicant();
  const stageMove = useStageMove({ openEmployee: true });
  const [moveTo, setMoveTo] = useState<ApplicantStage>(applicant.stage);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const target = { id: applicant.id, name: applicant.name };
  const movable = applicant.stage !== "hired" && !applicant.anonymised;
  const unsuccessful = applicant.stage === "rejected" || applicant.stage === "withdrawn";

  return (
    <>
      {stageMove.dialogs}
      <ConfirmModal
        show={confirmDelete}
        title={t("detail.deleteTitle")}
        confirmLabel={t("detail.delete")}
        isBusy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(applicant.id, { onSuccess: () => void navigate("/jelentkezok", { replace: true }) })
        }
      >
        {t("detail.deleteText", { name: applicant.name })}
      </ConfirmModal>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-1" data-testid="applicant-title">
            {applicant.name}
          </h1>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <span className={`badge ${stageBadgeClass(applicant.stage)}`} data-testid="applicant-stage">
              {APPLICANT_STAGE_LABELS[applicant.stage]}
            </span>
            <span className="text-body-secondary">{applicant.jobOpeningTitle}</span>
          </div>
        </div>
        {movable && (
          <>
            <Button
              color="success"
              icon={biPersonPlus}
              onClick={() => stageMove.move(target, "hired")}
              data-testid="applicant-hire"
            >
              {t("detail.hire")}
            </Button>
            {applicant.stage !== "rejected" && (
              <Button color="warning" icon={biXCircle} onClick={() => stageMove.move(target, "rejected")}>
                {t("detail.reject")}
              </Button>
            )}
          </>
        )}
        <Button
          color="gray"
          icon={biTrash}
          onClick={() => setConfirmDelete(true)}
          disabled={applicant.legalHold}
        >
          {t("detail.delete")}
        </Button>
      </div>

      {applicant.anonymised && <div className="alert alert-secondary">{t("detail.anonymised")}</div>}
      {applicant.duplicateEmailOf.length > 0 && (
        <div className="alert alert-warning" role="status" data-testid="applicant-duplicates">
          {t("detail.duplicates")}{" "}
          {applicant.duplicateEmailOf.map((d, i) => (
            <span key={d.id}>
              {i > 0 && ", "}
              <Link to={`/jelentkezok/${d.id}`}>{d.name}</Link> ({d.jobOpeningTitle})
            </span>
          ))}
        </div>
      )}
      {applicant.hiredEmployeeId !== null && (
        <div className="alert alert-success">
          {t("detail.hiredAs")}{" "}
          <Link to={`/munkatarsak/${applicant.hiredEmployeeId}`}>{t("detail.openEmployee")}</Link>
        </div>
      )}
      {unsuccessful && !applicant.anonymised && (
        <div className="alert alert-info">
          {applicant.rejectionReason && (
            <div>{t("detail.rejection", { reason: applicant.rejectionReason })}</div>
          )}
          {applicant.rejectedInStage && (
            <div>{t("stage.rejectedIn", { stage: APPLICANT_STAGE_LABELS[applicant.rejectedInStage] })}</div>
          )}
          <div>
            {applicant.retentionUntil
              ? t("detail.retention", { date: formatDay(applicant.retentionUntil) })
              : t("detail.retentionOpen")}
          </div>
          {applicant.noticeSentAt && (
            <div>{t("detail.noticeSent", { at: formatInstant(applicant.noticeSentAt) })}</div>
          )}
        </div>
      )}
      {applicant.legalHold && <div className="alert alert-warning">{t("detail.legalHold")}</div>}

      <div className="row g-3">
        <div className="col-12 col-xl-7">
          <section className="card mb-3" aria-labelledby="data-title">
            <div className="card-header">
              <h2 id="data-title" className="h6 mb-0">
                {t("detail.data")}
              </h2>
            </div>
            <div className="card-body">
              <QueryState query={openings}>
                {(rows) => (
                  <ApplicantForm
                    key={`${applicant.id}-${applicant.anonymisedAt ?? ""}`}
                    defaultValues={toApplicantFormValues(applicant)}
                    openings={rows}
                    submitLabel={t("form.save")}
                    disabled={applicant.anonymised}
                    onSubmit={(input) => update.mutateAsync(input)}
                  />
                )}
              </QueryState>
            </div>
          </section>
          <ApplicantCv applicant={applicant} />
        </div>
        <div className="col-12 col-xl-5">
          {movable && (
            <section className="card mb-3" aria-labelledby="stage-title">
              <div className="card-header">
                <h2 id="stage-title" className="h6 mb-0">
                  {t("detail.stage")}
                </h2>
              </div>
              <div className="card-body d-flex gap-2 align-items-end">
                <div className="flex-grow-1">
                  <label className="form-label" htmlFor="applicant-move">
                    {t("detail.moveTo")}
                  </label>
                  <select
                    id="applicant-move"
                    className="form-select"
                    value={moveTo}
                    onChange={(e) => setMoveTo(applicantStageSchema.parse(e.target.value))}
                  >
                    {APPLICANT_STAGES.map((s) => (
                      <option key={s} value={s}>
                        {APPLICANT_STAGE_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  disabled={moveTo === applicant.stage || stageMove.isBusy}
                  onClick={() => stageMove.move(target, moveTo)}
                >
                  {t("detail.move")}
                </Button>
              </div>
            </section>
          )}
          <ApplicantNotes applicant={applicant} />
          <ApplicantHistory applicant={applicant} />
        </div>
      </div>
    </>
  );
}
