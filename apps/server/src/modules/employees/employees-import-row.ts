import type { Cell, ImportField } from "./employees-import-xlsx.ts";
import { fold } from "./employees-import-xlsx.ts";

/** A child as a cell lists it (the export writes no names; a name may follow the date). */
export type ImportedChild = { name: string | null; birthDate: string; disabled: boolean };

/**
 * One row's cells turned into `POST /api/employee` body values. A recognised column that is absent
 * from the file leaves its field out of `values`; so does an empty cell of a field that cannot be
 * empty (name, employment start, work schedule, weekly hours, disability, active), meaning "keep" for
 * an existing employee and "default / required" for a new one. Any other empty cell clears its
 * field (null, no children, no manager). `manager` is the manager's name or employee
 * number as written (null = none, undefined = column absent); `errors` are cells that could not be
 * read, keyed by field, in Hungarian.
 */
export type ConvertedRow = {
  values: Partial<Record<ImportField, unknown>>;
  manager: string | null | undefined;
  children: ImportedChild[] | undefined;
  errors: Partial<Record<ImportField, string>>;
};

const DATE_MESSAGE = "Dátumot ÉÉÉÉ-HH-NN vagy ÉÉÉÉ.HH.NN. formában adj meg.";
const YES = new Set(["igen", "i", "yes", "y", "true", "1", "x"]);
const NO = new Set(["nem", "n", "no", "false", "0"]);

/** Any cell as text (numbers in full, dates as `YYYY-MM-DD`, booleans as igen/nem). */
function textOf(cell: Exclude<Cell, null | { error: string }>): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "igen" : "nem";
  return String(cell);
}

/** `2024-03-01`, `2024.03.01.`, `2024. 3. 1.`, `2024/03/01` → `2024-03-01`; other text unchanged. */
export function isoDateOf(text: string): string {
  const m = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$/.exec(text.trim());
  if (!m) return text;
  const [, y = "", mo = "", d = ""] = m;
  return `${y}-${mo.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

/** A date cell: an Excel date (UTC midnight), an Excel serial number, or text in a Hungarian/ISO form. */
function dateOf(cell: Exclude<Cell, null | { error: string }>): string | { error: string } {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? { error: DATE_MESSAGE } : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return { error: DATE_MESSAGE };
    return new Date(Math.round((cell - 25_569) * 86_400_000)).toISOString().slice(0, 10);
  }
  if (typeof cell === "boolean") return { error: DATE_MESSAGE };
  return isoDateOf(cell);
}

/** Children: dates separated by commas, semicolons or new lines, each optionally „(fogyatékos)” and a name. */
export function childrenOf(text: string): ImportedChild[] | null {
  const children: ImportedChild[] = [];
  for (const part of text.split(/[,;\n]/)) {
    if (part.trim() === "") continue;
    const m = /^(\d{4}\s*[-./]\s*\d{1,2}\s*[-./]\s*\d{1,2}\.?)\s*(\(\s*fogyat[eé]kos\s*\))?\s*(.*)$/iu.exec(
      part.trim(),
    );
    if (!m) return null;
    children.push({ birthDate: isoDateOf(m[1] ?? ""), disabled: Boolean(m[2]), name: m[3]?.trim() || null });
  }
  return children;
}

/**
 * Converts one row's cells (see {@link ConvertedRow}). Text fields take any cell as text; a TAJ
 * number typed as a number gets its leading zeros back; dates accept Excel dates and serials;
 * work schedule „általános”/„egyéb”; weekly hours `37,5` or `37.5`; yes/no cells „igen”/„nem”.
 */
export function convertRow(cells: Partial<Record<ImportField, Cell>>): ConvertedRow {
  const out: ConvertedRow = { values: {}, manager: undefined, children: undefined, errors: {} };
  for (const [key, cell] of Object.entries(cells)) {
    const field = key as ImportField;
    if (cell !== null && typeof cell === "object" && !(cell instanceof Date)) {
      out.errors[field] = `A cella hibás értéket tartalmaz (${cell.error}).`;
      continue;
    }
    switch (field) {
      case "name":
        if (cell !== null) out.values.name = textOf(cell);
        break;
      case "employmentStart":
      case "birthDate":
      case "employmentEnd": {
        if (cell === null) {
          if (field !== "employmentStart") out.values[field] = null;
          break;
        }
        const date = dateOf(cell);
        if (typeof date === "string") out.values[field] = date;
        else out.errors[field] = date.error;
        break;
      }
      case "workSchedule": {
        if (cell === null) break;
        const v = fold(textOf(cell));
        if (v === "altalanos" || v === "general") out.values.workSchedule = "general";
        else if (v === "egyeb" || v === "other") out.values.workSchedule = "other";
        else out.errors.workSchedule = "„általános” vagy „egyéb” legyen.";
        break;
      }
      case "weeklyHours": {
        if (cell === null) break;
        const text = textOf(cell).trim().replace(",", ".");
        if (typeof cell === "number") out.values.weeklyHours = cell;
        else if (/^\d+(\.\d+)?$/.test(text)) out.values.weeklyHours = Number(text);
        else out.errors.weeklyHours = "Számot adj meg (pl. 40 vagy 37,5).";
        break;
      }
      case "disability":
      case "active": {
        if (cell === null) break;
        const v = fold(textOf(cell));
        if (YES.has(v)) out.values[field] = true;
        else if (NO.has(v)) out.values[field] = false;
        else out.errors[field] = "„igen” vagy „nem” legyen.";
        break;
      }
      case "children": {
        const children = cell === null ? [] : childrenOf(textOf(cell));
        if (children) out.children = children;
        else
          out.errors.children =
            "A gyermekek születési dátumát vesszővel elválasztva add meg, pl. „2018-09-01, 2020-03-15 (fogyatékos)”.";
        break;
      }
      case "managerId":
        out.manager = cell === null ? null : textOf(cell).trim();
        break;
      case "tajNumber":
        out.values.tajNumber =
          cell === null
            ? null
            : typeof cell === "number" && Number.isInteger(cell) && cell >= 0
              ? String(cell).padStart(9, "0")
              : textOf(cell);
        break;
      default:
        out.values[field] = cell === null ? null : textOf(cell);
    }
  }
  return out;
}
