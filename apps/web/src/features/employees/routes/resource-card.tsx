import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import type { ResourceCard } from "@office/shared/reports/reports.contract";
import { Button } from "../../../components/ui/button";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useClientConfig } from "../../client-config/api/get-client-config";
import { useCardData } from "../api/employee-reports";
import { DEFAULT_AVATAR_URL } from "../api/profile-url";
import { handOverResourceCardIds, readResourceCardIds } from "../utils/resource-card-ids";
import { ResourceCardPicker } from "../components/resource-card-picker";
import "./resource-card.css";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import { biArrowLeft, biPrinter } from "../../../components/ui/icons";

/** Cards on one printed A4 page: 2 columns × 4 rows. */
export const CARDS_PER_PAGE = 8;

/** Splits the cards into printed pages of {@link CARDS_PER_PAGE}. */
export function paginateCards<T>(cards: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_PAGE) pages.push(cards.slice(i, i + CARDS_PER_PAGE));
  return pages;
}

/**
 * `/resource-card` (SPEC route `resource-card`, no layout): printable resource cards (photo, name, position,
 * department, QR code of the employee's page) from `POST /report/employee/all/CardData` for the employees
 * handed over by /munkatarsak (router state, kept in sessionStorage for reloads) or picked on the page itself
 * (`ResourceCardPicker`, issue 19 §4); A4, 2×4 cards per page.
 */
export function ResourceCardPage() {
  const { t } = useTranslation("employees");
  useBreadcrumb([
    { name: t("list.title"), url: "/munkatarsak" },
    { name: t("resourceCard.title"), url: "/resource-card" },
  ]);
  const location = useLocation();
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const [ids, setIds] = useState<number[]>(() => readResourceCardIds(location.state));
  const pick = (next: number[]) => {
    handOverResourceCardIds(next);
    setIds(next);
  };
  const cards = useCardData(isHr ? ids : []);
  const { config } = useClientConfig();
  const pages = useMemo(() => paginateCards(cards.data ?? []), [cards.data]);

  return (
    <div className="app-card-sheet">
      <div className="app-card-toolbar d-print-none">
        <Link to="/munkatarsak" className="btn btn-secondary">
          <Icon icon={biArrowLeft} className="me-1" />
          {t("resourceCard.back")}
        </Link>
        <h1 className="h4 mb-0 me-auto">{t("resourceCard.title")}</h1>
        {pages.length > 0 && (
          <>
            <span className="text-body-secondary small">
              {t("resourceCard.count", { count: cards.data?.length ?? 0, pages: pages.length })}
            </span>
            <Button icon={biPrinter} onClick={() => window.print()}>
              {t("resourceCard.print")}
            </Button>
          </>
        )}
      </div>
      <div className="app-card-content">
        {isHr && <ResourceCardPicker value={ids} onChange={pick} />}
        {!isHr ? (
          <div className="alert alert-warning d-print-none" role="alert">
            {t("resourceCard.noPermission")}
          </div>
        ) : ids.length === 0 ? (
          <div className="alert alert-info d-print-none" role="status">
            {t("resourceCard.none")}
          </div>
        ) : cards.isPending ? (
          <p className="text-body-secondary" role="status">
            {t("common:loading")}
          </p>
        ) : cards.isError ? (
          <p role="alert">{t("common:loadError")}</p>
        ) : (
          pages.map((page, index) => (
            <div key={index} className="app-card-page" data-testid="card-page">
              {page.map((card) => (
                <CardView key={card.employeeId} card={card} companyName={config.name} />
              ))}
            </div>
          ))
        )}
      </div>
    </div>
  );
}

function CardView({ card, companyName }: { card: ResourceCard; companyName: string }) {
  const { t } = useTranslation("employees");
  return (
    <article className="app-resource-card" aria-label={card.name}>
      <div className="app-resource-card-company">{companyName}</div>
      <img
        className="app-resource-card-photo"
        src={card.photoUrl ?? DEFAULT_AVATAR_URL}
        alt={t("resourceCard.photo", { name: card.name })}
      />
      <div className="app-resource-card-text">
        <div className="app-resource-card-name">{card.name}</div>
        {card.position && <div className="app-resource-card-position">{card.position}</div>}
        {card.department && <div className="app-resource-card-department">{card.department}</div>}
        {card.employeeNumber && <div className="app-resource-card-number">{card.employeeNumber}</div>}
      </div>
      <img
        className="app-resource-card-qr"
        src={card.qrDataUrl}
        alt={t("resourceCard.qr", { name: card.name })}
      />
    </article>
  );
}
