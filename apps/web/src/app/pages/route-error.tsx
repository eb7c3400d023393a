import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Shown when a route fails to render or its chunk cannot be loaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t("routeError.title")} - Office`;
  }, [t]);
  return (
    <main id="main-content" className="app-message-page">
      <h1 className="h3">{t("routeError.title")}</h1>
      <p>{t("routeError.description")}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t("actions.reload")}
      </button>
    </main>
  );
}
