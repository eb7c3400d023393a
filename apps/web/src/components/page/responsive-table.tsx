import { useLayoutEffect, useRef, type ReactNode } from "react";
import "./responsive-table.css";

/**
 * Writes each body cell's column name (the text of the header cell above it) into `data-label`, which
 * the phone layout of `.table-cards` shows in front of the value. A header cell whose text is only
 * visually hidden (an action column) gives an empty label; a cell that already carries `data-label`
 * keeps it. Column spans in the header are followed; body cells with `colSpan` take the label of their
 * first column.
 */
export function labelCells(table: HTMLTableElement): void {
  const headerRow = table.tHead?.rows[table.tHead.rows.length - 1];
  if (!headerRow) return;
  const labels: string[] = [];
  for (const th of Array.from(headerRow.cells)) {
    const visible = th.cloneNode(true) as HTMLElement;
    visible.querySelectorAll(".visually-hidden").forEach((el) => el.remove());
    const text = (visible.textContent ?? "").replace(/\s+/g, " ").trim();
    for (let i = 0; i < th.colSpan; i += 1) labels.push(text);
  }
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        if (!cell.hasAttribute("data-label") || cell.dataset.autoLabel === "1") {
          cell.dataset.label = labels[column] ?? "";
          cell.dataset.autoLabel = "1";
        }
        column += cell.colSpan;
      }
    }
  }
}

/**
 * The one responsive table of the app (issue 19 §5), in place of Bootstrap's `.table-responsive` wrapper
 * around a `<table className="table …">`: on wide screens it is that wrapper; below 768 px (Bootstrap's
 * `md`) every row of the table inside becomes a card whose cells stack with their column name in front
 * and whose action buttons wrap inside the card, so nothing is wider than a 390 px phone. The same DOM
 * serves both layouts (CSS only, `responsive-table.css`); the labels come from the `<thead>` (see
 * `labelCells`), kept up to date as rows change. Other children (a total line) render as they are.
 */
export function ResponsiveTable({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    const label = (): void => {
      wrapper.querySelectorAll<HTMLTableElement>(":scope > table").forEach(labelCells);
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(wrapper, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="table-responsive table-cards">
      {children}
    </div>
  );
}
