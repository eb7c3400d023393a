import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { formatInstantDateTimeHu } from "@office/shared/hu/format";
import {
  MAIL_STATUSES,
  type MailOutboxItem,
  type MailStatus,
} from "@office/shared/mail/mail-outbox.contract";
import { ListPager } from "../../../components/page/list-pager";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { ResponsiveTable } from "../../../components/page/responsive-table";
import { Button } from "../../../components/ui/button";
import { biArrowCounterclockwise } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useMailOutbox, useRetryMail } from "../api/mail-outbox";
import "../i18n";

const STATUS_BADGE: Record<MailStatus, string> = {
  sent: "text-bg-success",
  waiting: "text-bg-secondary",
  failed: "text-bg-warning",
  expired: "text-bg-danger",
};

const isStatus = (value: string | null): value is MailStatus =>
  (MAIL_STATUSES as readonly (string | null)[]).includes(value);

/**
 * `/kimeno-levelek` (companyAdmin; issue 23 §1): the tenant's outgoing mail — when it was made, to whom,
 * the subject, its status (elküldve / küldésre vár / sikertelen, újrapróbálja / lejárt) with the next
 * attempt and the mail server's last refusal — filtered by status, 50 a page, newest first, and
 * "Küldés most" for a mail that waits or failed. The filter and page live in the URL (`?allapot=failed&oldal=2`).
 * Reached from `/ceg`; others see "Nincs jogosultságod" and nothing is requested.
 */
export function MailOutboxPage() {
  const { t } = useTranslation("mail-outbox");
  useBreadcrumb([{ name: t("title"), url: "/kimeno-levelek" }]);
  const isAdmin = useAuthStore((s) => hasPermission(s.authUser.role, "companyAdmin"));
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("allapot");
  const status = isStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Number.parseInt(params.get("oldal") ?? "1", 10) || 1);
  const outbox = useMailOutbox(status, page, isAdmin);
  const retry = useRetryMail();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <h1 className="h3 mb-3">{t("title")}</h1>
      {!isAdmin ? (
        <NoPermission />
      ) : (
        <>
          <p className="text-body-secondary">{t("intro")}</p>
          <QueryState query={outbox}>
            {(data) => (
              <>
                {!data.smtpConfigured && (
                  <div className="alert alert-warning" role="status">
                    {t("noSmtp")}
                  </div>
                )}
                <div className="mb-3" style={{ maxWidth: "22rem" }}>
                  <label className="form-label" htmlFor="mail-outbox-status">
                    {t("filter")}
                  </label>
                  <select
                    id="mail-outbox-status"
                    className="form-select"
                    value={status ?? ""}
                    onChange={(event) => set({ allapot: event.target.value || null, oldal: null })}
                  >
                    <option value="">
                      {t("all", {
                        count:
                          data.counts.sent + data.counts.waiting + data.counts.failed + data.counts.expired,
                      })}
                    </option>
                    {MAIL_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t("statusCount", { label: t(`statuses.${s}`), count: data.counts[s] })}
                      </option>
                    ))}
                  </select>
                </div>
                {data.items.length === 0 ? (
                  <p className="text-body-secondary">{t("empty")}</p>
                ) : (
                  <ResponsiveTable>
                    <table className="table align-middle" data-testid="mail-outbox-table">
                      <thead>
                        <tr>
                          <th scope="col">{t("columns.createdAt")}</th>
                          <th scope="col">{t("columns.to")}</th>
                          <th scope="col">{t("columns.subject")}</th>
                          <th scope="col">{t("columns.status")}</th>
                          <th scope="col">{t("columns.details")}</th>
                          <th scope="col">{t("columns.actions")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.items.map((item) => (
                          <MailRow
                            key={item.id}
                            item={item}
                            canSend={data.smtpConfigured}
                            isRetrying={retry.isPending && retry.variables === item.id}
                            onRetry={() => retry.mutate(item.id)}
                          />
                        ))}
                      </tbody>
                    </table>
                  </ResponsiveTable>
                )}
                <ListPager
                  page={data.page}
                  total={data.total}
                  pageSize={data.pageSize}
                  onPage={(next) => set({ oldal: next === 1 ? null : String(next) })}
                />
              </>
            )}
          </QueryState>
        </>
      )}
    </>
  );
}

/** An address that may wrap after its "@" only (never inside the name or the domain). */
function Address({ value }: { value: string }) {
  const at = value.lastIndexOf("@");
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

/** One mail; without SMTP (`canSend` false) nothing can be sent, so no next attempt and no button. */
function MailRow({
  item,
  canSend,
  isRetrying,
  onRetry,
}: {
  item: MailOutboxItem;
  canSend: boolean;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation("mail-outbox");
  const canRetry = canSend && (item.status === "waiting" || item.status === "failed");
  return (
    <tr data-testid="mail-outbox-row">
      <td className="text-nowrap">{formatInstantDateTimeHu(item.createdAt)}</td>
      <td>
        <Address value={item.to} />
      </td>
      <td className="text-break">
        {item.subject}
        {item.isInvitation && <span className="badge text-bg-info ms-2">{t("invitation")}</span>}
      </td>
      <td>
        <span className={`badge ${STATUS_BADGE[item.status]}`}>{t(`statuses.${item.status}`)}</span>
      </td>
      <td className="small">
        {item.sentAt && <div>{t("sentAt", { at: formatInstantDateTimeHu(item.sentAt) })}</div>}
        {item.attempts > 0 && item.status !== "sent" && <div>{t("attempts", { count: item.attempts })}</div>}
        {canSend && item.nextAttemptAt && (
          <div>{t("nextAttempt", { at: formatInstantDateTimeHu(item.nextAttemptAt) })}</div>
        )}
        {item.lastError && item.status !== "sent" && (
          <div className="text-danger-emphasis text-break">{item.lastError}</div>
        )}
      </td>
      <td>
        {canRetry && (
          <Button
            color="secondary"
            className="btn-sm text-nowrap"
            icon={biArrowCounterclockwise}
            disabled={isRetrying}
            onClick={onRetry}
            aria-label={t("retryLabel", { subject: item.subject })}
          >
            {t("retry")}
          </Button>
        )}
      </td>
    </tr>
  );
}
