/**
 * Hungarian number input and display for form fields (issue 19 §1). Hungarian writes a decimal comma and
 * groups thousands with a space (MSZ / AkH. 12th ed. 275.), which browsers show as a normal space, a
 * no-break space (U+00A0) or a narrow no-break space (U+202F, CLDR hu-HU since v42). A user may also type
 * the decimal point an English keyboard gives. These functions are pure and locale-independent.
 */

/** Every space-like character a thousands group may be separated by (space, NBSP, narrow NBSP, thin space). */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;
/** A plain decimal after normalisation: optional sign, digits, optional fraction. */
const PLAIN_DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses a number typed the Hungarian or the English way: `42,5`, `42.5`, `25 925`, `25 925,5`,
 * `25\u00a0925`, `-3,25`, `1.234,5` is NOT accepted (a dot with a comma is ambiguous). Returns `null` for
 * an empty (or all-space) string and `NaN` for text that is not a number, so a caller can tell "missing"
 * from "invalid".
 */
export function parseHuNumber(text: string): number | null {
  const compact = text.replace(GROUP_SPACES, "").replace(/\u2212/g, "-");
  if (compact === "") return null;
  if (compact.includes(",") && compact.includes(".")) return Number.NaN;
  const dotted = compact.replace(",", ".");
  if ((compact.match(/,/g) ?? []).length > 1) return Number.NaN;
  if (!PLAIN_DECIMAL.test(dotted)) return Number.NaN;
  return Number(dotted);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached hu-HU formatter for `maxFractionDigits` decimals (grouping on). */
function getFormatter(maxFractionDigits: number, minFractionDigits: number): Intl.NumberFormat {
  const key = `${maxFractionDigits}/${minFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("hu-HU", {
      maximumFractionDigits: maxFractionDigits,
      minimumFractionDigits: minFractionDigits,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A number as a Hungarian form field shows it: `25925.5` → `25 925,5`, `42.5` → `42,5`, `1234` → `1 234`.
 * Unlike CLDR's display rule (no grouping below 10 000), a field groups every thousand so that what the
 * user typed (`1 234`) stays as typed. The group separator is a plain space, so the text can be typed
 * back, copied and parsed by `parseHuNumber`. `maxFractionDigits` defaults to 6 (nothing typed is
 * rounded away); `minFractionDigits` pads (e.g. 2 for `6,00`); `isGrouped: false` writes no thousands
 * groups, for a year (`2021`). `null`/`NaN` give an empty string.
 */
export function formatHuNumberInput(
  value: number | null | undefined,
  {
    maxFractionDigits = 6,
    minFractionDigits = 0,
    isGrouped = true,
  }: { maxFractionDigits?: number; minFractionDigits?: number; isGrouped?: boolean } = {},
): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "";
  const text = getFormatter(maxFractionDigits, minFractionDigits).format(value);
  // A year or a code (`2021`, not `2 021`): digits as they are, with the decimal comma.
  if (!isGrouped) return text.replace(GROUP_SPACES, "").replace(/\u2212/g, "-");
  // CLDR hu-HU leaves 4-digit numbers ungrouped; group them too, then use plain spaces.
  const plain = text.replace(GROUP_SPACES, " ").replace(/\u2212/g, "-");
  return plain.replace(/^(-?)(\d)(\d{3})(?=,|$)/, "$1$2 $3");
}
