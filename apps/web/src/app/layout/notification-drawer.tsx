import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import CloseButton from "react-bootstrap/CloseButton";
import Offcanvas from "react-bootstrap/Offcanvas";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { formatRelativeTime } from "../../lib/format/relative-time";
import { useNotifications } from "../../features/notifications/api/get-notifications";
import {
  useMarkAllNotificationsSeen,
  useMarkNotificationSeen,
} from "../../features/notifications/api/mark-notification-seen";
import {
  SAME_PAGE_RELOAD_DELAY_MS,
  planNotificationNavigation,
  sortNewestFirst,
} from "./notification-routing";
import { TEST_IDS } from "./test-ids";

type NotificationListProps = {
  notifications: readonly Notification[];
  onOpen: (notification: Notification) => void;
  onMarkSeen: (notification: Notification) => void;
};

/**
 * The drawer's items, newest first. A component of its own so that it renders only while the drawer is
 * open (the closed Offcanvas renders no children): the bell's drawer is part of every signed-in page,
 * and building every item with its relative time on each render of a closed drawer was a long task on a
 * phone (issue 19 §6).
 */
function NotificationList({ notifications, onOpen, onMarkSeen }: NotificationListProps) {
  const { t } = useTranslation("notifications");
  return (
    <ul className="list-unstyled mb-0">
      {notifications.map((notification) => (
        <li
          key={notification.id}
          data-testid={TEST_IDS.notificationItem}
          data-notification-id={notification.id}
          className={`app-notification${notification.seen ? "" : " is-unseen"}`}
        >
          <button type="button" className="app-notification-body" onClick={() => onOpen(notification)}>
            <span className="app-notification-title">
              {!notification.seen && <span className="visually-hidden">{t("drawer.unseen")}: </span>}
              {notification.title}
            </span>
            <span className="app-notification-description">{notification.description}</span>
            <time className="app-notification-time" dateTime={notification.createDateTime}>
              {formatRelativeTime(notification.createDateTime)}
            </time>
          </button>
          {!notification.seen && (
            <CloseButton
              className="app-notification-close"
              data-testid={TEST_IDS.notificationClose}
              aria-label={t("drawer.markSeen", { title: notification.title })}
              onClick={() => onMarkSeen(notification)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §9: the drawer is 25rem wide. */
export const NOTIFICATION_DRAWER_WIDTH = "25rem";

type NotificationDrawerProps = { show: boolean; onHide: () => void };

/**
 * SPEC §2 notification panel: a right-hand drawer, newest first; unseen items have a close button that
 * marks them seen; clicking an item marks it seen and follows the SPEC's routing rules. While any is
 * unseen, "Mind olvasott" marks them all seen in one call (issue 19 §4).
 */
export function NotificationDrawer({ show, onHide }: NotificationDrawerProps) {
  const { t } = useTranslation("notifications");
  const { data, refetch } = useNotifications(true);
  const markSeen = useMarkNotificationSeen();
  const markAll = useMarkAllNotificationsSeen();
  const [markedCount, setMarkedCount] = useState<number | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const notifications = useMemo(() => sortNewestFirst(data ?? []), [data]);

  const unseenCount = notifications.filter((n) => !n.seen).length;

  useEffect(() => {
    // SPEC §4: fetched again each time the drawer opens.
    if (show) void refetch();
    if (!show) setMarkedCount(null);
  }, [show, refetch]);

  const handleMarkAll = (): void => {
    markAll.mutate(undefined, { onSuccess: (result) => setMarkedCount(result.updated) });
  };

  const handleMarkSeen = (notification: Notification): void => {
    markSeen.mutate(notification.id);
  };

  const handleOpen = async (notification: Notification): Promise<void> => {
    if (!notification.seen) await markSeen.mutateAsync(notification.id).catch(() => undefined);
    const plan = planNotificationNavigation(notification, pathname);
    if (!plan) return;
    onHide();
    void navigate(`${plan.pathname}${plan.search ?? ""}${plan.hash}`);
    if (plan.shouldReload) setTimeout(() => window.location.reload(), SAME_PAGE_RELOAD_DELAY_MS);
  };

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      aria-labelledby="notification-drawer-title"
      data-testid={TEST_IDS.notificationDrawer}
      className="app-notification-drawer"
      style={{ width: NOTIFICATION_DRAWER_WIDTH }}
    >
      <Offcanvas.Header>
        <Offcanvas.Title as="h2" id="notification-drawer-title" className="h5">
          {t("drawer.title")}
        </Offcanvas.Title>
        <div className="d-flex align-items-center gap-2">
          {unseenCount > 0 && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary text-body"
              data-testid={TEST_IDS.notificationMarkAll}
              title={t("drawer.markAllHint")}
              disabled={markAll.isPending}
              onClick={handleMarkAll}
            >
              {t("drawer.markAll")}
            </button>
          )}
          <CloseButton aria-label={t("drawer.close")} onClick={onHide} />
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <p className="visually-hidden" role="status">
          {markedCount !== null && markedCount > 0 ? t("drawer.allSeen", { count: markedCount }) : ""}
        </p>
        {notifications.length === 0 ? (
          <p className="p-3 text-body-secondary">{t("drawer.empty")}</p>
        ) : (
          <NotificationList
            notifications={notifications}
            onOpen={(notification) => void handleOpen(notification)}
            onMarkSeen={handleMarkSeen}
          />
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
