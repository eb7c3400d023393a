import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBreadcrumb } from "../../lib/breadcrumb/breadcrumb-store";

/** The Hungarian 404 page (catch-all route). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useBreadcrumb([{ name: t("notFound.title"), url: window.location.pathname }]);
  return (
    <section className="app-message-page">
      <p className="display-4 fw-bold text-body-secondary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{t("notFound.title")}</h1>
      <p>{t("notFound.description")}</p>
      <Link to="/" className="btn btn-primary">
        {t("actions.toHome")}
      </Link>
    </section>
  );
}
