import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Questionnaire } from "@office/shared/questionnaires/questionnaires.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { Button } from "../../../components/ui/button";
import { Switch } from "../../../components/ui/switch";
import { DateField } from "../../../components/ui/date-field";
import { useUpdateQuestionnaire } from "../api/questionnaires";

/**
 * The sender's / hr's settings of a sent questionnaire: a new deadline (today or later) and anonymity,
 * which locks once anyone answered (the server refuses with 409 as well).
 */
export function QuestionnaireSettings({ questionnaire: q }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation("questionnaires");
  const update = useUpdateQuestionnaire(q.id);
  const [deadline, setDeadline] = useState(q.deadline);
  const [anonymous, setAnonymous] = useState(q.anonymous);
  // anonymous answers waiting for their batch (issue 18 §2) lock it as well: someone has answered
  const isLocked = q.responses + q.pendingResponses > 0;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ deadline, ...(isLocked ? {} : { anonymous }) });
  };
  return (
    <form
      className="row g-2 align-items-end mt-2"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t("settings.title")}
    >
      <div className="col-auto">
        <label className="form-label small mb-1" htmlFor="settings-deadline">
          {t("settings.deadline")}
        </label>
        <DateField
          id="settings-deadline"
          className="form-control form-control-sm"
          min={budapestDate(Date.now())}
          value={deadline}
          onChange={setDeadline}
        />
      </div>
      <div className="col-auto">
        <Switch
          id="settings-anonymous"
          value={anonymous}
          onChange={setAnonymous}
          disabled={isLocked}
          label={t("settings.anonymous")}
        />
        {isLocked && <div className="form-text mt-0">{t("settings.anonymousLocked")}</div>}
      </div>
      <div className="col-auto">
        <Button type="submit" className="btn-sm" disabled={update.isPending}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
