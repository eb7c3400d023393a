import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuthUser } from "@office/shared/auth/auth.contract";
import { formatRelativeTime } from "../../../lib/format/relative-time";
import { useClientConfig } from "../../client-config/api/get-client-config";
import type { useEmployee } from "../../employees/api/get-employee";
import { DEFAULT_AVATAR_URL } from "../../employees/api/profile-url";
import { useNotifications } from "../../notifications/api/get-notifications";

/** How many notifications the home page lists. */
const LATEST_NOTIFICATION_COUNT = 5;

/** My profile card: picture, name, position, department, e-mail; links to `/profil`. */
export function ProfileCard({
  authUser,
  employee,
  name,
}: {
  authUser: AuthUser;
  employee: ReturnType<typeof useEmployee>;
  name: string;
}) {
  const { t } = useTranslation("home");
  return (
    <section className="card h-100" aria-labelledby="home-profile-title" data-testid="home-profile">
      <div className="card-body">
        <h2 id="home-profile-title" className="h5 card-title mb-3">
          {t("profile.title")}
        </h2>
        <div className="d-flex align-items-center gap-3 mb-3">
          <img
            src={authUser.profileUrl || DEFAULT_AVATAR_URL}
            alt={t("profile.picture")}
            width={64}
            height={64}
            className="rounded-circle app-avatar"
          />
          <div className="app-shrink text-break">
            <div className="fw-semibold">{name}</div>
            {employee.data?.position && <div>{employee.data.position}</div>}
            {employee.data?.department && (
              <div className="text-body-secondary">{employee.data.department}</div>
            )}
            {employee.data?.email && <div className="text-body-secondary small">{employee.data.email}</div>}
          </div>
        </div>
        <Link to="/profil" className="btn btn-outline-primary btn-sm">
          {t("profile.open")}
        </Link>
      </div>
    </section>
  );
}

/** My latest notifications, newest first (the shell's `GET /notification`, shared query). */
export function LatestNotificationsCard() {
  const { t } = useTranslation("home");
  const { data: notifications } = useNotifications(true);
  const latest = useMemo(
    () =>
      [...(notifications ?? [])]
        .sort((a, b) => Date.parse(b.createDateTime) - Date.parse(a.createDateTime))
        .slice(0, LATEST_NOTIFICATION_COUNT),
    [notifications],
  );
  return (
    <section
      className="card h-100"
      aria-labelledby="home-notifications-title"
      data-testid="home-notifications"
    >
      <div className="card-body">
        <h2 id="home-notifications-title" className="h5 card-title mb-3">
          {t("notifications:latest.title")}
        </h2>
        {latest.length === 0 ? (
          <p className="text-body-secondary mb-0">{t("notifications:latest.empty")}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {latest.map((n) => (
              <li key={n.id} className="app-home-notification">
                <div className={n.seen ? "" : "fw-semibold"}>
                  {!n.seen && <span className="app-unseen-marker" aria-hidden="true" />}
                  {n.title}
                </div>
                <time className="small text-body-secondary" dateTime={n.createDateTime}>
                  {formatRelativeTime(n.createDateTime)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** My company: the tenant's logo on its header colour and its name (client config). */
export function CompanyCard() {
  const { t } = useTranslation("home");
  const { config } = useClientConfig();
  return (
    <section className="card h-100" aria-labelledby="home-company-title" data-testid="home-company">
      <div className="card-body">
        <h2 id="home-company-title" className="h5 card-title mb-3">
          {t("company.title")}
        </h2>
        {config.logoSrc && (
          <div className="app-logo-frame mb-3" style={{ backgroundColor: config.headerColor }}>
            <img
              src={config.logoSrc}
              alt={t("company.logo", { name: config.name })}
              style={{ height: config.logoHeight }}
            />
          </div>
        )}
        <p className="fs-5 mb-0">{config.name}</p>
      </div>
    </section>
  );
}
