import { sql } from "drizzle-orm";
import type { Tx } from "../platform/db.ts";
import { makeTaxNumber } from "./identifiers.ts";
import { costCenters } from "../modules/cost-centers/cost-centers.table.ts";
import { partnerContacts, partners } from "../modules/partners/partners.table.ts";
import { externalResources } from "../modules/external-resources/external-resources.table.ts";

/**
 * Demo master data of issue 8 (DESIGN §10): the cost centres the staff and projects use, twelve Hungarian
 * client companies with valid adószám and their contacts (plus one Austrian client without one), and six
 * contractors. Deterministic; ids follow insertion order on an empty tenant.
 */

/** Cost centres: one per department (the codes the staff seed writes) and two for project work. */
export const DEMO_COST_CENTERS = [
  { code: "VEZ-01", name: "Vezetőség" },
  { code: "FEJ-01", name: "Fejlesztés" },
  { code: "TER-01", name: "Tervezés" },
  { code: "PRO-01", name: "Projektiroda" },
  { code: "PEN-01", name: "Pénzügy" },
  { code: "HR-01", name: "Humánerőforrás" },
  { code: "ERT-01", name: "Értékesítés" },
  { code: "UZE-01", name: "Üzemeltetés" },
  { code: "PRJ-INF", name: "Infrastruktúra projektek" },
  { code: "PRJ-EPG", name: "Épületgépészeti projektek" },
  { code: "VAC-01", name: "Váci telephely (megszűnt)", active: false },
] as const;

interface DemoPartner {
  name: string;
  tax: [prefix7: string, vatCode: number, area: string] | null;
  euVatNumber?: string;
  postalCode: string;
  city: string;
  street: string;
  web: string;
  phone: string;
  note?: string;
  active?: boolean;
  contacts: [name: string, position: string][];
  /** Contacts' names are written given name first (a foreign client). */
  givenNameFirst?: boolean;
}

const PARTNERS: DemoPartner[] = [
  {
    name: "Győr-Logisztika Zrt.",
    tax: ["1452873", 2, "08"],
    postalCode: "9027",
    city: "Győr",
    street: "Kandó Kálmán utca 11.",
    web: "gyorlogisztika.example.hu",
    phone: "+36 96 512 300",
    contacts: [
      ["Horváth Ildikó", "beruházási igazgató"],
      ["Kovács Bence", "műszaki ellenőr"],
    ],
  },
  {
    name: "Balaton Vízművek Kft.",
    tax: ["2381056", 2, "14"],
    postalCode: "8600",
    city: "Siófok",
    street: "Fő utca 220.",
    web: "balatonviz.example.hu",
    phone: "+36 84 310 455",
    contacts: [["Németh Gábor", "ügyvezető"]],
  },
  {
    name: "Pannon Acélszerkezet Kft.",
    tax: ["1190342", 2, "07"],
    postalCode: "2400",
    city: "Dunaújváros",
    street: "Papírgyári út 47.",
    web: "pannonacel.example.hu",
    phone: "+36 25 411 780",
    contacts: [
      ["Farkas Zoltán", "műszaki igazgató"],
      ["Papp Réka", "beszerzési vezető"],
    ],
  },
  {
    name: "Debreceni Egyetemi Fejlesztő Nonprofit Kft.",
    tax: ["2654019", 2, "09"],
    postalCode: "4032",
    city: "Debrecen",
    street: "Egyetem tér 1.",
    web: "deftfejleszto.example.hu",
    phone: "+36 52 512 900",
    contacts: [["Dr. Balogh Anikó", "projektigazgató"]],
  },
  {
    name: "Tisza-Park Ingatlanfejlesztő Kft.",
    tax: ["2501733", 2, "06"],
    postalCode: "6720",
    city: "Szeged",
    street: "Kárász utca 9.",
    web: "tiszapark.example.hu",
    phone: "+36 62 420 118",
    contacts: [
      ["Varga Péter", "ügyvezető"],
      ["Simon Katalin", "projektkoordinátor"],
    ],
  },
  {
    name: "Mecsek Energia Zrt.",
    tax: ["1087645", 2, "02"],
    postalCode: "7630",
    city: "Pécs",
    street: "Edison utca 1.",
    web: "mecsekenergia.example.hu",
    phone: "+36 72 530 600",
    contacts: [["Takács Levente", "fejlesztési vezető"]],
  },
  {
    name: "Budai Irodaház Kft.",
    tax: ["2439581", 2, "43"],
    postalCode: "1117",
    city: "Budapest",
    street: "Október huszonharmadika utca 8–10.",
    web: "budaiirodahaz.example.hu",
    phone: "+36 1 371 2040",
    contacts: [
      ["Juhász Eszter", "üzemeltetési vezető"],
      ["Lakatos Dániel", "gondnok"],
    ],
  },
  {
    name: "Alföldi Agrárpark Kft.",
    tax: ["2298814", 2, "03"],
    postalCode: "6000",
    city: "Kecskemét",
    street: "Izsáki út 10.",
    web: "alfoldiagrarpark.example.hu",
    phone: "+36 76 505 230",
    contacts: [["Mészáros Ferenc", "ügyvezető"]],
  },
  {
    name: "Miskolci Hőszolgáltató Zrt.",
    tax: ["1163307", 2, "05"],
    postalCode: "3527",
    city: "Miskolc",
    street: "Tüzér utca 4.",
    web: "mihoszolg.example.hu",
    phone: "+36 46 502 410",
    contacts: [
      ["Oláh Krisztián", "műszaki vezérigazgató-helyettes"],
      ["Fehér Judit", "beszerzési referens"],
    ],
  },
  {
    name: "Zalai Gyógyfürdő Kft.",
    tax: ["2770125", 2, "20"],
    postalCode: "8380",
    city: "Hévíz",
    street: "Dr. Schulhof Vilmos sétány 1.",
    web: "zalaifurdo.example.hu",
    phone: "+36 83 342 830",
    contacts: [["Hegedűs Tímea", "gazdasági igazgató"]],
  },
  {
    name: "Egri Bortermelő Kft.",
    tax: ["2015568", 2, "10"],
    postalCode: "3300",
    city: "Eger",
    street: "Szépasszony-völgy 12.",
    web: "egribor.example.hu",
    phone: "+36 36 410 987",
    note: "Kisebb megbízások; a számlákat negyedévente kérik.",
    contacts: [["Kiss Márton", "tulajdonos"]],
  },
  {
    name: "Vác-Duna Kikötő Kft.",
    tax: ["1378902", 2, "13"],
    postalCode: "2600",
    city: "Vác",
    street: "Kikötő utca 3.",
    web: "vacdunakikoto.example.hu",
    phone: "+36 27 510 220",
    note: "2024 óta nincs új megbízás.",
    active: false,
    contacts: [["Pintér Gyula", "ügyvezető"]],
  },
  {
    name: "Wiener Hafenbau GmbH",
    tax: null,
    euVatNumber: "ATU12345678",
    postalCode: "1020",
    city: "Wien",
    street: "Handelskai 265, Österreich",
    web: "wienerhafenbau.example.at",
    phone: "+43 1 72 600 0",
    contacts: [["Stefan Gruber", "Projektleiter"]],
    givenNameFirst: true,
  },
];

const CONTRACTORS = [
  {
    name: "Tóth Balázs",
    company: "Tóth Statika Bt.",
    tax: ["2811406", 2, "13"] as const,
    skills: ["Statika", "Tekla Structures", "Acélszerkezet"],
    dailyRateHuf: 85_000,
    hourlyRateHuf: 11_500,
  },
  {
    name: "Fekete Zsófia",
    company: "FZS Design Kft.",
    tax: ["2733921", 2, "41"] as const,
    skills: ["BIM", "Revit", "Látványterv"],
    dailyRateHuf: 78_000,
    hourlyRateHuf: 10_500,
  },
  {
    name: "Oláh Tamás",
    company: "Oláh Tamás e.v.",
    tax: ["5612087", 1, "13"] as const,
    skills: ["Villamos tervezés", "EPLAN", "Gyengeáram"],
    dailyRateHuf: 70_000,
    hourlyRateHuf: 9_500,
  },
  {
    name: "Szűcs Krisztina",
    company: "Szűcs és Társa Kft.",
    tax: ["2455310", 2, "42"] as const,
    skills: ["Költségvetés", "Mennyiségkiírás", "Tenderdokumentáció"],
    dailyRateHuf: 65_000,
    hourlyRateHuf: 8_800,
  },
  {
    name: "Bognár Ádám",
    company: "GeoPont Mérnöki Kft.",
    tax: ["2690448", 2, "08"] as const,
    skills: ["Geodézia", "Drónfelmérés", "Pontfelhő"],
    dailyRateHuf: 90_000,
    hourlyRateHuf: 12_000,
  },
  {
    name: "Lengyel Eszter",
    company: "Lengyel Tűzvédelem Bt.",
    tax: ["2177263", 2, "03"] as const,
    skills: ["Tűzvédelem", "Hatósági engedélyezés"],
    dailyRateHuf: 72_000,
    hourlyRateHuf: 9_800,
  },
];

/**
 * ASCII e-mail local part `given.family` of a name: Hungarian order `Horváth Ildikó` → `ildiko.horvath`;
 * with `givenNameFirst`, `Stefan Gruber` → `stefan.gruber`.
 */
function emailLocal(name: string, givenNameFirst = false): string {
  const ascii = name
    .replace(/^Dr\.\s*/, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const [first = "", second = ""] = ascii.split(/\s+/);
  return givenNameFirst ? `${first}.${second}` : `${second}.${first}`;
}

/**
 * Inserts the cost centres and points every employee at the active cost centre named like their
 * department (Fejlesztés → FEJ-01 „Fejlesztés”). Call after the staff seed. Returns the ids by code.
 */
export async function seedCostCenters(tx: Tx, tenantId: number): Promise<Map<string, number>> {
  const rows = await tx
    .insert(costCenters)
    .values(
      DEMO_COST_CENTERS.map((c) => ({ tenantId, code: c.code, name: c.name, active: !("active" in c) })),
    )
    .returning({ id: costCenters.id, code: costCenters.code });
  await tx.execute(sql`
    update employees e set cost_center_id = c.id
    from cost_centers c
    where c.tenant_id = e.tenant_id and c.name = e.department and c.active and e.tenant_id = ${tenantId}`);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Inserts the demo partners with their contacts; returns the partner ids in {@link PARTNERS} order. */
export async function seedPartners(tx: Tx, tenantId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const p of PARTNERS) {
    const domain = p.web;
    const taxNumber = p.tax ? makeTaxNumber(...p.tax) : null;
    const [row] = await tx
      .insert(partners)
      .values({
        tenantId,
        name: p.name,
        taxNumber,
        euVatNumber: p.euVatNumber ?? (taxNumber ? `HU${taxNumber.slice(0, 8)}` : null),
        postalCode: p.postalCode,
        city: p.city,
        address: `${p.postalCode} ${p.city}, ${p.street}`,
        email: `info@${domain}`,
        phone: p.phone,
        website: `https://${domain}`,
        note: p.note ?? null,
        active: p.active ?? true,
      })
      .returning({ id: partners.id });
    if (!row) throw new Error("seed partner insert failed");
    ids.push(row.id);
    await tx.insert(partnerContacts).values(
      p.contacts.map(([name, position], i) => ({
        tenantId,
        partnerId: row.id,
        name,
        position,
        email: `${emailLocal(name, p.givenNameFirst)}@${domain}`,
        phone: `${p.phone.slice(0, -3)}${String(101 + i * 11)}`,
        sortOrder: i,
      })),
    );
  }
  return ids;
}

/** Inserts the six demo contractors; returns their ids in order. */
export async function seedExternalResources(tx: Tx, tenantId: number): Promise<number[]> {
  const rows = await tx
    .insert(externalResources)
    .values(
      CONTRACTORS.map((c, i) => ({
        tenantId,
        name: c.name,
        company: c.company,
        taxNumber: makeTaxNumber(c.tax[0], c.tax[1], c.tax[2]),
        email: `${emailLocal(c.name)}@contractor${i + 1}.example.hu`,
        phone: `+36 70 ${String(410 + i * 37)} ${String(2000 + i * 1111)}`,
        skills: [...c.skills],
        dailyRateHuf: c.dailyRateHuf,
        hourlyRateHuf: c.hourlyRateHuf,
        note: null,
      })),
    )
    .returning({ id: externalResources.id });
  return rows.map((r) => r.id);
}
