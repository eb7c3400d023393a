import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** DESIGN §3: the host names no tenant (the client config answered 404). */
export function TenantNotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t("tenantNotFound.title")} - Office`;
  }, [t]);
  return (
    <main id="main-content" className="app-message-page">
      <h1 className="h3">{t("tenantNotFound.title")}</h1>
      <p>{t("tenantNotFound.description", { host: window.location.hostname })}</p>
    </main>
  );
}
