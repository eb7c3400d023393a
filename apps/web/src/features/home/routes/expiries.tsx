import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import {
  EXPIRY_HORIZONS,
  EXPIRY_KINDS,
  type ExpiryHorizon,
  type ExpiryKind,
} from "@office/shared/reminders/reminders.contract";
import { QueryState } from "../../../components/page/query-state";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { ReminderSettingsCard } from "../../company/components/reminder-settings-card";
import { useExpiries } from "../api/get-expiries";
import { ExpiriesTable } from "../components/expiries-table";

const isHorizon = (v: string | null): v is ExpiryHorizon => EXPIRY_HORIZONS.some((h) => h === v);
const isKind = (v: string | null): v is ExpiryKind => EXPIRY_KINDS.some((k) => k === v);

/**
 * `/lejaratok` „Lejáró határidők” (issue 23 §2): everything the signed-in user owns or manages that
 * expires within the chosen horizon (`?horizon=month|30|90|expired`, default 30 days) and of the chosen
 * kind (`?kind=`), soonest first, each linking to its page (`GET /api/expiries`); a table on wide
 * screens, cards on the phone. hr and companyAdmin also set the tenant's reminder days here (the same
 * card as on `/ceg`).
 */
export function ExpiriesPage() {
  const { t } = useTranslation("home");
  useBreadcrumb([{ name: t("expiriesPage.title"), url: "/lejaratok" }]);
  const [params, setParams] = useSearchParams();
  const rawHorizon = params.get("horizon");
  const rawKind = params.get("kind");
  const horizon: ExpiryHorizon = isHorizon(rawHorizon) ? rawHorizon : "30";
  const kind: ExpiryKind | null = isKind(rawKind) ? rawKind : null;
  const canSetDays = useAuthStore(
    (s) => hasPermission(s.authUser.role, "hr") || hasPermission(s.authUser.role, "companyAdmin"),
  );
  const expiries = useExpiries(horizon, kind);

  const choose = (next: { horizon?: ExpiryHorizon; kind?: ExpiryKind | null }) => {
    const h = next.horizon ?? horizon;
    const k = next.kind === undefined ? kind : next.kind;
    const search = new URLSearchParams();
    if (h !== "30") search.set("horizon", h);
    if (k) search.set("kind", k);
    setParams(search, { replace: true });
  };

  return (
    <>
      <h1 className="h3 mb-3">{t("expiriesPage.title")}</h1>
      <div className="row g-3">
        <div className={canSetDays ? "col-12 col-xl-8" : "col-12"}>
          <section className="card" aria-labelledby="expiries-list-title">
            <div className="card-body">
              <h2 id="expiries-list-title" className="visually-hidden">
                {t("expiriesPage.listTitle")}
              </h2>
              <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
                <div role="radiogroup" aria-label={t("expiriesPage.horizon")} className="btn-group flex-wrap">
                  {EXPIRY_HORIZONS.map((h) => (
                    <button
                      key={h}
                      type="button"
                      role="radio"
                      aria-checked={h === horizon}
                      className={`btn btn-sm ${h === horizon ? "btn-primary" : "btn-outline-primary"}`}
                      onClick={() => choose({ horizon: h })}
                    >
                      {t(`expiriesPage.horizons.${h}`)}
                    </button>
                  ))}
                </div>
                <div className="ms-sm-auto">
                  <label htmlFor="expiries-kind" className="form-label small mb-1">
                    {t("expiriesPage.kind")}
                  </label>
                  <select
                    id="expiries-kind"
                    className="form-select form-select-sm"
                    value={kind ?? ""}
                    onChange={(e) => choose({ kind: isKind(e.target.value) ? e.target.value : null })}
                  >
                    <option value="">{t("expiriesPage.allKinds")}</option>
                    {EXPIRY_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`expiries.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <QueryState
                query={expiries}
                isEmpty={(d) => d.count === 0}
                empty={t(horizon === "expired" ? "expiriesPage.emptyExpired" : "expiriesPage.empty")}
              >
                {(data) => (
                  <>
                    <p className="small text-body-secondary" aria-live="polite">
                      {t("expiriesPage.count", { count: data.count })}
                    </p>
                    <ExpiriesTable items={data.items} />
                  </>
                )}
              </QueryState>
            </div>
          </section>
        </div>
        {canSetDays && (
          <div className="col-12 col-xl-4">
            <ReminderSettingsCard />
          </div>
        )}
      </div>
    </>
  );
}
