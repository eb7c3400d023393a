import type { Content } from "pdfmake/interfaces";
import { HANDOVER_STATUS_LABELS, type HandoverStatus } from "@office/shared/assets/asset-handovers.contract";
import type { Tenant } from "../../platform/tenancy.ts";
import type { HandoverWithNames } from "./asset-handovers.repository.ts";
import { formatDateHu } from "@office/shared/hu/format";
import { formatHuf, renderPdf } from "./pdf.ts";
import type { PdfDocument } from "./pdf-document.ts";

/** The custody and return statement of the receiver (megőrzési felelősség, Mt. 180. §). */
export const CUSTODY_STATEMENT =
  "Az átvevő kijelenti, hogy a fenti eszközöket a jegyzőkönyvben rögzített állapotban átvette. " +
  "Tudomásul veszi, hogy az eszközök a munkáltató tulajdonában maradnak, azokat rendeltetésszerűen " +
  "használja, megőrzésükről gondoskodik, és a munkaviszony megszűnésekor vagy a munkáltató felszólítására " +
  "haladéktalanul visszaszolgáltatja. A megőrzésre átvett, visszaszolgáltatási kötelezettséggel átadott " +
  "dolgokban bekövetkezett hiányért a munkavállaló a munka törvénykönyvéről szóló 2012. évi I. törvény " +
  "(Mt.) 180. §-a szerint teljes kártérítési felelősséggel tartozik.";

const budapest = (d: Date) =>
  new Intl.DateTimeFormat("hu-HU", {
    timeZone: "Europe/Budapest",
    dateStyle: "long",
    timeStyle: "short",
  }).format(d);

/** The employer as a protocol names it: its name, and its seat and tax number (adószám) when /ceg has them. */
export type PdfCompany = { name: string; seat: string | null; taxNumber: string | null };

/** {@link PdfCompany} of a tenant: seat as "2600 Vác, Széchenyi u. 1." from what is set of postal code, city, address. */
export function pdfCompanyOf(
  tenant: Pick<Tenant, "name" | "slug" | "taxNumber" | "postalCode" | "city" | "address">,
): PdfCompany {
  const place = [tenant.postalCode, tenant.city].filter(Boolean).join(" ");
  const seat = [place, tenant.address].filter(Boolean).join(", ");
  return { name: tenant.name || tenant.slug, seat: seat || null, taxNumber: tenant.taxNumber || null };
}

/**
 * The handover protocol (átadás-átvételi jegyzőkönyv) as PDF (A4): the company (name, seat, tax number), both parties (the store
 * when there is no giver), the assets with inventory and serial numbers, value and condition, the
 * receiver's custody and return statement (Mt. 180. §) and the acceptance (time, IP) — or, before it,
 * the state it is in. Returns the PDF bytes.
 */
export async function buildHandoverPdf(h: HandoverWithNames, company: PdfCompany): Promise<Buffer> {
  const companyName = company.name;
  const companyDetails = [
    company.seat && `Székhely: ${company.seat}`,
    company.taxNumber && `Adószám: ${company.taxNumber}`,
  ].filter(Boolean);
  const rows: Content[][] = [
    ["#", "Leltári szám", "Megnevezés", "Gyári szám", "Érték", "Állapot"].map((t) => ({
      text: t,
      bold: true,
    })),
    ...h.items.map((i, n) => [
      String(n + 1),
      i.inventoryNumber,
      i.name,
      i.serialNumber ?? "–",
      { text: formatHuf(i.valueHuf), alignment: "right" as const },
      i.condition ?? "–",
    ]),
  ];
  const decided =
    h.status === "accepted" && h.decidedAt
      ? `Az átvevő (${h.toName}) a jegyzőkönyvet elektronikusan elfogadta: ${budapest(h.decidedAt)}` +
        (h.decidedIp ? `, IP-cím: ${h.decidedIp}.` : ".")
      : `Állapot: ${HANDOVER_STATUS_LABELS[h.status as HandoverStatus]} — a jegyzőkönyv még nem érvényes.`;
  const doc: PdfDocument = {
    info: { title: `Átadás-átvételi jegyzőkönyv #${h.id}`, author: companyName, creator: "Office" },
    content: [
      { text: companyName, style: "company" },
      ...(companyDetails.length > 0
        ? [{ text: companyDetails.join("   ·   "), fontSize: 9, margin: [0, 0, 0, 4] } as Content]
        : []),
      { text: "ÁTADÁS-ÁTVÉTELI JEGYZŐKÖNYV", style: "title" },
      { text: `Iktatószám: ESZK-${h.id}   ·   Kelt: ${formatDateHu(h.date)}`, margin: [0, 0, 0, 12] },
      {
        columns: [
          { stack: [{ text: "Átadó", bold: true }, h.fromName ?? `${companyName} (raktár)`] },
          { stack: [{ text: "Átvevő", bold: true }, h.toName] },
        ],
        margin: [0, 0, 0, 12],
      },
      {
        table: { headerRows: 1, widths: [16, 70, "*", 80, 62, 90], body: rows },
        layout: "lightHorizontalLines",
        margin: [0, 0, 0, 12],
      },
      ...(h.note ? [{ text: `Megjegyzés: ${h.note}`, margin: [0, 0, 0, 12] } as Content] : []),
      { text: "Megőrzési felelősség", bold: true, margin: [0, 4, 0, 4] },
      { text: CUSTODY_STATEMENT, alignment: "justify", margin: [0, 0, 0, 12] },
      { text: "Elfogadás", bold: true, margin: [0, 4, 0, 4] },
      { text: decided },
      {
        columns: [
          { stack: [{ text: "\n\n______________________" }, { text: "átadó" }] },
          { stack: [{ text: "\n\n______________________" }, { text: "átvevő" }] },
        ],
        margin: [0, 24, 0, 0],
      },
    ],
    styles: {
      company: { fontSize: 11, color: "#444444" },
      title: { fontSize: 16, bold: true, margin: [0, 6, 0, 6] },
    },
  };
  return renderPdf(doc);
}
