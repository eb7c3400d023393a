import type { ReferenceDataKind } from "./reference-data.contract.ts";

/**
 * What each reference table is called, where its figures come from by law, what the rules do while a
 * period is missing (issue 22 §4: a missing table never stops a user's work), and which periods are
 * expected to be loaded on a given day. Hungarian texts for the page, the CLI and the home warning.
 */
export const REFERENCE_DATA_INFO: Readonly<
  Record<ReferenceDataKind, { label: string; legalSource: string; fallback: string }>
> = {
  workScheduleDecree: {
    label: "Munkarend (áthelyezett munkanapok)",
    legalSource:
      "Az év munkaszüneti napok körüli munkarendjéről szóló miniszteri rendelet, Mt. 102. § (5) (2012. évi I. törvény)",
    fallback:
      "A munkanapok számítása ideiglenesen csak a törvényes ünnepnapokkal (Mt. 102. § (1)) és a hétvégékkel számol; a szabadságkérelmek ideiglenesnek jelölve mennek tovább.",
  },
  navFuelPrices: {
    label: "NAV üzemanyagárak",
    legalSource:
      "NAV közlemény az alkalmazható üzemanyagárakról, Szja tv. (1995. évi CXVII. törvény) 82. § (2)",
    fallback:
      "A magánautós elszámolás a hónap tankolási számláinak átlagárával számol; számla nélkül a tétel hiányzóként jelenik meg.",
  },
  kmAllowance: {
    label: "Általános személygépkocsi-normaköltség (Ft/km)",
    legalSource: "Szja tv. (1995. évi CXVII. törvény) 3. számú melléklet",
    fallback:
      "A magánautós elszámolás az év tételeit hiányzóként jelzi, a többi adat változatlanul elérhető.",
  },
  payrollRates: {
    label: "Bérjárulékok, minimálbér és garantált bérminimum",
    legalSource:
      "Szocho: 2018. évi LII. tv. 2. §; SZJA: 1995. évi CXVII. tv. 8. §; TB járulék: 2019. évi CXXII. tv. 25. §; minimálbér és garantált bérminimum: az év Korm. rendelete",
    fallback:
      "A bérköltség-kimutatások a legutóbbi betöltött év kulcsaival számolnak; a számítást addig ideiglenesnek kell tekinteni.",
  },
};

/** `YYYY-MM` of `year` and `month` (1–12). */
const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/**
 * The day of the month from which the next month's NAV prices count as due. NAV publishes each month's prices
 * during the month before (Szja tv. 82. § (2) requires them "havonta … a tárgyhónapban"; e.g. the August 2014
 * prices were announced on 18 July 2014, autoszektor.hu); the 25th leaves a margin, so that the warning does
 * not appear before NAV could have published.
 */
export const NEXT_MONTH_EXPECTED_FROM_DAY = 25;

/**
 * The periods of `kind` that should be loaded on `today` (`YYYY-MM-DD`, Budapest): for a yearly table the
 * current and the next year; for the NAV prices the current month, and the next one from the
 * {@link NEXT_MONTH_EXPECTED_FROM_DAY}th (before that NAV has not announced it yet, so its absence is no gap).
 */
export function expectedPeriods(kind: ReferenceDataKind, today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const day = Number(today.slice(8, 10));
  if (kind !== "navFuelPrices") return [String(year), String(year + 1)];
  const current = monthKey(year, month);
  if (day < NEXT_MONTH_EXPECTED_FROM_DAY) return [current];
  return [current, month === 12 ? monthKey(year + 1, 1) : monthKey(year, month + 1)];
}

/** The home page's warning about a missing period of `kind` (Hungarian, one sentence with the fallback). */
export function missingPeriodMessage(kind: ReferenceDataKind, period: string): string {
  switch (kind) {
    case "workScheduleDecree":
      return `A ${period}. év munkarendje (áthelyezett munkanapok) még nincs betöltve: a munkanapok számítása addig csak a törvényes ünnepnapokkal számol.`;
    case "navFuelPrices":
      return `A(z) ${period} hónap NAV üzemanyagárai még nincsenek betöltve: a magánautós elszámolás addig a tankolási számlák árával számol.`;
    case "kmAllowance":
      return `A ${period}. év általános személygépkocsi-normaköltsége még nincs betöltve: addig az év magánautós elszámolása hiányosnak jelenik meg.`;
    case "payrollRates":
      return `A ${period}. év bérjárulék-kulcsai és minimálbére még nincsenek betöltve: a bérköltség-kimutatások addig a legutóbbi betöltött év kulcsaival számolnak.`;
  }
}
