import { useState } from "react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { Button } from "../ui/button";
import { showToast } from "../../lib/toast/toast-store";
import { Icon } from "../ui/icon";
import {
  biArrowCounterclockwise,
  biCalendar2Week,
  biClipboard,
  biClipboardCheck,
  biPlusLg,
  biXCircle,
} from "../ui/icons";

/**
 * A private, revocable calendar feed address (ICS) of the signed-in user — the programme calendar's and
 * the leave page's: copy, regenerate (the old address stops at once), revoke, create. `t` is the domain's
 * translation, with the keys `ics.title`, `ics.body`, `ics.label`, `ics.none`, `ics.create`, `ics.copy`,
 * `ics.copied`, `ics.regenerate`, `ics.revoke`; `link` answers `{ url }` (null: none is live) and
 * `change` takes "regenerate" or "revoke". While the address loads, the field keeps its room.
 */
export function FeedLinkCard({
  t,
  link,
  change,
  idPrefix,
  testId,
}: {
  t: TFunction;
  link: UseQueryResult<{ url: string | null }>;
  change: UseMutationResult<unknown, Error, "regenerate" | "revoke">;
  /** Prefix of the element ids (`<prefix>-title`, `<prefix>-link`): unique on the page. */
  idPrefix: string;
  testId: string;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const url = link.data?.url ?? null;
  const fieldId = `${idPrefix}-link`;
  const titleId = `${idPrefix}-title`;
  const handleCopy = async (): Promise<void> => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      showToast("info", t("ics.copied"));
    } catch {
      // no clipboard access (e.g. insecure origin): the field stays selectable
      document.getElementById(fieldId)?.focus();
    }
  };
  return (
    <section className="card" aria-labelledby={titleId} data-testid={testId}>
      <div className="card-body">
        <h2 id={titleId} className="h6 card-title">
          <Icon icon={biCalendar2Week} className="me-1" />
          {t("ics.title")}
        </h2>
        <p className="small text-body-secondary">{t("ics.body")}</p>
        {link.isError && <p role="alert">{t("common:loadError")}</p>}
        {link.data && !url && (
          <div className="d-flex align-items-center gap-2 flex-wrap">
            <span className="small">{t("ics.none")}</span>
            <Button
              color="secondary"
              icon={biPlusLg}
              disabled={change.isPending}
              onClick={() => change.mutate("regenerate")}
            >
              {t("ics.create")}
            </Button>
          </div>
        )}
        {!link.isError && (url || !link.data) && (
          <>
            <div className="input-group input-group-sm mb-2">
              <label className="visually-hidden" htmlFor={fieldId}>
                {t("ics.label")}
              </label>
              <input
                id={fieldId}
                type="text"
                className="form-control"
                readOnly
                value={url ?? ""}
                onFocus={(event) => event.target.select()}
              />
              <Button
                color="secondary"
                icon={isCopied ? biClipboardCheck : biClipboard}
                onClick={() => void handleCopy()}
                disabled={!url}
              >
                {t("ics.copy")}
              </Button>
            </div>
            <div className="d-flex gap-2">
              <Button
                color="gray"
                icon={biArrowCounterclockwise}
                disabled={!url || change.isPending}
                onClick={() => {
                  setIsCopied(false);
                  change.mutate("regenerate");
                }}
              >
                {t("ics.regenerate")}
              </Button>
              <Button
                color="gray"
                icon={biXCircle}
                disabled={!url || change.isPending}
                onClick={() => change.mutate("revoke")}
              >
                {t("ics.revoke")}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
