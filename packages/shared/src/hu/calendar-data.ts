import type { IsoDate } from "./iso-date.ts";

/**
 * A working-day swap of the general work schedule (általános munkarend): `workday` (a Saturday) becomes a
 * working day and `restDay` (a weekday between a holiday and a weekend) becomes a rest day (pihenőnap).
 */
export type WorkdaySwap = { workday: IsoDate; restDay: IsoDate };

/**
 * The yearly ministerial decree "a(z) YYYY. évi munkaszüneti napok körüli munkarendről", issued under
 * Mt. 102. § (5). `decree` is null for a year in which no decree was issued because no day was swapped;
 * `verifiedBy` lists the public sources the dates were checked against when they were encoded.
 */
export type WorkScheduleDecree = {
  year: number;
  decree: string | null;
  swaps: readonly WorkdaySwap[];
  note: string | null;
  verifiedBy: readonly string[];
};

/**
 * The built-in decrees: every year Office has a working-day calendar for out of the box. A later year's
 * decree is loaded at run time (`npm run cli -- reference-data load workScheduleDecree …`, registered with
 * `registerWorkScheduleDecree`); a year with neither is refused by the calendar
 * (`CalendarYearNotLoadedError`) or, where the caller allows it, counted provisionally from the statutory
 * holidays and weekends — never guessed. To build a year in, add its decree here with its swaps and the
 * sources you checked them against (two at least), then add the year to the table-driven tests.
 */
export const WORK_SCHEDULE_DECREES: readonly WorkScheduleDecree[] = [
  {
    year: 2020,
    decree: "7/2019. (VI. 25.) PM rendelet a 2020. évi munkaszüneti napok körüli munkarendről",
    swaps: [
      { workday: "2020-08-29", restDay: "2020-08-21" },
      { workday: "2020-12-12", restDay: "2020-12-24" },
    ],
    note: null,
    verifiedBy: [
      "https://www.duol.hu/kozelet/helyi-kozelet/milyen-lesz-a-2020-as-uj-esztendo-rendje-3169701/",
      "https://ujpestmedia.hu/munkaszuneti-napok-es-szombati-munkanapok-2020-ban/",
      "https://www.infocegled.hu/hirek/olvas/hat-hosszu-hetvegenk-lesz-jovore-2019-12-17-072054",
      "decree number: holidata (GitHub) HU decree list; not read from the Magyar Közlöny itself",
    ],
  },
  {
    year: 2021,
    decree: "14/2020. (V. 13.) ITM rendelet a 2021. évi munkaszüneti napok körüli munkarendről",
    swaps: [{ workday: "2021-12-11", restDay: "2021-12-24" }],
    note: null,
    verifiedBy: [
      "https://njt.hu/jogszabaly/2020-14-20-7Q (decree text)",
      "https://24.hu/belfold/2020/05/14/szombat-munkanap-2021/",
    ],
  },
  {
    year: 2022,
    decree: "23/2021. (VI. 1.) ITM rendelet a 2022. évi munkaszüneti napok körüli munkarendről",
    swaps: [
      { workday: "2022-03-26", restDay: "2022-03-14" },
      { workday: "2022-10-15", restDay: "2022-10-31" },
    ],
    note: null,
    verifiedBy: [
      "https://24.hu/fn/gazdasag/2021/11/08/hosszu-hetvegek-2022-negynapos-haromnapos (quotes the decree's § 2)",
      "https://privatbankar.hu/cikkek/makro/hosszu-hetvegek-2022-ben-nagyon-sokat-fogunk-dolgozni.html",
      "decree number: holidata (GitHub) HU decree list; not read from the Magyar Közlöny itself",
    ],
  },
  {
    year: 2023,
    decree: null,
    swaps: [],
    note: "2023-ban nem volt munkanap-áthelyezés, ezért munkarendi rendelet sem jelent meg.",
    verifiedBy: [
      "http://www.ma.hu/uzlet/383009/Ennyi_munkaszuneti_napunk_lesz_2023ban",
      "https://www.penzcentrum.hu/otthon/20221231/munkaido-naptar-2023-mutatjuk-mikor-lesznek-a-munkaszuneti-napok-hosszu-hetvegek-1131899",
      "https://www.delmagyar.hu/helyi-eletstilus/2023/01/sok-szabad-hetfonk-lesz-iden",
    ],
  },
  {
    year: 2024,
    decree: "15/2023. (VII. 13.) GFM rendelet a 2024. évi munkaszüneti napok körüli munkarendről",
    swaps: [
      { workday: "2024-08-03", restDay: "2024-08-19" },
      { workday: "2024-12-07", restDay: "2024-12-24" },
      { workday: "2024-12-14", restDay: "2024-12-27" },
    ],
    note: null,
    verifiedBy: [
      "https://www.munkaugyiforum.hu/a-gazdasagfejlesztesi-miniszter-15-2023-vii-13-gfm-rendelete-a-2024-evi-munkaszuneti-napok-koruli-munkarendrol/ (decree text)",
      "https://penzcentrum.hu/otthon/20230714/2024-es-hosszu-hetvegek-es-unnepnapok-listaja-itt-a-jovo-ev-legfontosabb-tablazata-1139045",
    ],
  },
  {
    year: 2025,
    decree: "11/2024. (IV. 8.) NGM rendelet a 2025. évi munkaszüneti napok körüli munkarendről",
    swaps: [
      { workday: "2025-05-17", restDay: "2025-05-02" },
      { workday: "2025-10-18", restDay: "2025-10-24" },
      { workday: "2025-12-13", restDay: "2025-12-24" },
    ],
    note: null,
    verifiedBy: [
      "njt.hu text of 11/2024. (IV. 8.) NGM rendelet",
      "https://modszertan.maltai.hu/events/2025-munkarend-0502",
    ],
  },
  {
    year: 2026,
    decree: "10/2025. (IV. 30.) NGM rendelet a 2026. évi munkaszüneti napok körüli munkarendről",
    swaps: [
      { workday: "2026-01-10", restDay: "2026-01-02" },
      { workday: "2026-08-08", restDay: "2026-08-21" },
      { workday: "2026-12-12", restDay: "2026-12-24" },
    ],
    note: null,
    verifiedBy: [
      "https://tamogatoweb.hu/10-2025-iv-30-ngm-rendelet/ (Magyar Közlöny 2025/51.)",
      "https://modszertan.maltai.hu/?p=27851",
    ],
  },
];
