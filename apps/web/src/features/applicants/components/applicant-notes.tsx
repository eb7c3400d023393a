import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicantDetail } from "@office/shared/applicants/applicants.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { isHttpError } from "../../../lib/http/http-error";
import { useAddNote, useApplicantNotes } from "../api/applicant-extras";
import { formatInstant } from "./format";
import "../i18n";

/** Interview notes, each with its interviewer's 1–5 score, and the form to add the caller's own. */
export function ApplicantNotes({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation("applicants");
  const notes = useApplicantNotes(applicant.id, true);
  const add = useAddNote(applicant.id);
  const [score, setScore] = useState(3);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await add.mutateAsync({ score, note });
      setNote("");
      setErrors({});
    } catch (err) {
      if (isHttpError(err)) setErrors({ note: err.message, ...err.fieldErrors });
    }
  };
  return (
    <section className="card mb-3" aria-labelledby="notes-title">
      <div className="card-header d-flex justify-content-between">
        <h2 id="notes-title" className="h6 mb-0">
          {t("detail.notes")}
        </h2>
        {applicant.averageScore !== null && (
          <span className="small">
            {t("detail.average", { score: applicant.averageScore.toLocaleString("hu-HU") })}
          </span>
        )}
      </div>
      <div className="card-body">
        <QueryState query={notes} isEmpty={(rows) => rows.length === 0} empty={t("detail.noNotes")}>
          {(rows) => (
            <ul className="list-unstyled" data-testid="applicant-notes">
              {rows.map((n) => (
                <li key={n.id} className="border-bottom pb-2 mb-2">
                  <div className="d-flex justify-content-between">
                    <strong>{n.interviewerName}</strong>
                    <span className="badge text-bg-info">{n.score} / 5</span>
                  </div>
                  <p className="mb-1" style={{ whiteSpace: "pre-line" }}>
                    {n.note}
                  </p>
                  <div className="small text-body-secondary">{formatInstant(n.createdAt)}</div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {!applicant.anonymised && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="row g-2">
              <div className="col-12 col-sm-4">
                <FormField label={t("detail.score")} error={errors.score} controlClassName="form-select">
                  {(props) => (
                    <select {...props} value={score} onChange={(e) => setScore(Number(e.target.value))}>
                      {[1, 2, 3, 4, 5].map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <div className="col-12">
                <FormField label={t("detail.note")} error={errors.note}>
                  {(props) => (
                    <textarea {...props} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
                  )}
                </FormField>
              </div>
            </div>
            <Button type="submit" disabled={add.isPending}>
              {t("detail.addNote")}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
