import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast/toast-store";
import { useIcsLink } from "../api/get-ics-link";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import { biCalendar2Week, biClipboard, biClipboardCheck } from "../../../components/ui/icons";

/** The user's private ICS feed address (approved absences) with a copy button. */
export function IcsLinkCard() {
  const { t } = useTranslation("leave");
  const link = useIcsLink();
  const [isCopied, setIsCopied] = useState(false);
  const handleCopy = async (): Promise<void> => {
    if (!link.data) return;
    try {
      await navigator.clipboard.writeText(link.data.url);
      setIsCopied(true);
      showToast("info", t("ics.copied"));
    } catch {
      // no clipboard access (e.g. insecure origin): the field stays selectable
      document.getElementById("ics-link")?.focus();
    }
  };
  return (
    <section className="card" aria-labelledby="ics-title">
      <div className="card-body">
        <h2 id="ics-title" className="h6 card-title">
          <Icon icon={biCalendar2Week} className="me-1" />
          {t("ics.title")}
        </h2>
        <p className="small text-body-secondary">{t("ics.body")}</p>
        {link.isError ? (
          <p role="alert">{t("common:loadError")}</p>
        ) : (
          <div className="input-group input-group-sm">
            <label className="visually-hidden" htmlFor="ics-link">
              {t("ics.label")}
            </label>
            <input
              id="ics-link"
              type="text"
              className="form-control"
              readOnly
              value={link.data?.url ?? ""}
              onFocus={(event) => event.target.select()}
            />
            <Button
              color="secondary"
              icon={isCopied ? biClipboardCheck : biClipboard}
              onClick={() => void handleCopy()}
              disabled={!link.data}
            >
              {t("ics.copy")}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
