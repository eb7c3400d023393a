import { useTranslation } from "react-i18next";
import { FeedLinkCard } from "../../../components/page/feed-link-card";
import { useChangeIcsLink, useEventIcsLink } from "../api/ics-link";
import "../i18n";

/** My personal, revocable programme feed address (`/api/event/icsLink`). */
export function IcsLinkCard() {
  const { t } = useTranslation("calendar");
  return (
    <FeedLinkCard
      t={t}
      link={useEventIcsLink()}
      change={useChangeIcsLink()}
      idPrefix="event-ics"
      testId="event-ics-card"
    />
  );
}
