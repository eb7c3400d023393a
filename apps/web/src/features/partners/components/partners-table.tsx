import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PartnerListItem, PartnerSortKey } from "@office/shared/partners/partners.contract";
import type { PartnerSortDirection } from "@office/shared/partners/partner-sort";
import { SortableHeader } from "../../../components/page/sortable-header";
import { AttachmentCountBadge } from "../../attachments/components/attachment-count-badge";
import "./partners.css";
import "../i18n";

const COLUMNS: readonly PartnerSortKey[] = ["name", "taxNumber", "city", "activeProjectCount", "contact"];

type PartnersTableProps = {
  partners: readonly PartnerListItem[];
  sortKey: PartnerSortKey;
  sortDirection: PartnerSortDirection;
  onSort: (key: PartnerSortKey) => void;
  onOpen: (id: number) => void;
};

/**
 * The partner list (name, tax number, city, active projects, contact) with sortable headers; a row click
 * opens the partner, the name is also a link for keyboard users. Inactive partners are greyed and marked;
 * a paperclip with the number of attachments follows the name.
 */
export function PartnersTable({ partners, sortKey, sortDirection, onSort, onOpen }: PartnersTableProps) {
  const { t } = useTranslation("partners");
  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, id: number): void => {
    if ((event.target as HTMLElement).closest("a, button")) return;
    onOpen(id);
  };
  return (
    <div className="table-responsive border rounded">
      <table
        className="table table-hover align-middle mb-0 app-partner-table"
        aria-label={t("list.tableLabel")}
        data-testid="partners-table"
      >
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <SortableHeader
                key={key}
                label={t(`list.columns.${key}`)}
                isSorted={key === sortKey}
                direction={sortDirection}
                onSort={() => onSort(key)}
                className={key === "activeProjectCount" ? "text-end" : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {partners.map((p) => (
            <tr
              key={p.id}
              className={`app-partner-row${p.active ? "" : " is-inactive"}`}
              onClick={(event) => handleRowClick(event, p.id)}
              data-testid="partner-row"
            >
              <td>
                <Link
                  to={`/partnerek/${p.id}`}
                  className="fw-semibold link-underline link-underline-opacity-0 link-underline-opacity-100-hover"
                >
                  {p.name}
                </Link>
                {!p.active && (
                  <span className="badge text-bg-secondary ms-2">{t("list.statusInactive")}</span>
                )}
                <AttachmentCountBadge count={p.attachmentCount} className="ms-2" />
              </td>
              <td className="text-nowrap font-monospace small">
                {p.taxNumber ?? (p.euVatNumber ? `${p.euVatNumber} (${t("list.foreign")})` : "–")}
              </td>
              <td>{p.city ?? "–"}</td>
              <td className="text-end">{p.activeProjectCount}</td>
              <td>
                {p.firstContact ? (
                  <>
                    <div>{p.firstContact.name}</div>
                    {(p.firstContact.email ?? p.firstContact.phone) && (
                      <div className="small text-body-secondary">
                        {p.firstContact.email ?? p.firstContact.phone}
                      </div>
                    )}
                  </>
                ) : (
                  "–"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
