import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../ui/icon";
import { biArrowDownUp, biSortDownAlt, biSortUp } from "../ui/icons";
import type { SortDirection } from "../../lib/url-state/use-list-params";

export interface SortableHeaderProps {
  /** The column's visible name; also read in the button's title ("Rendezés: …"). */
  label: string;
  /** This column is the one the list is sorted by. */
  isSorted: boolean;
  direction: SortDirection;
  /** Called on click: the page flips the direction when `isSorted`, else sorts ascending by this column. */
  onSort: () => void;
  className?: string;
  /** Extra content after the label (e.g. a unit). */
  children?: ReactNode;
}

/**
 * A `<th>` whose label is a button that sorts the list by the column, with `aria-sort` on the sorted column
 * (WAI-ARIA 1.2 `columnheader`) and one icon set for every list: ascending ↓ a→z, descending ↑, unsorted ⇅
 * (dimmed). Every sortable table of the SPA uses it, so the columns behave alike on every page.
 */
export function SortableHeader({
  label,
  isSorted,
  direction,
  onSort,
  className,
  children,
}: SortableHeaderProps) {
  const { t } = useTranslation("common");
  const ariaSort = isSorted ? (direction === "asc" ? "ascending" : "descending") : undefined;
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      <button
        type="button"
        className="app-sort-button"
        onClick={onSort}
        title={t("sortBy", { column: label })}
      >
        {label}
        {children}
        <Icon
          icon={isSorted ? (direction === "asc" ? biSortDownAlt : biSortUp) : biArrowDownUp}
          className={isSorted ? "ms-1" : "ms-1 opacity-25"}
        />
      </button>
    </th>
  );
}
