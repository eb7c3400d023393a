/** A cell of the week grid: `row` (project row index) and `col` (0 = Monday … 6 = Sunday). */
export type GridPos = { row: number; col: number };

/**
 * Where an arrow key moves the focus in a `rows` × `cols` grid, or null when it stays (edge of the grid,
 * another key, or a left/right arrow while the caret can still move inside the cell's text: `caretAtStart`
 * / `caretAtEnd` say whether it is at the text's start / end, as in a spreadsheet).
 */
export function arrowTarget(
  key: string,
  pos: GridPos,
  size: { rows: number; cols: number },
  caret: { caretAtStart: boolean; caretAtEnd: boolean } = { caretAtStart: true, caretAtEnd: true },
): GridPos | null {
  const clamp = (next: GridPos): GridPos | null =>
    next.row < 0 || next.col < 0 || next.row >= size.rows || next.col >= size.cols ? null : next;
  switch (key) {
    case "ArrowUp":
      return clamp({ row: pos.row - 1, col: pos.col });
    case "ArrowDown":
      return clamp({ row: pos.row + 1, col: pos.col });
    case "ArrowLeft":
      return caret.caretAtStart ? clamp({ row: pos.row, col: pos.col - 1 }) : null;
    case "ArrowRight":
      return caret.caretAtEnd ? clamp({ row: pos.row, col: pos.col + 1 }) : null;
    default:
      return null;
  }
}

/** The `data-cell` attribute value of a grid cell (what the grid queries to move the focus). */
export function cellKey(pos: GridPos): string {
  return `${pos.row}:${pos.col}`;
}
