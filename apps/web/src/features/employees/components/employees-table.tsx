import { memo, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { SortableHeader } from "../../../components/page/sortable-header";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { Employee } from "@office/shared/employees/employees.contract";
import { formatOptionalDate } from "../utils/format";
import type { SortDirection, SortKey } from "./directory-filter";
import "../../../components/page/scroll-table.css";
import "./employees.css";
import "../i18n";

/** Row height in px (one line per cell, ellipsis for long values): the virtualizer's fixed step. */
const ROW_HEIGHT = 44;

type Column = { key: SortKey | "active"; width: string; isSortable: boolean };

const COLUMNS: readonly Column[] = [
  { key: "name", width: "20%", isSortable: true },
  { key: "employeeNumber", width: "10%", isSortable: true },
  { key: "position", width: "17%", isSortable: true },
  { key: "department", width: "15%", isSortable: true },
  { key: "email", width: "20%", isSortable: true },
  { key: "employmentStart", width: "10%", isSortable: true },
  { key: "active", width: "8%", isSortable: false },
];

type EmployeesTableProps = {
  employees: readonly Employee[];
  sortKey: SortKey;
  sortDirection: SortDirection;
  onSort: (key: SortKey) => void;
  /** Row selection (for cards); left out for users who cannot print cards. */
  selection?: {
    selected: ReadonlySet<number>;
    onToggle: (id: number) => void;
    onToggleAll: () => void;
  };
  onOpen: (id: number) => void;
};

/**
 * The directory as a table with a sticky header and virtual rows (@tanstack/react-virtual): only the rows in
 * view (plus a margin) are in the DOM, so 2,000 employees scroll smoothly. A row click opens the employee;
 * the name is also a link for keyboard users.
 */
export function EmployeesTable({
  employees,
  sortKey,
  sortDirection,
  onSort,
  selection,
  onOpen,
}: EmployeesTableProps) {
  const { t } = useTranslation("employees");
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: employees.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = COLUMNS.length + (selection ? 1 : 0);
  const allSelected =
    selection !== undefined &&
    employees.length > 0 &&
    employees.every((employee) => selection.selected.has(employee.id));

  return (
    <div ref={scrollRef} className="app-scroll-table app-directory-scroll" data-testid="employees-table">
      <table
        className="table table-hover align-middle mb-0 app-directory-table"
        aria-label={t("list.tableLabel")}
        aria-rowcount={employees.length + 1}
      >
        <colgroup>
          {selection && <col style={{ width: "3rem" }} />}
          {COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col">
                <input
                  type="checkbox"
                  className="form-check-input"
                  checked={allSelected}
                  onChange={selection.onToggleAll}
                  aria-label={t("list.selectAll")}
                />
              </th>
            )}
            {COLUMNS.map((column) => {
              const label = t(`list.columns.${column.key}`);
              const isSorted = column.isSortable && column.key === sortKey;
              return column.isSortable && column.key !== "active" ? (
                <SortableHeader
                  key={column.key}
                  label={label}
                  isSorted={isSorted}
                  direction={sortDirection}
                  onSort={() => onSort(column.key as SortKey)}
                />
              ) : (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={isSorted ? (sortDirection === "asc" ? "ascending" : "descending") : undefined}
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const employee = employees[item.index];
            if (!employee) return null;
            return (
              <EmployeeRow
                key={employee.id}
                employee={employee}
                rowIndex={item.index + 2}
                isSelected={selection?.selected.has(employee.id)}
                onToggle={selection?.onToggle}
                onOpen={onOpen}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

type EmployeeRowProps = {
  employee: Employee;
  rowIndex: number;
  isSelected: boolean | undefined;
  onToggle: ((id: number) => void) | undefined;
  onOpen: (id: number) => void;
};

const EmployeeRow = memo(function EmployeeRow({
  employee,
  rowIndex,
  isSelected,
  onToggle,
  onOpen,
}: EmployeeRowProps) {
  const { t } = useTranslation("employees");
  const empty = t("view.empty");
  const handleClick = (event: MouseEvent<HTMLTableRowElement>): void => {
    const target = event.target as HTMLElement;
    if (target.closest("a, button, input, label")) return;
    onOpen(employee.id);
  };
  const stop = (event: MouseEvent | KeyboardEvent): void => event.stopPropagation();
  return (
    <tr
      aria-rowindex={rowIndex}
      className={`app-directory-row${employee.active ? "" : " is-inactive"}`}
      style={{ height: ROW_HEIGHT }}
      onClick={handleClick}
    >
      {onToggle && (
        <td onClick={stop}>
          <input
            type="checkbox"
            className="form-check-input"
            checked={isSelected ?? false}
            onChange={() => onToggle(employee.id)}
            aria-label={t("list.selectRow", { name: employee.name })}
          />
        </td>
      )}
      <td className="text-truncate">
        <Link
          to={`/munkatarsak/${employee.id}`}
          className="fw-semibold link-underline link-underline-opacity-0 link-underline-opacity-100-hover"
        >
          {employee.name}
        </Link>
      </td>
      <td className="text-truncate">{employee.employeeNumber ?? empty}</td>
      <td className="text-truncate" title={employee.position ?? undefined}>
        {employee.position ?? empty}
      </td>
      <td className="text-truncate" title={employee.department ?? undefined}>
        {employee.department ?? empty}
      </td>
      <td className="text-truncate" title={employee.email ?? undefined}>
        {employee.email ?? empty}
      </td>
      <td className="text-nowrap">{formatOptionalDate(employee.employmentStart, empty)}</td>
      <td>
        <span className={`badge ${employee.active ? "text-bg-success" : "text-bg-secondary"}`}>
          {employee.active ? t("list.statusActive") : t("list.statusInactive")}
        </span>
      </td>
    </tr>
  );
});
