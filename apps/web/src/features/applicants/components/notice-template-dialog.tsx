import { useEffect, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { biSave } from "../../../components/ui/icons";
import { isHttpError } from "../../../lib/http/http-error";
import { useNoticeTemplate, useSaveNoticeTemplate } from "../api/applicant-extras";
import { formatInstant } from "./format";
import "../i18n";

/**
 * Editing the notice e-mail unsuccessful applicants get (hr): subject and text with the `{nev}`,
 * `{pozicio}`, `{ceg}` placeholders. The default text shows until the tenant saves its own.
 */
export function NoticeTemplateDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation("applicants");
  const template = useNoticeTemplate(show);
  const save = useSaveNoticeTemplate();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (template.data) {
      setSubject(template.data.subject);
      setBody(template.data.body);
    }
  }, [template.data]);
  const submit = async () => {
    try {
      await save.mutateAsync({ subject, body });
      setErrors({});
      onClose();
    } catch (err) {
      if (isHttpError(err)) setErrors(err.fieldErrors);
    }
  };
  return (
    <Modal show={show} onHide={onClose} size="lg" aria-labelledby="template-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton closeLabel={t("openings.close")}>
          <Modal.Title id="template-title" as="h2" className="h5">
            {t("template.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <QueryState query={template}>
            {(data) => (
              <>
                <p className="small text-body-secondary">{t("template.hint")}</p>
                <FormField label={t("template.subject")} error={errors.subject}>
                  {(props) => (
                    <input {...props} value={subject} onChange={(e) => setSubject(e.target.value)} />
                  )}
                </FormField>
                <FormField label={t("template.body")} error={errors.body}>
                  {(props) => (
                    <textarea {...props} rows={9} value={body} onChange={(e) => setBody(e.target.value)} />
                  )}
                </FormField>
                <p className="small text-body-secondary mb-0">
                  {data.updatedAt
                    ? t("template.updated", { by: data.updatedBy ?? "", at: formatInstant(data.updatedAt) })
                    : t("template.default")}
                </p>
              </>
            )}
          </QueryState>
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={onClose}>
            {t("openings.cancel")}
          </Button>
          <Button type="submit" icon={biSave} disabled={save.isPending || !template.data}>
            {t("template.save")}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
