import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHomeReferenceData } from "../api/home-api";

/**
 * The home page's warning for hr and companyAdmin (issue 22 §4): each current or next period of a reference
 * table that is not loaded, with what the rules do meanwhile (the server's Hungarian sentence), and for
 * companyAdmin a link to `/referencia-adatok`. Shows nothing while loading, on an error or when nothing is
 * missing: it is a notice, not a card, and never stands in the way of the rest of the page.
 */
export function ReferenceDataWarnings({ canOpenPage }: { canOpenPage: boolean }) {
  const { t } = useTranslation("home");
  const query = useHomeReferenceData(true);
  const warnings = query.data?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <div className="alert alert-warning" role="alert" aria-labelledby="home-reference-data-title">
      <h2 id="home-reference-data-title" className="h6 alert-heading">
        {t("referenceData.title")}
      </h2>
      <ul className="mb-0 ps-3">
        {warnings.map((w) => (
          <li key={`${w.kind}-${w.period}`}>{w.message}</li>
        ))}
      </ul>
      {canOpenPage && (
        <Link to="/referencia-adatok" className="alert-link d-inline-block mt-2">
          {t("referenceData.link")}
        </Link>
      )}
    </div>
  );
}
