import { sql, type SQL } from "drizzle-orm";
import type { AttachmentOwnerType } from "@office/shared/attachments/attachment.contract";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import type { Tx } from "../platform/db.ts";
import type { Platform } from "../platform/platform.ts";
import { attachments } from "../modules/attachments/attachments.table.ts";
import { createDemoPdf, type DemoPdfLine } from "./demo-pdf.ts";
import { createRandom } from "./names.ts";

const COMPANY = "Dunakanyar Mérnökiroda Kft.";
const DAY_MS = 24 * 60 * 60 * 1000;

type Uploader = { userId: number };
type DemoAttachment = {
  type: AttachmentOwnerType;
  id: number;
  fileName: string;
  data: Buffer;
  uploadedBy: Uploader;
  /** Days before the seed's run; the hour is fixed (10:00 UTC). */
  daysAgo: number;
};

const rowsOf = async <T>(tx: Tx, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

const pdf = (title: string, lines: DemoPdfLine[]) => createDemoPdf({ title, header: COMPANY, lines });
const date = (iso: string | null) => (iso ? formatDateHu(iso) : "–");

/** The car the demo user drives: its insurance policy (kötelező gépjármű-felelősségbiztosítás). */
async function carPolicy(tx: Tx, tenantId: number, userEmployeeId: number, by: Uploader) {
  const [car] = await rowsOf<{
    id: number;
    plate: string;
    make: string;
    model: string;
    expiry: string | null;
  }>(
    tx,
    sql`select c.id, c.plate, c.make, c.model, c.mandatory_insurance_expiry::text as expiry from cars c
      join drivers d on d.tenant_id = c.tenant_id and d.id = c.driver_id
      where c.tenant_id = ${tenantId} and d.employee_id = ${userEmployeeId} order by c.id limit 1`,
  );
  if (!car) return [];
  const data = pdf("Kötelező gépjármű-felelősségbiztosítási kötvény", [
    { label: "Szerződő:", value: COMPANY },
    { label: "Forgalmi rendszám:", value: car.plate },
    { label: "Gyártmány, típus:", value: `${car.make} ${car.model}` },
    { label: "Kötvényszám:", value: `KGFB-${String(70_000_000 + car.id * 137)}` },
    { label: "Érvényes:", value: date(car.expiry) },
    { label: "Éves díj:", value: formatHuf(64_800) },
    { gap: 8 },
    {
      text: "A biztosító a kötvényen szereplő gépjármű üzemeltetésével harmadik személynek okozott károkat téríti meg a jogszabályban meghatározott összeghatárig.",
    },
  ]);
  return [
    { type: "car", id: car.id, fileName: `kgfb-kotveny-${car.plate}.pdf`, data, uploadedBy: by, daysAgo: 12 },
  ] satisfies DemoAttachment[];
}

/** The demo user's first asset with a warranty: its warranty card. */
async function assetWarranty(tx: Tx, tenantId: number, userEmployeeId: number, by: Uploader) {
  const [asset] = await rowsOf<{
    id: number;
    name: string;
    inventoryNumber: string;
    serial: string | null;
    warranty: string | null;
    acquired: string | null;
  }>(
    tx,
    sql`select id, name, inventory_number as "inventoryNumber", serial_number as serial,
        warranty_expiry::text as warranty, acquired_on::text as acquired
      from assets where tenant_id = ${tenantId} and holder_employee_id = ${userEmployeeId}
        and warranty_expiry is not null order by id limit 1`,
  );
  if (!asset) return [];
  const data = pdf("Jótállási jegy", [
    { label: "Termék:", value: asset.name },
    { label: "Leltári szám:", value: asset.inventoryNumber },
    { label: "Gyári szám:", value: asset.serial ?? "–" },
    { label: "Vásárlás napja:", value: date(asset.acquired) },
    { label: "Jótállás vége:", value: date(asset.warranty) },
    { gap: 8 },
    {
      text: "A jótállási igény a jótállási jegy és a vásárlást igazoló számla bemutatásával érvényesíthető a forgalmazónál vagy a márkaszervizben.",
    },
  ]);
  return [
    { type: "asset", id: asset.id, fileName: "jotallasi-jegy.pdf", data, uploadedBy: by, daysAgo: 30 },
  ] satisfies DemoAttachment[];
}

/** The first live project the demo user works on (its plan) and its partner (the framework contract). */
async function projectAndPartner(tx: Tx, tenantId: number, userEmployeeId: number, by: Uploader) {
  const [project] = await rowsOf<{
    id: number;
    code: string;
    name: string;
    partnerId: number | null;
    partnerName: string | null;
    start: string;
    end: string | null;
  }>(
    tx,
    sql`select p.id, p.code, p.name, p.partner_id as "partnerId", pa.name as "partnerName",
        p.start_date::text as start, p.end_date::text as end from projects p
      join project_members m on m.tenant_id = p.tenant_id and m.project_id = p.id
      left join partners pa on pa.tenant_id = p.tenant_id and pa.id = p.partner_id
      where p.tenant_id = ${tenantId} and m.employee_id = ${userEmployeeId} and p.archived_at is null
        and p.status = 'active' order by p.id limit 1`,
  );
  if (!project) return [];
  const out: DemoAttachment[] = [
    {
      type: "project",
      id: project.id,
      fileName: `projektterv-${project.code}.pdf`,
      data: pdf(`Projektterv – ${project.code}`, [
        { label: "Projekt:", value: project.name },
        { label: "Megrendelő:", value: project.partnerName ?? "–" },
        { label: "Kezdés:", value: date(project.start) },
        { label: "Tervezett befejezés:", value: date(project.end) },
        { heading: "Mérföldkövek" },
        {
          text: "1. Felmérés és követelmények rögzítése. 2. Tervezés és jóváhagyás. 3. Kivitelezés. 4. Átadás-átvétel, dokumentáció.",
        },
      ]),
      uploadedBy: by,
      daysAgo: 20,
    },
  ];
  if (project.partnerId !== null && project.partnerName)
    out.push({
      type: "partner",
      id: project.partnerId,
      fileName: "keretszerzodes.pdf",
      data: pdf("Keretszerződés", [
        { label: "Megrendelő:", value: project.partnerName },
        { label: "Vállalkozó:", value: COMPANY },
        { gap: 6 },
        {
          text: "A felek mérnöki tervezési és műszaki ellenőri feladatok ellátására határozatlan idejű keretszerződést kötnek; az egyes munkákat egyedi megrendelések rögzítik.",
        },
        { signatures: ["Megrendelő", "Vállalkozó"] },
      ]),
      uploadedBy: by,
      daysAgo: 45,
    });
  return out;
}

/** The first active contractor with a contract end: the signed engagement contract. */
async function contractorContract(tx: Tx, tenantId: number, by: Uploader) {
  const [resource] = await rowsOf<{
    id: number;
    name: string;
    start: string | null;
    end: string;
    rate: number | null;
  }>(
    tx,
    sql`select id, name, contract_start::text as start, contract_end::text as end, daily_rate_huf as rate
      from external_resources where tenant_id = ${tenantId} and active and contract_end is not null
      order by id limit 1`,
  );
  if (!resource) return [];
  const data = pdf("Megbízási szerződés", [
    { label: "Megbízó:", value: COMPANY },
    { label: "Megbízott:", value: resource.name },
    { label: "Hatály:", value: `${date(resource.start)} – ${date(resource.end)}` },
    {
      label: "Napidíj:",
      value: resource.rate === null ? "egyedi megállapodás szerint" : formatHuf(resource.rate),
    },
    { gap: 6 },
    {
      text: "A megbízott a megbízó projektjeiben szakértői feladatokat lát el; a teljesítést a projektvezető igazolja havonta.",
    },
    { signatures: ["Megbízó", "Megbízott"] },
  ]);
  return [
    {
      type: "externalResource",
      id: resource.id,
      fileName: "megbizasi-szerzodes.pdf",
      data,
      uploadedBy: by,
      daysAgo: 60,
    },
  ] satisfies DemoAttachment[];
}

/**
 * Demo attachments (issue 23 §4), so that a fresh demo shows the paperclips and the attachment panels:
 * the demo user's car gets its insurance policy, the user's first asset with a warranty its warranty
 * card, the user's first active project its plan, that project's partner the framework contract
 * (uploaded by the project manager) and the first contractor with a contract end the signed contract.
 * Real one-page PDFs ({@link createDemoPdf}) written to `p.storage` under
 * `<tenantSlug>/attachments/<type>/<id>/<uuid>.pdf` as the upload does, the rows in one insert (with
 * their upload times, 12–60 days before the run, which the repository's insert does not set). No notifications (seeded history) and no audit
 * lines. Run after the fleet, asset and reminder seeds. Deterministic (fixed seed for the names);
 * answers how many it added.
 */
export async function seedAttachments(
  p: Platform,
  tx: Tx,
  tenantId: number,
  tenantSlug: string,
  refs: { userEmployeeId: number; adminUserId: number; pmUserId: number },
): Promise<number> {
  const admin = { userId: refs.adminUserId };
  const pm = { userId: refs.pmUserId };
  const items: DemoAttachment[] = [
    ...(await carPolicy(tx, tenantId, refs.userEmployeeId, admin)),
    ...(await assetWarranty(tx, tenantId, refs.userEmployeeId, admin)),
    ...(await projectAndPartner(tx, tenantId, refs.userEmployeeId, pm)),
    ...(await contractorContract(tx, tenantId, pm)),
  ];
  const random = createRandom(23_2026);
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(random.next() * 16).toString(16)).join("");
  const today = new Date(Date.now());
  today.setUTCHours(10, 0, 0, 0);
  const files = items.map((item) => ({
    data: item.data,
    row: {
      tenantId,
      ownerType: item.type,
      ownerId: item.id,
      name: item.fileName,
      contentType: "application/pdf",
      size: item.data.length,
      storageKey: `${tenantSlug}/attachments/${item.type}/${item.id}/${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}.pdf`,
      uploadedBy: item.uploadedBy.userId,
      uploadedAt: new Date(today.getTime() - item.daysAgo * DAY_MS),
    },
  }));
  await Promise.all(files.map((f) => p.storage.put(f.row.storageKey, f.data)));
  if (files.length > 0) await tx.insert(attachments).values(files.map((f) => f.row));
  return items.length;
}
