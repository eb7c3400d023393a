import { useState, type ReactNode } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { formatDateHu } from "@office/shared/hu/format";
import type { ExternalResourceDetail } from "@office/shared/external-resources/external-resources.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biTrash } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { useExternalResource } from "../api/get-external-resources";
import { useDeleteExternalResource, useUpdateExternalResource } from "../api/save-external-resource";
import { ExternalResourceForm, toExternalResourceFormValues } from "../components/external-resource-form";
import { SkillTags } from "../components/skill-tags";
import { formatHuf } from "../utils/format";
import "../i18n";
import { AttachmentsPanel } from "../../attachments/components/attachments-panel";

const STATUS_BADGE: Record<ExternalResourceDetail["projects"][number]["status"], string> = {
  planned: "text-bg-info",
  active: "text-bg-success",
  onHold: "text-bg-warning",
  closed: "text-bg-secondary",
};

/**
 * `/kulso-eroforrasok/{id}` (SPEC route `external-resource`): the contractor — projectManager edits
 * (the form, delete-or-deactivate), others read — and the projects they are on, linking to `/projektek/{id}`.
 */
export function ExternalResourcePage() {
  const { t } = useTranslation("external-resources");
  const { id: idParam = "" } = useParams();
  const id = Number(idParam);
  const resource = useExternalResource(id);
  useBreadcrumb([
    { name: t("list.title"), url: "/kulso-eroforrasok" },
    { name: resource.data?.name ?? t("detail.title"), url: `/kulso-eroforrasok/${idParam}` },
  ]);
  const roles = useAuthStore((s) => s.authUser.role);
  const canWrite = hasPermission(roles, "projectManager") || hasPermission(roles, "companyAdmin");
  const update = useUpdateExternalResource(id);
  const remove = useDeleteExternalResource();
  const navigate = useNavigate();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const isNotFound = isHttpError(resource.error, 404) || isHttpError(resource.error, 400) || !(id > 0);

  const handleDelete = async (r: ExternalResourceDetail): Promise<void> => {
    try {
      const kept = await remove.mutateAsync(r.id);
      if (!kept) void navigate("/kulso-eroforrasok");
    } finally {
      setIsDeleteOpen(false);
    }
  };

  if (isNotFound) {
    return (
      <>
        <h1 className="h3 mb-3">{t("detail.title")}</h1>
        <p role="alert">{t("detail.notFound")}</p>
      </>
    );
  }

  return (
    <QueryState query={resource}>
      {(r) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h1 className="h3 mb-0">{r.name}</h1>
            {!r.active && <span className="badge text-bg-secondary">{t("detail.inactiveBadge")}</span>}
            {r.company && <span className="text-body-secondary">{r.company}</span>}
            {canWrite && (
              <Button
                color="warning"
                icon={biTrash}
                className="ms-auto"
                onClick={() => setIsDeleteOpen(true)}
              >
                {t("detail.delete")}
              </Button>
            )}
          </div>
          <div className="row g-3">
            <div className="col-12 col-xl-8">
              <section className="card" aria-labelledby="external-resource-data">
                <div className="card-body">
                  <h2 id="external-resource-data" className="h5 card-title mb-3">
                    {t("detail.data")}
                  </h2>
                  {canWrite ? (
                    <ExternalResourceForm
                      key={`${r.id}`}
                      defaultValues={toExternalResourceFormValues(r)}
                      canSeeRates={r.ratesVisible}
                      submitLabel={t("form.save")}
                      onSubmit={(input) =>
                        update.mutateAsync(
                          r.ratesVisible
                            ? input
                            : { ...input, dailyRate: r.dailyRate, hourlyRate: r.hourlyRate },
                        )
                      }
                    />
                  ) : (
                    <ReadOnly resource={r} />
                  )}
                </div>
              </section>
            </div>
            <div className="col-12 col-xl-4">
              <section className="card" aria-labelledby="external-resource-projects">
                <div className="card-body">
                  <h2 id="external-resource-projects" className="h5 card-title mb-3">
                    {t("detail.projects")}
                  </h2>
                  {r.projects.length === 0 ? (
                    <p className="text-body-secondary mb-0">{t("detail.noProjects")}</p>
                  ) : (
                    <ul className="list-group list-group-flush">
                      {r.projects.map((p) => (
                        <li key={p.id} className="list-group-item d-flex align-items-center gap-2 px-0">
                          <Link to={`/projektek/${p.id}`} className="me-auto">
                            <span className="text-body-secondary me-1">{p.code}</span>
                            {p.name}
                          </Link>
                          <span className={`badge ${STATUS_BADGE[p.status]}`}>{t(`status.${p.status}`)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            </div>
          </div>
          <AttachmentsPanel owner={{ type: "externalResource", id: r.id }} canEdit={canWrite} />
          <Modal
            show={isDeleteOpen}
            onHide={() => setIsDeleteOpen(false)}
            centered
            aria-labelledby="er-delete-title"
          >
            <Modal.Header closeButton closeLabel={t("detail.close")}>
              <Modal.Title id="er-delete-title" as="h2" className="h5">
                {t("detail.deleteTitle")}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {r.projects.length > 0
                ? t("detail.deleteInUse", { name: r.name })
                : t("detail.deleteUnused", { name: r.name })}
            </Modal.Body>
            <Modal.Footer>
              <Button color="secondary" onClick={() => setIsDeleteOpen(false)} disabled={remove.isPending}>
                {t("detail.cancel")}
              </Button>
              <Button color="warning" onClick={() => void handleDelete(r)} disabled={remove.isPending}>
                {r.projects.length > 0 ? t("detail.deactivateConfirm") : t("detail.deleteConfirm")}
              </Button>
            </Modal.Footer>
          </Modal>
        </>
      )}
    </QueryState>
  );
}

/** The contractor read-only (everyone but projectManager). */
function ReadOnly({ resource: r }: { resource: ExternalResourceDetail }) {
  const { t } = useTranslation("external-resources");
  const rows: [string, ReactNode][] = [
    [t("form.name"), r.name],
    [t("form.company"), r.company],
    [t("form.taxNumber"), r.taxNumber],
    [t("form.email"), r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : null],
    [t("form.phone"), r.phone],
    [t("form.skills"), <SkillTags key="skills" skills={r.skills} />],
    ...(r.ratesVisible
      ? ([
          [t("form.dailyRate"), formatHuf(r.dailyRate)],
          [t("form.hourlyRate"), formatHuf(r.hourlyRate)],
        ] as [string, ReactNode][])
      : []),
    [t("form.contractStart"), r.contractStart ? formatDateHu(r.contractStart) : null],
    [t("form.contractEnd"), r.contractEnd ? formatDateHu(r.contractEnd) : null],
    [t("form.note"), r.note],
  ];
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 col-md-6 mb-2">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0" style={{ whiteSpace: "pre-line" }}>
            {value || "–"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
