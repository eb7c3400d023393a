import { budapestDate } from "@office/shared/hu/budapest-time";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Reminder } from "@office/shared/fleet/reminders.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import { DateField } from "../../../components/ui/date-field";
import { useMarkReminderDone } from "../api/trips-api";
import { expiryColor, useExpiryText } from "./expiry-badge";
import "../i18n";

/**
 * A list of reminders (a car's, or every open one): kind, subject, due date in colour, and for fleet
 * managers "Elvégezve…" with the done date and, for licence, medical and card, the new expiry (MOT and
 * insurance are computed by the server).
 */
export function RemindersList({
  reminders,
  canManage,
  showCar = false,
}: {
  reminders: readonly Reminder[];
  canManage: boolean;
  showCar?: boolean;
}) {
  const { t } = useTranslation("cars");
  const text = useExpiryText();
  const mark = useMarkReminderDone();
  const [open, setOpen] = useState<number | null>(null);
  const [doneDate, setDoneDate] = useState(() => budapestDate(Date.now()));
  const [nextDue, setNextDue] = useState("");
  if (reminders.length === 0) return <p className="text-body-secondary">{t("reminders.empty")}</p>;
  return (
    <ul className="list-group" data-testid="reminders-list">
      {reminders.map((r) => (
        <li key={r.id} className="list-group-item">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold me-auto">
              {t(`kind.${r.kind}`)}
              {showCar && r.plate ? ` – ${r.plate}` : ""}
              <span className="fw-normal text-body-secondary">
                {" "}
                {r.label.includes("–") ? r.label.slice(r.label.indexOf("–")) : ""}
              </span>
            </span>
            {r.doneAt ? (
              <span className="badge text-bg-secondary">
                {t("reminders.doneOn", {
                  date: formatDateHu(r.doneDate ?? ""),
                  next: formatDateHu(r.nextDueDate ?? ""),
                })}
              </span>
            ) : (
              <span className={`badge text-bg-${expiryColor(r.daysLeft)}`}>
                {formatDateHu(r.dueDate)} ({text(r.daysLeft)})
              </span>
            )}
            {canManage && !r.doneAt && (
              <Button color="gray" onClick={() => setOpen(open === r.id ? null : r.id)}>
                {t("reminders.markDone")}
              </Button>
            )}
          </div>
          {open === r.id && (
            <form
              className="row g-2 align-items-end mt-1"
              onSubmit={(e) => {
                e.preventDefault();
                mark.mutate(
                  { id: r.id, input: { doneDate, nextDueDate: nextDue || null } },
                  { onSuccess: () => setOpen(null) },
                );
              }}
            >
              <div className="col-6 col-md-4">
                <label className="form-label" htmlFor={`done-${r.id}`}>
                  {t("reminders.doneDate")}
                </label>
                <DateField id={`done-${r.id}`} required value={doneDate} onChange={setDoneDate} />
              </div>
              <div className="col-6 col-md-4">
                <label className="form-label" htmlFor={`next-${r.id}`}>
                  {t("reminders.nextDueDate")}
                </label>
                <DateField
                  id={`next-${r.id}`}
                  value={nextDue}
                  onChange={setNextDue}
                  aria-describedby={`next-hint-${r.id}`}
                />
              </div>
              <div className="col-12 col-md-4">
                <Button type="submit" disabled={mark.isPending}>
                  {t("reminders.confirm")}
                </Button>
              </div>
              <div id={`next-hint-${r.id}`} className="form-text col-12">
                {t("reminders.nextDueHint")}
              </div>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
