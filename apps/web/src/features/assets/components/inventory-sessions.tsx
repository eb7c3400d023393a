import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Inventory } from "@office/shared/assets/inventory.contract";
import { formatHuf } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import { biDownload, biFileEarmarkSpreadsheet } from "../../../components/ui/icons";
import { formatDateTimeHu } from "../../employees/utils/format";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadInventoryReport } from "../api/inventory";
import "../i18n";

/** Counted share of the expected lines, whole percent (100 when nothing is expected). */
export function inventoryProgress(summary: Inventory["summary"]): number {
  if (summary.expected === 0) return 100;
  return Math.min(100, Math.round((Math.min(summary.counted, summary.expected) / summary.expected) * 100));
}

/**
 * `/leltar`'s sessions (issue 19 §4): the open ones (with their counting progress: counted of expected, found
 * so far) and the closed ones (results: found, missing, discrepancies — surplus, wrong place, wrong holder — the
 * shortage and surplus at book value, and the closing report as Excel or PDF), each a table newest first.
 */
export function InventorySessions({ sessions }: { sessions: readonly Inventory[] }) {
  const { t } = useTranslation("assets");
  const open = sessions.filter((s) => s.status === "open");
  const closed = sessions.filter((s) => s.status === "closed");
  return (
    <div data-testid="inventory-sessions">
      <SessionTable
        id="inventory-open"
        title={t("inventory.openSessions")}
        empty={t("inventory.noOpen")}
        sessions={open}
      />
      <SessionTable
        id="inventory-closed"
        title={t("inventory.closedSessions")}
        empty={t("inventory.noClosed")}
        sessions={closed}
      />
    </div>
  );
}

function SessionTable({
  id,
  title,
  empty,
  sessions,
}: {
  id: string;
  title: string;
  empty: string;
  sessions: readonly Inventory[];
}) {
  const { t } = useTranslation("assets");
  const download = async (session: Inventory, format: "xlsx" | "pdf") => {
    try {
      saveBlob(await downloadInventoryReport(session.id, format), `leltar-${session.id}.${format}`);
    } catch {
      // the HTTP client has shown the danger toast
    }
  };
  return (
    <section className="mt-4" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 className="h5" id={`${id}-title`}>
        {title} <span className="badge text-bg-secondary">{sessions.length}</span>
      </h2>
      {sessions.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">{t("inventory.name")}</th>
                <th scope="col">{t("inventory.scope")}</th>
                <th scope="col">{t("inventory.started")}</th>
                <th scope="col" style={{ minWidth: "11rem" }}>
                  {t("inventory.progress")}
                </th>
                <th scope="col">{t("inventory.results")}</th>
                <th scope="col" className="text-end">
                  {t("inventory.shortage")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("inventory.report")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => {
                const percent = inventoryProgress(s.summary);
                const discrepancies = s.summary.unexpected + s.summary.wrongLocation + s.summary.wrongHolder;
                return (
                  <tr key={s.id} data-testid="inventory-session">
                    <td>
                      <Link to={`/leltar?id=${s.id}`}>{s.name}</Link>
                    </td>
                    <td className="small">
                      {[s.location, s.category].filter(Boolean).join(" · ") || t("inventory.allAssets")}
                    </td>
                    <td className="small">
                      {formatDateTimeHu(s.createdAt)}
                      {s.createdBy && <div className="text-body-secondary">{s.createdBy}</div>}
                      {s.closedAt && (
                        <div className="text-body-secondary">
                          {t("inventory.closedAt", { at: formatDateTimeHu(s.closedAt) })}
                        </div>
                      )}
                    </td>
                    <td>
                      <div
                        className="progress"
                        role="progressbar"
                        aria-label={t("inventory.progressLabel", { name: s.name })}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={percent}
                      >
                        <div
                          className={`progress-bar${s.status === "closed" ? " bg-success" : ""}`}
                          style={{ width: `${percent}%` }}
                        />
                      </div>
                      <div className="small">
                        {t("inventory.countedOf", {
                          counted: s.summary.counted,
                          expected: s.summary.expected,
                          percent,
                        })}
                      </div>
                    </td>
                    <td className="small">
                      {t("inventory.resultSummary", {
                        found: s.summary.found,
                        missing: s.status === "closed" ? s.summary.missing : s.summary.pending,
                        discrepancies,
                      })}
                      {s.status === "open" && (
                        <div className="text-body-secondary">{t("inventory.pendingNote")}</div>
                      )}
                    </td>
                    <td className="text-end small">
                      {s.status === "closed" ? formatHuf(s.summary.shortageHuf) : "–"}
                    </td>
                    <td className="text-nowrap">
                      {s.status === "closed" ? (
                        <>
                          <Button
                            color="secondary"
                            icon={biFileEarmarkSpreadsheet}
                            className="btn-sm me-1"
                            aria-label={t("inventory.xlsxOf", { name: s.name })}
                            onClick={() => void download(s, "xlsx")}
                          >
                            {t("inventory.xlsx")}
                          </Button>
                          <Button
                            color="secondary"
                            icon={biDownload}
                            className="btn-sm"
                            aria-label={t("inventory.pdfOf", { name: s.name })}
                            onClick={() => void download(s, "pdf")}
                          >
                            {t("inventory.pdf")}
                          </Button>
                        </>
                      ) : (
                        <Link to={`/leltar?id=${s.id}`} className="btn btn-primary btn-sm">
                          {t("inventory.continue")}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
