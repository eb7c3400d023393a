import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SimilarPartner } from "@office/shared/partners/partners.contract";
import "../i18n";

/**
 * The "close to an existing partner" warning shown in the form before saving (issue 8): each match with
 * why it matched (same törzsszám, or a similar name with its score) and a link to it. Saving stays allowed.
 */
export function SimilarPartnersAlert({ matches }: { matches: readonly SimilarPartner[] }) {
  const { t } = useTranslation("partners");
  if (matches.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="partner-similar-warning">
      <h2 className="h6 alert-heading mb-1">{t("form.similar.title")}</h2>
      <p className="mb-1 small">{t("form.similar.body")}</p>
      <ul className="mb-0 small">
        {matches.map((m) => (
          <li key={m.id}>
            <Link to={`/partnerek/${m.id}`} className="alert-link" target="_blank" rel="noopener">
              {m.name}
            </Link>
            {m.taxNumber && <span className="ms-1">({m.taxNumber})</span>}
            {m.city && <span className="ms-1">– {m.city}</span>}
            <span className="ms-1 text-body-secondary">
              ·{" "}
              {m.reason === "taxBase"
                ? t("form.similar.taxBase")
                : t("form.similar.name", { percent: Math.round(m.score * 100) })}
              {!m.active && `, ${t("form.similar.inactive")}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
