import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  canReceive,
  EMAIL_DELIVERIES,
  NOTIFICATION_TYPES,
  type EmailDelivery,
} from "@office/shared/notifications/notification-types";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biSave } from "../../../components/ui/icons";
import {
  useNotificationSettings,
  useSaveNotificationSettings,
  type NotificationSettings,
} from "../api/notification-settings";

/**
 * "E-mail-értesítések" on `/profil` (issue 23 §1, anchor `#ertesitesek`, where the mails' footer links):
 * per notification type, grouped as the catalogue groups them, whether it comes by e-mail at once, in the
 * daily digest, or not at all, and the hour of the digest. In-app notifications are not affected. Lists
 * only the types the user's roles can receive (the catalogue's `audience`: hr's year-end notice is not
 * offered to a plain employee).
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation("profile");
  const settings = useNotificationSettings();
  return (
    <section
      className="card"
      id="ertesitesek"
      aria-labelledby="notification-settings-title"
      data-testid="notification-settings"
    >
      <div className="card-body">
        <h2 id="notification-settings-title" className="h5 card-title mb-2">
          {t("notifications.title")}
        </h2>
        <p className="small text-body-secondary">{t("notifications.hint")}</p>
        <QueryState query={settings}>{(current) => <SettingsForm current={current} />}</QueryState>
      </div>
    </section>
  );
}

function SettingsForm({ current }: { current: NotificationSettings }) {
  const { t } = useTranslation("profile");
  const id = useId();
  const save = useSaveNotificationSettings();
  const [email, setEmail] = useState<Record<string, EmailDelivery>>(current.email);
  const [digestHour, setDigestHour] = useState(current.digestHour);
  const roles = useAuthStore((s) => s.authUser.role);
  const groups = useMemo(() => {
    const byGroup = new Map<string, (typeof NOTIFICATION_TYPES)[number][]>();
    for (const type of NOTIFICATION_TYPES.filter((info) => canReceive(info, roles)))
      byGroup.set(type.group, [...(byGroup.get(type.group) ?? []), type]);
    return [...byGroup];
  }, [roles]);
  const changed = Object.fromEntries(
    Object.entries(email).filter(([type, value]) => current.email[type] !== value),
  );
  const isDirty = Object.keys(changed).length > 0 || digestHour !== current.digestHour;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ email: changed, digestHour });
      }}
    >
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-sm-6 col-lg-4">
          <label className="form-label" htmlFor={`${id}-hour`}>
            {t("notifications.digestHour")}
          </label>
          <select
            id={`${id}-hour`}
            className="form-select"
            value={digestHour}
            onChange={(event) => setDigestHour(Number(event.target.value))}
            data-testid="digest-hour"
          >
            {Array.from({ length: 24 }, (_, hour) => (
              <option key={hour} value={hour}>
                {t("notifications.hour", { hour })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-3">
          <thead>
            <tr>
              <th scope="col">{t("notifications.type")}</th>
              <th scope="col">{t("notifications.delivery")}</th>
            </tr>
          </thead>
          {groups.map(([group, types]) => (
            <tbody key={group}>
              <tr>
                <th scope="rowgroup" colSpan={2} className="small fw-semibold bg-body-tertiary">
                  {group}
                </th>
              </tr>
              {types.map((type) => (
                <tr key={type.type}>
                  <th scope="row" className="fw-normal">
                    <label htmlFor={`${id}-${type.type}`} className="mb-0">
                      {type.label}
                    </label>
                  </th>
                  <td>
                    <select
                      id={`${id}-${type.type}`}
                      className="form-select form-select-sm"
                      value={email[type.type] ?? type.defaultEmail}
                      onChange={(event) =>
                        setEmail((prev) => ({ ...prev, [type.type]: event.target.value as EmailDelivery }))
                      }
                      data-testid={`email-${type.type}`}
                    >
                      {EMAIL_DELIVERIES.map((delivery) => (
                        <option key={delivery} value={delivery}>
                          {t(`notifications.deliveries.${delivery}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <Button type="submit" icon={biSave} disabled={save.isPending || !isDirty}>
        {t("notifications.save")}
      </Button>
    </form>
  );
}
