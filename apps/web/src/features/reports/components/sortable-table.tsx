import { useState, type ReactNode } from "react";

const collator = new Intl.Collator("hu", { sensitivity: "base" });

export type TableColumn<T> = {
  key: string;
  label: string;
  /** Sort value; numbers sort numerically, strings with Hungarian collation. */
  value: (row: T) => number | string | null;
  render?: (row: T) => ReactNode;
  numeric?: boolean;
  /** Shown in the totals row (numeric columns): formats the sum of `value` over `rows` (the rows shown). */
  total?: (sum: number, rows: readonly T[]) => ReactNode;
};

/**
 * A report table: sortable headers (aria-sort), right-aligned numbers, a totals row ("Összesen") for the
 * columns with `total`. `rows` are shown in the chosen order.
 */
export function SortableTable<T>({
  rows,
  columns,
  rowKey,
  testId,
  caption,
}: {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  testId?: string;
  caption?: string;
}) {
  const [sort, setSort] = useState<{ key: string; ascending: boolean } | null>(null);
  const column = columns.find((c) => c.key === sort?.key);
  const sorted = [...rows];
  if (column && sort) {
    const direction = sort.ascending ? 1 : -1;
    sorted.sort((a, b) => {
      const x = column.value(a);
      const y = column.value(b);
      if (typeof x === "number" && typeof y === "number") return direction * (x - y);
      return direction * collator.compare(String(x ?? ""), String(y ?? ""));
    });
  }
  const hasTotals = columns.some((c) => c.total);
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle" data-testid={testId}>
        {caption && <caption className="caption-top fw-semibold text-body">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={c.numeric ? "text-end" : undefined}
                  aria-sort={active ? (sort?.ascending ? "ascending" : "descending") : "none"}
                >
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 fw-semibold text-reset text-decoration-none"
                    onClick={() => setSort({ key: c.key, ascending: active ? !sort?.ascending : !c.numeric })}
                  >
                    {c.label}
                    {active && <span aria-hidden="true">{sort?.ascending ? " ▲" : " ▼"}</span>}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? "text-end text-nowrap" : undefined}>
                  {c.render ? c.render(row) : (c.value(row) ?? "")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {hasTotals && (
          <tfoot>
            <tr>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row">
                    Összesen
                  </th>
                ) : (
                  <td key={c.key} className="text-end fw-semibold text-nowrap">
                    {c.total
                      ? c.total(
                          rows.reduce((s, r) => s + Number(c.value(r) ?? 0), 0),
                          rows,
                        )
                      : null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
