import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import {
  JOB_OPENING_STATUS_LABELS,
  jobOpeningStatusSchema,
  type JobOpening,
  type JobOpeningInput,
  type JobOpeningStatus,
} from "@office/shared/applicants/applicants.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biPencil, biPlusLg, biTrash } from "../../../components/ui/icons";
import { isHttpError } from "../../../lib/http/http-error";
import { useDeleteJobOpening, useJobOpenings, useSaveJobOpening } from "../api/job-openings";
import { formatDay } from "./format";
import "../i18n";

type Draft = {
  id: number | null;
  title: string;
  department: string;
  description: string;
  status: JobOpeningStatus;
};
const EMPTY: Draft = { id: null, title: "", department: "", description: "", status: "open" };

/**
 * Managing job openings (hr), a dialog on `/jelentkezok`: the list with applicant counts and status,
 * add, edit (filling or closing starts the retention clock of its unsuccessful applicants), delete
 * (only without applicants; the server answers 409 otherwise).
 */
export function JobOpeningsDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation("applicants");
  const openings = useJobOpenings();
  const save = useSaveJobOpening();
  const remove = useDeleteJobOpening();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const edit = (o: JobOpening) =>
    setDraft({
      id: o.id,
      title: o.title,
      department: o.department ?? "",
      description: o.description ?? "",
      status: o.status,
    });
  const submit = async () => {
    if (!draft) return;
    const input: JobOpeningInput = {
      title: draft.title,
      department: draft.department || null,
      description: draft.description || null,
      status: draft.status,
    };
    try {
      await save.mutateAsync({ id: draft.id, input });
      setDraft(null);
      setErrors({});
    } catch (err) {
      if (isHttpError(err)) setErrors({ title: err.message, ...err.fieldErrors });
    }
  };

  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="openings-title">
      <Modal.Header closeButton closeLabel={t("openings.close")}>
        <Modal.Title id="openings-title" as="h2" className="h5">
          {t("openings.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t("openings.retentionHint")}</p>
        <QueryState query={openings} isEmpty={(rows) => rows.length === 0} empty={t("openings.empty")}>
          {(rows) => (
            <ul className="list-group mb-3" data-testid="openings-list">
              {rows.map((o) => (
                <li key={o.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                  <div className="me-auto">
                    <div className="fw-semibold">{o.title}</div>
                    <div className="small text-body-secondary">
                      {[o.department, t("openings.applicants", { count: o.total })]
                        .filter(Boolean)
                        .join(" · ")}
                    </div>
                  </div>
                  <span className={`badge ${o.status === "open" ? "text-bg-success" : "text-bg-secondary"}`}>
                    {JOB_OPENING_STATUS_LABELS[o.status]}
                  </span>
                  {o.closedOn && (
                    <span className="small text-body-secondary">
                      {t("openings.closedOn", { date: formatDay(o.closedOn) })}
                    </span>
                  )}
                  <Button
                    color="secondary"
                    icon={biPencil}
                    onClick={() => edit(o)}
                    aria-label={`${t("openings.edit")}: ${o.title}`}
                  >
                    {t("openings.edit")}
                  </Button>
                  {o.total === 0 && (
                    <Button
                      color="warning"
                      icon={biTrash}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(o.id)}
                      aria-label={`${t("openings.delete")}: ${o.title}`}
                    >
                      {t("openings.delete")}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {draft ? (
          <form
            noValidate
            data-testid="opening-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="row g-2">
              <div className="col-12 col-md-6">
                <FormField label={t("openings.name")} error={errors.title}>
                  {(props) => (
                    <input
                      {...props}
                      value={draft.title}
                      data-testid="opening-title"
                      onChange={(e) => setDraft({ ...draft, title: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-3">
                <FormField label={t("openings.department")} error={errors.department}>
                  {(props) => (
                    <input
                      {...props}
                      value={draft.department}
                      onChange={(e) => setDraft({ ...draft, department: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
              <div className="col-12 col-md-3">
                <FormField label={t("openings.status")} controlClassName="form-select">
                  {(props) => (
                    <select
                      {...props}
                      value={draft.status}
                      onChange={(e) =>
                        setDraft({ ...draft, status: jobOpeningStatusSchema.parse(e.target.value) })
                      }
                    >
                      {jobOpeningStatusSchema.options.map((s) => (
                        <option key={s} value={s}>
                          {JOB_OPENING_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12">
                <FormField label={t("openings.description")} error={errors.description}>
                  {(props) => (
                    <textarea
                      {...props}
                      rows={2}
                      value={draft.description}
                      onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                    />
                  )}
                </FormField>
              </div>
            </div>
            <div className="d-flex gap-2 justify-content-end">
              <Button color="secondary" onClick={() => setDraft(null)}>
                {t("openings.cancel")}
              </Button>
              <Button type="submit" disabled={save.isPending} data-testid="opening-save">
                {t("openings.save")}
              </Button>
            </div>
          </form>
        ) : (
          <Button icon={biPlusLg} onClick={() => setDraft(EMPTY)} data-testid="opening-add">
            {t("openings.add")}
          </Button>
        )}
      </Modal.Body>
    </Modal>
  );
}
