import { useMemo, useState, type FormEvent } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { addCalendarDays, budapestDate } from "@office/shared/hu/budapest-time";
import { Button } from "../../../components/ui/button";
import { PersonMultiPicker } from "../../../components/ui/person-multi-picker";
import { Switch } from "../../../components/ui/switch";
import { DateField } from "../../../components/ui/date-field";
import { useEmployees } from "../../employees/api/list-employees";
import { useSendQuestionnaire } from "../api/questionnaires";
import { useTemplates } from "../api/templates";

type Mode = "people" | "departments" | "all";

/** The "Kiküldés" dialog (hr): template, title, recipients (people / departments / everyone), deadline, anonymity. */
export function SendDialog({
  show,
  templateId,
  onClose,
}: {
  show: boolean;
  templateId?: number;
  onClose: () => void;
}) {
  return (
    <Modal show={show} onHide={onClose} centered size="lg" aria-labelledby="send-dialog-title">
      {show && <SendForm key={templateId ?? 0} initialTemplateId={templateId} onClose={onClose} />}
    </Modal>
  );
}

function SendForm({
  initialTemplateId,
  onClose,
}: {
  initialTemplateId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation("questionnaires");
  const templates = useTemplates();
  const employees = useEmployees("active");
  const send = useSendQuestionnaire();
  const today = budapestDate(Date.now());
  const [templateId, setTemplateId] = useState(initialTemplateId ?? 0);
  const [title, setTitle] = useState("");
  const [mode, setMode] = useState<Mode>("people");
  const [people, setPeople] = useState<number[]>([]);
  const [departments, setDepartments] = useState<string[]>([]);
  const [deadline, setDeadline] = useState(addCalendarDays(today, 7));
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const departmentList = useMemo(
    () =>
      [
        ...new Set((employees.data ?? []).map((e) => e.department).filter((d): d is string => Boolean(d))),
      ].sort((a, b) => a.localeCompare(b, "hu")),
    [employees.data],
  );
  const chosenTemplate = templates.data?.find((x) => x.id === templateId);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!templateId) errs.templateId = t("send.errors.template");
    if (!(title.trim() || chosenTemplate?.name)) errs.title = t("send.errors.title");
    if (mode === "people" && people.length === 0) errs.recipientIds = t("send.errors.people");
    if (mode === "departments" && departments.length === 0) errs.departmentIds = t("send.errors.departments");
    if (!deadline || deadline < today) errs.deadline = t("send.errors.deadline");
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    try {
      await send.mutateAsync({
        templateId,
        title: title.trim() || chosenTemplate?.name || "",
        deadline,
        anonymous,
        ...(mode === "people"
          ? { recipientIds: people }
          : mode === "departments"
            ? { departmentIds: departments }
            : { all: true }),
      });
      onClose();
    } catch (err) {
      const fieldErrors = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
    }
  };

  const err = (key: string) =>
    errors[key] ? (
      <div className="invalid-feedback d-block" id={`send-${key}-error`}>
        {errors[key]}
      </div>
    ) : null;
  const invalid = (key: string) => (errors[key] ? " is-invalid" : "");
  const described = (key: string) => (errors[key] ? `send-${key}-error` : undefined);

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)}>
      <Modal.Header closeButton closeLabel={t("send.cancel")}>
        <Modal.Title id="send-dialog-title" as="h2" className="h5">
          {t("send.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="mb-3">
          <label className="form-label" htmlFor="send-template">
            {t("send.template")}
          </label>
          <select
            id="send-template"
            className={`form-select${invalid("templateId")}`}
            value={templateId}
            aria-describedby={described("templateId")}
            onChange={(e) => setTemplateId(Number(e.target.value))}
          >
            <option value={0}>{t("send.chooseTemplate")}</option>
            {(templates.data ?? []).map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.name}
              </option>
            ))}
          </select>
          {err("templateId")}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="send-title">
            {t("send.name")}
          </label>
          <input
            id="send-title"
            className={`form-control${invalid("title")}`}
            value={title}
            maxLength={200}
            placeholder={chosenTemplate?.name}
            aria-describedby={described("title")}
            onChange={(e) => setTitle(e.target.value)}
          />
          {err("title")}
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t("send.recipients")}</legend>
          {(["people", "departments", "all"] as const).map((m) => (
            <div className="form-check form-check-inline" key={m}>
              <input
                className="form-check-input"
                type="radio"
                name="send-mode"
                id={`send-mode-${m}`}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              <label className="form-check-label" htmlFor={`send-mode-${m}`}>
                {t(`send.mode.${m}`)}
              </label>
            </div>
          ))}
          {mode === "people" && (
            <div className="mt-2">
              <label className="form-label" htmlFor="send-people" id="send-people-label">
                {t("send.people")}
              </label>
              <PersonMultiPicker
                id="send-people"
                people={employees.data ?? []}
                value={people}
                onChange={setPeople}
                aria-invalid={Boolean(errors.recipientIds)}
                aria-describedby={`send-people-hint ${described("recipientIds") ?? ""}`.trim()}
                data-testid="send-people"
              />
              <div id="send-people-hint" className="form-text">
                {t("send.peopleHint")}
              </div>
              {err("recipientIds")}
            </div>
          )}
          {mode === "departments" && (
            <div className="mt-2" role="group" aria-label={t("send.departments")}>
              {departmentList.map((d) => (
                <div className="form-check" key={d}>
                  <input
                    className={`form-check-input${invalid("departmentIds")}`}
                    type="checkbox"
                    id={`send-dept-${d}`}
                    checked={departments.includes(d)}
                    onChange={() =>
                      setDepartments((prev) =>
                        prev.includes(d) ? prev.filter((x) => x !== d) : [...prev, d],
                      )
                    }
                  />
                  <label className="form-check-label" htmlFor={`send-dept-${d}`}>
                    {d}
                  </label>
                </div>
              ))}
              {err("departmentIds")}
            </div>
          )}
        </fieldset>
        <div className="mb-3">
          <label className="form-label" htmlFor="send-deadline">
            {t("send.deadline")}
          </label>
          <div className="d-inline-block">
            <DateField
              id="send-deadline"
              min={today}
              className={`form-control${invalid("deadline")}`}
              value={deadline}
              aria-describedby={described("deadline")}
              onChange={setDeadline}
            />
          </div>
          {err("deadline")}
        </div>
        <Switch value={anonymous} onChange={setAnonymous} label={t("send.anonymous")} id="send-anonymous" />
        <div className="form-text">{t("send.anonymousHint")}</div>
        {err("anonymous")}
      </Modal.Body>
      <Modal.Footer>
        <Button color="secondary" onClick={onClose}>
          {t("send.cancel")}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {t("send.submit")}
        </Button>
      </Modal.Footer>
    </form>
  );
}
