import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AssetListItem } from "@office/shared/assets/assets.contract";
import { currentHolderName } from "@office/shared/assets/asset-holder";
import { formatHuf } from "@office/shared/hu/format";
import { AssetStatusBadge } from "./status-badge";
import "../../../components/page/scroll-table.css";
import { AttachmentCountBadge } from "../../attachments/components/attachment-count-badge";
import "../i18n";

/**
 * One page of the asset register: the column headers stay in view while the rows scroll (the table
 * scrolls inside its own box, like the directory); a scrapped asset shows no holder; the name is followed by the attachment count. `isAllSelected`:
 * every row of the filtered list (all pages) is selected.
 */
export function AssetsTable({
  rows,
  canSelect,
  isAllSelected,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: readonly AssetListItem[];
  canSelect: boolean;
  isAllSelected: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation("assets");
  const scrollRef = useRef<HTMLDivElement>(null);
  const firstId = rows[0]?.id;
  // Another page (or filter) starts at its first row.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [firstId]);
  return (
    <div className="app-scroll-table" data-testid="assets-scroll" ref={scrollRef}>
      <table className="table table-sm table-hover align-middle mb-0" data-testid="assets-list">
        <thead>
          <tr>
            {canSelect && (
              <th scope="col">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t("list.selectAll")}
                  checked={isAllSelected}
                  onChange={onToggleAll}
                />
              </th>
            )}
            <th scope="col">{t("fields.inventoryNumber")}</th>
            <th scope="col">{t("fields.name")}</th>
            <th scope="col">{t("fields.category")}</th>
            <th scope="col">{t("fields.holderId")}</th>
            <th scope="col">{t("fields.location")}</th>
            <th scope="col" className="text-end">
              {t("fields.valueHuf")}
            </th>
            <th scope="col">{t("fields.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              {canSelect && (
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t("list.select", { number: a.inventoryNumber })}
                    checked={selected.has(a.id)}
                    onChange={() => onToggle(a.id)}
                  />
                </td>
              )}
              <td className="text-nowrap font-monospace">
                <Link to={`/eszkozok/${a.id}`}>{a.inventoryNumber}</Link>
              </td>
              <td>
                {a.name}
                <AttachmentCountBadge count={a.attachmentCount} className="ms-2" />
              </td>
              <td>{a.category}</td>
              <td>{currentHolderName(a) ?? "–"}</td>
              <td>{a.location ?? "–"}</td>
              <td className="text-end text-nowrap">{a.valueHuf === null ? "–" : formatHuf(a.valueHuf)}</td>
              <td className="text-nowrap">
                <AssetStatusBadge status={a.status} />
                {a.pendingHandoverId !== null && (
                  <span className="badge text-bg-info ms-1" title={t("list.pending")}>
                    #{a.pendingHandoverId}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
