import { useTranslation } from "react-i18next";

/**
 * The "Nincs jogosultságod" panel: what a page shows instead of data or a form the signed-in role may not
 * read or use (the server answered 403, or the page knows the role beforehand). The same panel everywhere,
 * so a plain employee who opens such a page meets an explanation, not an error (issue 19 §2).
 */
export function NoPermission({
  heading,
}: {
  /** The page's own `h1` above the panel, when it has none. */ heading?: string;
}) {
  const { t } = useTranslation("common");
  const panel = (
    <div className="alert alert-warning" role="alert" data-testid="no-permission">
      <h2 className="h5 alert-heading">{t("noPermission.title")}</h2>
      <p className="mb-0">{t("noPermission.description")}</p>
    </div>
  );
  if (heading === undefined) return panel;
  return (
    <>
      <h1 className="h3 mb-3">{heading}</h1>
      {panel}
    </>
  );
}
