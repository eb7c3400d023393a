import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon";
import { biPaperclip } from "../../../components/ui/icons";
import "../i18n";

type AttachmentCountBadgeProps = {
  /** The record's `attachmentCount` from its list answer (issue 23 §4); nothing is shown for 0. */
  count: number;
  className?: string;
};

/**
 * A paperclip and the number of the record's attachments, for the list rows and cards of projects,
 * partners, cars, assets and external resources; hidden when the record has none. One image to
 * assistive technology, named "3 csatolmány" (also the hover title), so the bare number is never
 * read out alone.
 */
export function AttachmentCountBadge({ count, className }: AttachmentCountBadgeProps) {
  const { t } = useTranslation("attachments");
  if (count <= 0) return null;
  const label = t("count", { count });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`text-body-secondary small text-nowrap${className ? ` ${className}` : ""}`}
      data-testid="attachment-count"
    >
      <Icon icon={biPaperclip} />
      {count}
    </span>
  );
}
