import { useTranslation } from "react-i18next";
import { FeedLinkCard } from "../../../components/page/feed-link-card";
import { useChangeIcsLink, useIcsLink } from "../api/get-ics-link";
import "../i18n";

/** The user's private, revocable ICS feed address of their approved absences (`/api/leave/icsLink`). */
export function IcsLinkCard() {
  const { t } = useTranslation("leave");
  return (
    <FeedLinkCard
      t={t}
      link={useIcsLink()}
      change={useChangeIcsLink()}
      idPrefix="ics"
      testId="leave-ics-card"
    />
  );
}
