import { useTranslation } from "react-i18next";
import { formatHuf } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import { biArrowCounterclockwise, biTrash } from "../../../components/ui/icons";
import { flushOutbox, removeEntry, useOutboxStore, type OutboxEntry } from "../api/fleet-outbox";
import { usePendingEntries } from "../api/offline-save";
import "../i18n";

const km = (n: number) => n.toLocaleString("hu-HU");
const huDate = (iso: string) => iso.replaceAll("-", ". ") + ".";

/**
 * The car's trips or fuel fills saved on the phone without signal (issue 19 §5), each marked
 * "nem elküldött" until the outbox sends it; an entry the server refused shows its message and can be
 * dropped. Renders nothing while the outbox holds none for this car.
 */
export function PendingEntries({ carId, kind }: { carId: number; kind: OutboxEntry["kind"] }) {
  const { t } = useTranslation("cars");
  const entries = usePendingEntries(carId, kind);
  const isSending = useOutboxStore((s) => s.isSending);
  if (entries.length === 0) return null;
  return (
    <section className="card border-warning mb-3" aria-labelledby={`pending-${kind}-title`}>
      <div className="card-body py-2">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={`pending-${kind}-title`} className="h6 mb-0 me-auto">
            {t("outbox.title")}
          </h2>
          <Button
            color="secondary"
            className="btn-sm"
            icon={biArrowCounterclockwise}
            disabled={isSending}
            onClick={() => void flushOutbox()}
          >
            {t("outbox.sendNow")}
          </Button>
        </div>
        <p className="small mb-2" role="status">
          {t(kind === "trip" ? "outbox.queuedTrip" : "outbox.queuedFuel")}
        </p>
        <ul className="list-unstyled mb-0" data-testid={`pending-${kind}`}>
          {entries.map((entry) => (
            <li
              key={entry.clientId}
              className="d-flex flex-wrap align-items-center gap-2 py-1 border-top"
              data-testid="pending-entry"
            >
              <span className="badge text-bg-warning">{t("outbox.notSent")}</span>
              <span className="me-auto">
                {entry.kind === "trip"
                  ? t("outbox.trip", {
                      date: huDate(entry.input.date),
                      from: entry.input.from,
                      to: entry.input.to,
                      startKm: km(entry.input.startKm),
                      endKm: km(entry.input.endKm),
                    })
                  : t("outbox.fuel", {
                      date: huDate(entry.input.date),
                      liters: entry.input.liters.toLocaleString("hu-HU"),
                      totalHuf: formatHuf(entry.input.totalHuf),
                      odometerKm: km(entry.input.odometerKm),
                    })}
                {entry.error !== null && (
                  <span className="d-block small text-danger-emphasis">
                    {t("outbox.refused", { message: entry.error })}
                  </span>
                )}
              </span>
              {entry.error !== null && (
                <Button
                  color="gray"
                  className="btn-sm"
                  icon={biTrash}
                  onClick={() => {
                    if (window.confirm(t("outbox.removeConfirm"))) void removeEntry(entry.clientId);
                  }}
                >
                  {t("outbox.remove")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
