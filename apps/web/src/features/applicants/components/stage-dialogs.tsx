import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { DateField } from "../../../components/ui/date-field";
import { isHttpError } from "../../../lib/http/http-error";
import "../i18n";

type Target = { id: number; name: string };

/**
 * Asks for the rejection reason (required; the server keeps it with the stage it happened in) and
 * confirms. `onConfirm` answers when saved; a server field message lands under the field.
 */
export function RejectDialog({
  target,
  onConfirm,
  onCancel,
}: {
  target: Target | null;
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("applicants");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason("");
    setError(undefined);
    onCancel();
  };
  const submit = async () => {
    if (reason.trim() === "") {
      setError("Add meg az elutasítás okát.");
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason("");
      setError(undefined);
    } catch (err) {
      if (isHttpError(err)) setError(err.fieldErrors.reason ?? err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal show={target !== null} onHide={close} centered aria-labelledby="reject-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton closeLabel={t("openings.close")}>
          <Modal.Title id="reject-title" as="h2" className="h5">
            {t("reject.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t("reject.intro", { name: target?.name ?? "" })}</p>
          <FormField label={t("reject.reason")} error={error} className="mb-0">
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={reason}
                autoFocus
                data-testid="reject-reason"
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={close} disabled={busy}>
            {t("openings.cancel")}
          </Button>
          <Button color="warning" type="submit" disabled={busy} data-testid="reject-confirm">
            {t("reject.confirm")}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

/** Today in Budapest as `YYYY-MM-DD`. */
const todayInBudapest = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Budapest" }).format(new Date());

/**
 * The Felvétel (hire) dialog: asks for the first day of employment; the server creates the employee
 * from the applicant (the usual employee rules) and marks the applicant hired.
 */
export function HireDialog({
  target,
  onConfirm,
  onCancel,
}: {
  target: Target | null;
  onConfirm: (employmentStart: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("applicants");
  const [start, setStart] = useState(todayInBudapest);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(undefined);
    onCancel();
  };
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm(start);
      setError(undefined);
    } catch (err) {
      if (isHttpError(err)) setError(err.fieldErrors.employmentStart ?? err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal show={target !== null} onHide={close} centered aria-labelledby="hire-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton closeLabel={t("openings.close")}>
          <Modal.Title id="hire-title" as="h2" className="h5">
            {t("hire.title")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t("hire.intro", { name: target?.name ?? "" })}</p>
          <FormField label={t("hire.start")} error={error} className="mb-0">
            {(props) => (
              <DateField {...props} required value={start} data-testid="hire-start" onChange={setStart} />
            )}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={close} disabled={busy}>
            {t("openings.cancel")}
          </Button>
          <Button color="success" type="submit" disabled={busy} data-testid="hire-confirm">
            {t("hire.confirm")}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
