import { crc32, deflateSync } from "node:zlib";
import { addDays } from "@office/shared/hu/iso-date";
import { formatDateHu } from "@office/shared/hu/format";
import type { EmployeeDocumentType } from "@office/shared/employees/documents.contract";
import type { Platform } from "../platform/platform.ts";
import type { Tx } from "../platform/db.ts";
import type { FileStorage } from "../platform/storage.ts";
import { listEmployees, type EmployeeRowWithManager } from "../modules/employees/employees.repository.ts";
import { employeeDocuments, employeeFiles, employeeHistory } from "../modules/employees/employees.table.ts";
import { createDemoPdf, type DemoPdfLine } from "./demo-pdf.ts";
import { DEMO_TODAY } from "./leave-seed.ts";
import { createRandom } from "./names.ts";

// The PDF contents come first (one function per kind of paper), then the ID photo, then the seeder.

type Employee = EmployeeRowWithManager;
type Blob = { key: string; data: Buffer };

const COMPANY = "Dunakanyar Mérnökiroda Kft.";
const SEAT = "1134 Budapest, Váci út 45.";
const TASKS: Readonly<Record<string, readonly string[]>> = {
  Vezetőség: ["a társaság operatív irányítása és képviselete", "az éves üzleti terv és költségvetés"],
  Fejlesztés: ["szoftverkomponensek tervezése, fejlesztése, tesztelése", "kódáttekintés, dokumentáció"],
  Tervezés: ["tervdokumentációk készítése és ellenőrzése", "egyeztetés megrendelőkkel, hatóságokkal"],
  Projektiroda: [
    "projektek ütemezése, erőforrás- és költségtervezése",
    "kapcsolattartás az alvállalkozókkal",
  ],
  Pénzügy: ["számlák, kifizetések, bizonylatok kezelése", "havi zárások és kimutatások előkészítése"],
  Humánerőforrás: ["munkaügyi nyilvántartások és dokumentumok kezelése", "toborzás, beléptetés, képzések"],
  Értékesítés: ["új megrendelők felkutatása, ajánlatok készítése", "ügyfélkapcsolati nyilvántartás vezetése"],
  Üzemeltetés: ["irodai és informatikai eszközök üzemeltetése", "beszerzések és a raktár kezelése"],
};
const AMENDMENTS = [
  ["Otthoni munkavégzés", "heti két munkanapon a munkavállaló otthonából végzi a munkáját (Mt. 196. §)."],
  ["Munkavégzés helye", "a munkavégzés helye a társaság budapesti és váci irodája."],
  ["Munkarend", "a munkavállaló kötetlen munkarendben dolgozik, a törzsidő 9 és 14 óra között van."],
] as const;
const COURSES = [
  ["Munkavédelmi alapképzés", "8 óra"],
  ["Elsősegélynyújtó tanfolyam", "16 óra"],
  ["Adatvédelmi (GDPR) oktatás", "4 óra"],
  ["Projektmenedzsment alapok", "24 óra"],
  ["BIM-koordinátor tanfolyam", "40 óra"],
] as const;
/** Light backgrounds of the ID photos (one PNG per colour is built). */
const PHOTO_BACKGROUNDS = [
  [0xdf, 0xe8, 0xf1],
  [0xe9, 0xe4, 0xda],
  [0xe2, 0xee, 0xe2],
  [0xee, 0xe2, 0xe8],
] as const;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_");
const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const pdf = (title: string, lines: DemoPdfLine[]) => createDemoPdf({ title, header: COMPANY, lines });
const person = (e: Employee): DemoPdfLine[] => [
  { label: "Munkavállaló neve:", value: e.name },
  { label: "Munkakör:", value: e.position ?? "" },
  { label: "Szervezeti egység:", value: e.department ?? "" },
];
const workHours = (e: Employee) =>
  e.weeklyHours < 40 ? `heti ${e.weeklyHours} óra (részmunkaidő)` : "heti 40 óra, általános munkarend";

function contractPdf(e: Employee, start: string): Buffer {
  return pdf("Munkaszerződés", [
    { label: "Munkáltató:", value: COMPANY },
    { label: "Székhely:", value: SEAT },
    ...person(e),
    {
      label: "Születési hely, idő:",
      value: `${e.birthPlace ?? ""}, ${e.birthDate ? formatDateHu(e.birthDate) : ""}`,
    },
    { label: "Anyja neve:", value: e.mothersName ?? "" },
    { label: "Lakcím:", value: e.address ?? "" },
    { label: "Munkaviszony kezdete:", value: formatDateHu(start) },
    { label: "Időtartam, próbaidő:", value: "határozatlan idő, 3 hónap próbaidő" },
    { label: "Munkaidő:", value: workHours(e) },
    { label: "Munkavégzés helye:", value: SEAT },
    // Wages are shown only to `employeeWages2` (DESIGN §5); documents reach every `hr` user.
    { label: "Alapbér:", value: "a bérmegállapító levél szerint" },
    { gap: 8 },
    {
      text:
        "A felek a munkaviszonyra a Munka Törvénykönyvéről szóló 2012. évi I. törvény (Mt.) és a munkáltató " +
        "belső szabályzatainak rendelkezéseit alkalmazzák. A munkavállaló a munkaköri leírást, a munkavédelmi " +
        "tájékoztatót és az adatkezelési tájékoztatót átvette.",
    },
    { gap: 6 },
    { text: `Kelt: Budapest, ${formatDateHu(addDays(start, -7))}` },
    { signatures: ["munkáltató", "munkavállaló"] },
  ]);
}

function jobDescriptionPdf(e: Employee, start: string): Buffer {
  const tasks = TASKS[e.department ?? ""] ?? ["a felettes által kiadott feladatok ellátása"];
  return pdf("Munkaköri leírás", [
    ...person(e),
    { label: "Közvetlen felettes:", value: e.managerName ?? "ügyvezető" },
    { label: "Hatályos:", value: formatDateHu(start) },
    { heading: "Fő feladatok" },
    ...tasks.map((t) => ({ text: `• ${t[0]?.toUpperCase()}${t.slice(1)};` })),
    { text: "• a munkavédelmi, tűzvédelmi és adatvédelmi előírások betartása." },
    { heading: "Felelősség és hatáskör" },
    {
      text: "Feladatait a felettese utasításai, a szervezeti és működési szabályzat és a belső eljárások szerint látja el.",
    },
    { signatures: ["munkáltató", "munkavállaló"] },
  ]);
}

function medicalPdf(e: Employee, examined: string, validUntil: string, initial: boolean): Buffer {
  return pdf("Munkaköri alkalmassági vélemény", [
    { label: "Név:", value: e.name },
    { label: "Születési idő:", value: e.birthDate ? formatDateHu(e.birthDate) : "" },
    { label: "TAJ szám:", value: e.tajNumber ?? "" },
    { label: "Munkakör:", value: e.position ?? "" },
    { label: "Vizsgálat jellege:", value: initial ? "előzetes" : "időszakos" },
    { label: "Vizsgálat napja:", value: formatDateHu(examined) },
    { label: "Eredmény:", value: "Alkalmas" },
    { label: "Következő vizsgálat:", value: formatDateHu(validUntil) },
    { gap: 8 },
    {
      text: "A vélemény a 33/1998. (VI. 24.) NM rendelet alapján készült. Foglalkozás-egészségügyi szolgáltató: VitaPlusz Bt., Vác.",
    },
    { signatures: ["dr. Fehér Ilona üzemorvos", "P. H."] },
  ]);
}

function amendmentPdf(e: Employee, effective: string, topic: (typeof AMENDMENTS)[number]): Buffer {
  return pdf("Munkaszerződés-módosítás", [
    ...person(e),
    { label: "Módosítás tárgya:", value: topic[0] },
    { label: "Hatályos:", value: formatDateHu(effective) },
    { gap: 8 },
    { text: `A felek a munkaszerződést közös megegyezéssel módosítják: ${topic[1]}` },
    { text: "A munkaszerződés egyéb rendelkezései változatlanul hatályban maradnak." },
    { signatures: ["munkáltató", "munkavállaló"] },
  ]);
}

function entryDeclarationPdf(e: Employee, start: string): Buffer {
  return pdf("Belépési nyilatkozat", [
    ...person(e),
    { label: "Belépés napja:", value: formatDateHu(start) },
    { gap: 8 },
    {
      text:
        `Alulírott ${e.name} nyilatkozom, hogy a munkaviszony létesítéséhez szükséges adataimat hiánytalanul ` +
        "átadtam, a munkavédelmi és tűzvédelmi oktatáson részt vettem, és az adatkezelési tájékoztatót megismertem.",
    },
    { gap: 6 },
    { text: `Kelt: Budapest, ${formatDateHu(start)}` },
    { signatures: ["munkavállaló", "HR"] },
  ]);
}

function trainingPdf(e: Employee, date: string, course: (typeof COURSES)[number]): Buffer {
  return pdf("Tanúsítvány", [
    { text: `${e.name} (${e.position ?? ""}) a(z) „${course[0]}” képzést sikeresen elvégezte.` },
    { gap: 8 },
    { label: "Képzés:", value: course[0] },
    { label: "Időtartam:", value: course[1] },
    { label: "Befejezés napja:", value: formatDateHu(date) },
    { label: "Képző:", value: "Dunakanyar Akadémia (belső képzés)" },
    { signatures: ["oktató", "képzési vezető"] },
  ]);
}

/** A 96×128 RGB PNG of a neutral head-and-shoulders silhouette on `background`. */
function photoPng(background: readonly number[]): Buffer {
  const [w, h] = [96, 128];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const head = (x - 48) ** 2 + (y - 50) ** 2 < 22 ** 2;
      const shoulders = ((x - 48) / 44) ** 2 + ((y - 130) / 44) ** 2 < 1;
      const rgb = head || shoulders ? [0x7a, 0x86, 0x94] : background;
      raw.set(rgb, y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Writes the blobs with at most `limit` writes in flight. */
async function putAll(storage: FileStorage, blobs: readonly Blob[], limit = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let blob = blobs[next++]; blob; blob = blobs[next++]) await storage.put(blob.key, blob.data);
  };
  await Promise.all(Array.from({ length: Math.min(limit, blobs.length) }, worker));
}

type Random = ReturnType<typeof createRandom> & { between(lo: number, hi: number): number };
type DocumentSpec = { type: EmployeeDocumentType; data: Buffer; on: string; validUntil?: string };
type FileSpec = { name: string; data: Buffer; on: string };

/** Display name and file-name stem of each seeded document type. */
const DOCUMENT_NAMES: Partial<Record<EmployeeDocumentType, readonly [string, string]>> = {
  munkaszerződés: ["Munkaszerződés", "munkaszerzodes"],
  "munkaköri leírás": ["Munkaköri leírás", "munkakori_leiras"],
  "orvosi alkalmassági": ["Orvosi alkalmassági vélemény", "alkalmassagi_velemeny"],
  "munkaszerződés-módosítás": ["Munkaszerződés-módosítás", "szerzodesmodositas"],
};

/**
 * An employee's documents (`start`: first working day): contract and job description; most a medical
 * certificate (8% none, 6% expired, 16% due within 60 days); 30% of the longer-serving an amendment.
 */
function documentsOf(e: Employee, start: string, random: Random): DocumentSpec[] {
  const { between } = random;
  const docs: DocumentSpec[] = [
    { type: "munkaszerződés", data: contractPdf(e, start), on: start },
    { type: "munkaköri leírás", data: jobDescriptionPdf(e, start), on: start },
  ];
  const r = random.next();
  if (r >= 0.08) {
    const period = e.position === "Gépkocsivezető" ? 365 : 730;
    const ahead = r < 0.14 ? -between(5, 120) : r < 0.3 ? between(1, 60) : between(61, period - 30);
    const validUntil = addDays(DEMO_TODAY, ahead);
    const initial = addDays(validUntil, -period) < start;
    const examined = initial ? addDays(start, -between(3, 10)) : addDays(validUntil, -period);
    const data = medicalPdf(e, examined, validUntil, initial);
    docs.push({ type: "orvosi alkalmassági", data, on: later(addDays(examined, 2), start), validUntil });
  }
  if (start < "2025-06-01" && random.next() < 0.3) {
    const from = later(addDays(start, 365), "2019-01-01");
    const on = earlier(addDays(from, between(0, 500)), addDays(DEMO_TODAY, -20));
    const data = amendmentPdf(e, addDays(on, between(5, 20)), random.pick(AMENDMENTS));
    docs.push({ type: "munkaszerződés-módosítás", data, on });
  }
  return docs;
}

/** Half of the employees: an entry declaration and/or an ID photo, half of them a training certificate. */
function filesOf(e: Employee, start: string, random: Random, photos: readonly Buffer[]): FileSpec[] {
  if (random.next() >= 0.5) return [];
  const { between } = random;
  const files: FileSpec[] = [];
  const entry = random.next() < 0.8;
  const photo = random.next() < 0.7;
  if (entry || !photo)
    files.push({ name: "belepesi-nyilatkozat.pdf", data: entryDeclarationPdf(e, start), on: start });
  if (photo) files.push({ name: "igazolvanykep.png", data: random.pick(photos), on: start });
  if (random.next() < 0.5) {
    const on = earlier(addDays(later(start, "2024-01-08"), between(0, 300)), DEMO_TODAY);
    files.push({ name: "kepzesi-tanusitvany.pdf", data: trainingPdf(e, on, random.pick(COURSES)), on });
  }
  return files;
}

/**
 * Demo documents and files of the tenant's active employees (DESIGN §10), for the Dokumentumok and
 * Fájlok tabs: everyone has a signed contract and a job description (uploaded on the first working
 * day); most have a medical fitness certificate (`validUntil`: a few expired before DEMO_TODAY, some
 * expiring within 60 days after it, the rest later); some a contract amendment; about half a few
 * files (entry declaration, ID photo, training certificate). The bytes are real one-page PDFs and
 * PNGs, written to `p.storage` under `<tenantSlug>/employees/<id>/documents|files/<uuid>.<ext>` as
 * the upload services do (at most 8 writes at a time), each document and file with its
 * "Dokumentum/Fájl feltöltve" history line by `uploader`. Rows go in one insert per table (straight
 * into the tables: the repositories insert single rows and cannot set the upload dates); no audit
 * lines. Deterministic (fixed seed). Returns the numbers of documents and files.
 */
export async function seedDocuments(
  p: Platform,
  tx: Tx,
  tenantId: number,
  tenantSlug: string,
  uploader: { userId: number; name: string },
): Promise<{ documents: number; files: number }> {
  const seeded = createRandom(11_2026);
  const between = (lo: number, hi: number) => lo + Math.floor(seeded.next() * (hi - lo + 1));
  const random: Random = { ...seeded, between };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, (_, i) =>
      (i === 12 ? 4 : i === 16 ? 8 + between(0, 3) : between(0, 15)).toString(16),
    ).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  const photos = PHOTO_BACKGROUNDS.map(photoPng);
  const blobs: Blob[] = [];
  const documents: (typeof employeeDocuments.$inferInsert)[] = [];
  const files: (typeof employeeFiles.$inferInsert)[] = [];
  const history: (typeof employeeHistory.$inferInsert)[] = [];
  /** Queues the bytes and the history line; answers the columns documents and files share. */
  const upload = (
    e: Employee,
    area: "document" | "file",
    shown: string,
    key: string,
    data: Buffer,
    on: Date,
  ) => {
    blobs.push({ key, data });
    const field = area === "document" ? "Dokumentum feltöltve" : "Fájl feltöltve";
    const by = { userId: uploader.userId, userName: uploader.name };
    history.push({ tenantId, employeeId: e.id, at: on, ...by, area, field, oldValue: null, newValue: shown });
    return {
      tenantId,
      employeeId: e.id,
      storageKey: key,
      size: data.length,
      uploadedBy: uploader.userId,
      createdAt: on,
    };
  };

  for (const e of await listEmployees(tx, tenantId, true)) {
    if (!e.employmentStart) continue;
    const folder = `${tenantSlug}/employees/${e.id}`;
    for (const [i, d] of documentsOf(e, e.employmentStart, random).entries()) {
      const [name, stem] = DOCUMENT_NAMES[d.type] ?? [d.type, "dokumentum"];
      const key = `${folder}/documents/${uuid()}.pdf`;
      documents.push({
        ...upload(e, "document", name, key, d.data, at(d.on, 9 + i)),
        name,
        documentType: d.type,
        validUntil: d.validUntil ?? null,
        fileName: `${stem}_${fold(e.name)}.pdf`,
        mime: "application/pdf",
      });
    }
    for (const f of filesOf(e, e.employmentStart, random, photos)) {
      const ext = f.name.endsWith(".png") ? "png" : "pdf";
      const key = `${folder}/files/${uuid()}.${ext}`;
      const mime = ext === "png" ? "image/png" : "application/pdf";
      files.push({ ...upload(e, "file", f.name, key, f.data, at(f.on, 10)), name: f.name, mime });
    }
  }
  const insertRows = async () => {
    if (documents.length > 0) await tx.insert(employeeDocuments).values(documents);
    if (files.length > 0) await tx.insert(employeeFiles).values(files);
    if (history.length > 0) await tx.insert(employeeHistory).values(history);
  };
  await Promise.all([putAll(p.storage, blobs), insertRows()]);
  return { documents: documents.length, files: files.length };
}
