import { useEffect, useRef, useState } from "react";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { hasPermission } from "@office/shared/auth/permissions";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import type { Project } from "@office/shared/projects/projects.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biArchive } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useLoadingStore } from "../../../lib/loading/loading-store";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { useProjectComments } from "../api/comments";
import { useProject, useProjectOptions } from "../api/get-project";
import { projectKeys } from "../api/project-keys";
import { useDeleteProject, useUpdateProject } from "../api/save-project";
import { ActivityLog } from "../components/activity-log";
import { CommentItem, CommentsThread } from "../components/comments-thread";
import { HealthBadge, ProgressBar, StatusBadge } from "../components/project-badges";
import { ProjectForm } from "../components/project-form";
import { toProjectFormValues } from "../components/project-form-values";
import { ProjectMembers } from "../components/project-members";
import { TasksTab } from "../tasks/components/tasks-tab";
import "../i18n";
import { AttachmentsPanel } from "../../attachments/components/attachments-panel";

const TABS = ["attekintes", "tagok", "feladatok", "hozzaszolasok", "tevekenyseg", "szerkesztes"] as const;
type TabKey = (typeof TABS)[number];
const TAB_LABELS: Record<TabKey, string> = {
  attekintes: "overview",
  tagok: "members",
  feladatok: "tasks",
  hozzaszolasok: "comments",
  tevekenyseg: "activity",
  szerkesztes: "edit",
};

/**
 * Reloads the project's data (details, comments, activity) whenever the router navigates to this page
 * again, e.g. a notification click while the page is open (SPEC §2, before its 100 ms page reload).
 */
function useRefetchOnNavigation(id: number) {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
  }, [key, id, queryClient]);
}

/**
 * SPEC §1 loading flag while the project is first loaded (no cached copy yet): the full-screen spinner
 * stays until the page can show the project's name in its breadcrumb and title.
 */
function useLoadingFlag(isPending: boolean) {
  useEffect(() => {
    if (!isPending) return;
    const { startLoading, stopLoading } = useLoadingStore.getState();
    startLoading();
    return stopLoading;
  }, [isPending]);
}

function Overview({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const comments = useProjectComments(project.id);
  const latest = (comments.data ?? []).slice(-3);
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <dl className="row mb-3">
          <dt className="col-sm-4">{t("detail.costCenter")}</dt>
          <dd className="col-sm-8">
            {project.costCenter
              ? `${project.costCenter.code} – ${project.costCenter.name}`
              : t("detail.none")}
          </dd>
          <dt className="col-sm-4">{t("detail.health")}</dt>
          <dd className="col-sm-8">
            <HealthBadge health={project.health} />
          </dd>
          <dt className="col-sm-4">{t("detail.progress")}</dt>
          <dd className="col-sm-8">
            <ProgressBar value={project.progress} label={t("detail.progress")} />
          </dd>
        </dl>
        <h2 className="h6">{t("detail.description")}</h2>
        <p className="project-comment-text">{project.description ?? t("detail.noDescription")}</p>
      </div>
      <section className="col-lg-5" aria-labelledby="latest-comments">
        <h2 id="latest-comments" className="h6">
          {t("detail.tabs.comments")} ({project.commentCount})
        </h2>
        {latest.length === 0 ? (
          <p className="text-body-secondary small">{t("comments.empty")}</p>
        ) : (
          <ul className="list-unstyled">
            {latest.map((c) => (
              <CommentItem key={c.id} comment={c} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * `/projektek/{id}` (SPEC route `project`): header (partner, status, dates, budget, manager) and the tabs
 * Áttekintés (with the latest comments), Tagok, Feladatok (issue 21 §3), Hozzászólások, Tevékenység, and for projectManager
 * Szerkesztés plus archive/delete. 404 (not a member) shows a notice. Refetches on every navigation here.
 */
export function ProjectPage() {
  const { t } = useTranslation("projects");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const roles = useAuthStore((s) => s.authUser.role);
  const canWrite = hasPermission(roles, "projectManager") || hasPermission(roles, "companyAdmin");
  const project = useProject(validId);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [isArchiveOpen, setIsArchiveOpen] = useState(false);
  const remove = useDeleteProject(validId);
  useRefetchOnNavigation(validId);
  useLoadingFlag(validId > 0 && project.isPending);
  useBreadcrumb([
    { name: t("list.title"), url: "/projektek" },
    { name: project.data?.name ?? t("detail.title"), url: `/projektek/${validId}` },
  ]);
  const tabParam = params.get("tab");
  const tab: TabKey = TABS.find((k) => k === tabParam && (k !== "szerkesztes" || canWrite)) ?? "attekintes";

  if (validId === 0 || isHttpError(project.error, 404)) {
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
    <QueryState query={project}>
      {(p) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h1 className="h3 mb-0 me-auto">
              <span className="text-body-secondary fs-5 me-2">{p.code}</span>
              {p.name}
            </h1>
            {p.archived && <span className="badge text-bg-secondary">{t("detail.archived")}</span>}
            {canWrite && !p.archived && (
              <Button color="warning" icon={biArchive} onClick={() => setIsArchiveOpen(true)}>
                {t("detail.archive")}
              </Button>
            )}
          </div>
          <dl
            className="row row-cols-2 row-cols-md-5 g-2 border rounded py-2 mx-0 mb-3"
            data-testid="project-header"
          >
            <div>
              <dt className="small text-body-secondary fw-normal">{t("detail.partner")}</dt>
              <dd className="mb-0">{p.partner?.name ?? t("detail.none")}</dd>
            </div>
            <div>
              <dt className="small text-body-secondary fw-normal">{t("detail.status")}</dt>
              <dd className="mb-0">
                <StatusBadge status={p.status} />
              </dd>
            </div>
            <div>
              <dt className="small text-body-secondary fw-normal">{t("detail.dates")}</dt>
              <dd className="mb-0">
                <span className="text-nowrap">{formatDateHu(p.startDate)} –</span>{" "}
                <span className="text-nowrap">
                  {p.endDate ? formatDateHu(p.endDate) : t("detail.openEnded")}
                </span>
              </dd>
            </div>
            <div>
              <dt className="small text-body-secondary fw-normal">{t("detail.budget")}</dt>
              <dd className="mb-0">{p.budget === null ? t("detail.none") : formatHuf(p.budget)}</dd>
            </div>
            <div>
              <dt className="small text-body-secondary fw-normal">{t("detail.manager")}</dt>
              <dd className="mb-0">{p.manager?.name ?? t("detail.none")}</dd>
            </div>
          </dl>
          <Tabs
            id="project-tabs"
            activeKey={tab}
            onSelect={(key) => setParams(key && key !== "attekintes" ? { tab: key } : {}, { replace: true })}
            className="mb-3"
            mountOnEnter
          >
            {TABS.filter((k) => k !== "szerkesztes" || canWrite).map((k) => (
              <Tab
                key={k}
                eventKey={k}
                title={
                  k === "hozzaszolasok"
                    ? `${t(`detail.tabs.${TAB_LABELS[k]}`)} (${p.commentCount})`
                    : t(`detail.tabs.${TAB_LABELS[k]}`)
                }
              >
                {k === "attekintes" && (
                  <>
                    <Overview project={p} />
                    <AttachmentsPanel owner={{ type: "project", id: p.id }} canEdit={canWrite} />
                  </>
                )}
                {k === "tagok" && <ProjectMembers project={p} />}
                {k === "feladatok" && <TasksTab project={p} />}
                {k === "hozzaszolasok" && (
                  <CommentsThread projectId={p.id} isClosed={p.status === "closed"} />
                )}
                {k === "tevekenyseg" && <ActivityLog projectId={p.id} />}
                {k === "szerkesztes" && <EditTab project={p} />}
              </Tab>
            ))}
          </Tabs>
          <ConfirmModal
            show={isArchiveOpen}
            title={t("detail.archiveTitle")}
            confirmLabel={t("detail.archiveConfirm")}
            isBusy={remove.isPending}
            onCancel={() => setIsArchiveOpen(false)}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => void navigate("/projektek"),
                onSettled: () => setIsArchiveOpen(false),
              })
            }
          >
            {t("detail.archiveBody")}
          </ConfirmModal>
        </>
      )}
    </QueryState>
  );
}

function EditTab({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const options = useProjectOptions();
  const update = useUpdateProject(project.id);
  return (
    <QueryState query={options}>
      {(data) => (
        <ProjectForm
          options={data}
          defaultValues={toProjectFormValues(project)}
          projectId={project.id}
          submitLabel={t("form.save")}
          onSubmit={(input) => update.mutateAsync(input)}
        />
      )}
    </QueryState>
  );
}
