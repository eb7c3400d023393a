import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";

/** The five demo questionnaire templates (issue 11 §5). */
export const DEMO_TEMPLATES: { name: string; description: string; questions: QuestionDto[] }[] = [
  {
    name: "Munkahelyi elégedettség",
    description: "Éves felmérés a munkahelyi légkörről és a munkakörülményekről.",
    questions: [
      {
        id: "overall",
        type: "scale",
        text: "Összességében mennyire vagy elégedett a munkahelyeddel?",
        options: [],
        required: true,
      },
      {
        id: "workload",
        type: "single",
        text: "Milyennek érzed a munkaterhelésedet?",
        options: ["Túl kevés", "Megfelelő", "Kicsit sok", "Túl sok"],
        required: true,
      },
      {
        id: "recommend",
        type: "yesNo",
        text: "Ajánlanád a céget munkahelyként egy ismerősödnek?",
        options: [],
        required: true,
      },
      {
        id: "improve",
        type: "longText",
        text: "Min változtatnál a legszívesebben?",
        options: [],
        required: false,
      },
    ],
  },
  {
    name: "Képzési igények",
    description: "Milyen képzéseket szeretnétek a következő félévben?",
    questions: [
      {
        id: "topics",
        type: "multiple",
        text: "Mely témák érdekelnek?",
        options: [
          "Excel haladó",
          "Projektmenedzsment",
          "Angol nyelv",
          "Prezentációs technikák",
          "Munkavédelem",
        ],
        required: true,
      },
      {
        id: "format",
        type: "single",
        text: "Milyen formában tanulnál szívesen?",
        options: ["Személyesen", "Online", "Vegyesen"],
        required: true,
      },
      { id: "start", type: "date", text: "Mikortól tudnál részt venni?", options: [], required: false },
      { id: "other", type: "shortText", text: "Egyéb képzési ötlet", options: [], required: false },
    ],
  },
  {
    name: "Csapatépítő program",
    description: "Segíts kiválasztani az év végi csapatépítő programot.",
    questions: [
      {
        id: "program",
        type: "single",
        text: "Melyik program tetszik a legjobban?",
        options: ["Főzőverseny", "Szabadulószoba", "Kirándulás a Pilisbe", "Bowling"],
        required: true,
      },
      { id: "date", type: "date", text: "Melyik nap lenne jó?", options: [], required: true },
      { id: "partner", type: "yesNo", text: "Hoznál kísérőt?", options: [], required: false },
    ],
  },
  {
    name: "Irodai környezet",
    description: "Visszajelzés az irodáról, eszközökről és a közös terekről.",
    questions: [
      {
        id: "comfort",
        type: "scale",
        text: "Mennyire kényelmes a munkahelyed?",
        options: [],
        required: true,
      },
      {
        id: "missing",
        type: "multiple",
        text: "Mi hiányzik leginkább?",
        options: ["Csendes szoba", "Jobb kávé", "Állítható asztal", "Több növény", "Parkolóhely"],
        required: false,
      },
      { id: "comment", type: "longText", text: "Egyéb megjegyzés", options: [], required: false },
    ],
  },
  {
    name: "Új belépő visszajelzés",
    description: "Az első hónap tapasztalatai a betanulásról.",
    questions: [
      {
        id: "onboarding",
        type: "scale",
        text: "Mennyire volt hasznos a betanítás?",
        options: [],
        required: true,
      },
      {
        id: "mentor",
        type: "yesNo",
        text: "Volt kihez fordulnod kérdéseiddel?",
        options: [],
        required: true,
      },
      {
        id: "tip",
        type: "shortText",
        text: "Mit tennél hozzá a betanításhoz?",
        options: [],
        required: false,
      },
    ],
  },
];

/** Free-text answers the demo draws from. */
export const DEMO_TEXTS = [
  "Több rugalmas munkaidő jó lenne.",
  "Rendszeresebb visszajelzést szeretnék a vezetőmtől.",
  "A közös reggelik nagyon jók, maradjanak!",
  "Több csendes helyiség kellene a koncentrált munkához.",
  "A belső kommunikáció lehetne átláthatóbb.",
  "Jobb lenne, ha a megbeszélések rövidebbek lennének.",
  "Örülnék egy kerékpártárolónak.",
] as const;
