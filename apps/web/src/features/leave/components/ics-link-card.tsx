import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast/toast-store";
import { useChangeIcsLink, useIcsLink } from "../api/get-ics-link";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import {
  biArrowCounterclockwise,
  biCalendar2Week,
  biClipboard,
  biClipboardCheck,
  biPlusLg,
  biXCircle,
} from "../../../components/ui/icons";

/** The user's private, revocable ICS feed address (approved absences): copy, regenerate, revoke, create. */
export function IcsLinkCard() {
  const { t } = useTranslation("leave");
  const link = useIcsLink();
  const change = useChangeIcsLink();
  const [isCopied, setIsCopied] = useState(false);
  const url = link.data?.url ?? null;
  const handleCopy = async (): Promise<void> => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      showToast("info", t("ics.copied"));
    } catch {
      // no clipboard access (e.g. insecure origin): the field stays selectable
      document.getElementById("ics-link")?.focus();
    }
  };
  return (
    <section className="card" aria-labelledby="ics-title" data-testid="leave-ics-card">
      <div className="card-body">
        <h2 id="ics-title" className="h6 card-title">
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
              <label className="visually-hidden" htmlFor="ics-link">
                {t("ics.label")}
              </label>
              <input
                id="ics-link"
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
