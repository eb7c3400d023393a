import { describe, expect, it } from "vitest";
import type { HandoverWithNames } from "./asset-handovers.repository.ts";
import { buildHandoverPdf, pdfCompanyOf } from "./handover-pdf.ts";
import { pdfText } from "./pdf-text.test-util.ts";

const decidedAt = new Date("2026-11-20T09:30:00Z");
const handover: HandoverWithNames = {
  tenantId: 1,
  id: 42,
  fromEmployeeId: null,
  toEmployeeId: 7,
  date: "2026-11-20",
  status: "accepted",
  note: null,
  createdByUserId: 1,
  createdByName: "Admin Anna",
  createdAt: decidedAt,
  sentAt: decidedAt,
  decidedAt,
  decidedIp: "10.0.0.1",
  rejectReason: null,
  remindedAt: null,
  pdfKey: null,
  fromName: null,
  toName: "Kiss Béla",
  items: [
    {
      tenantId: 1,
      handoverId: 42,
      assetId: 3,
      position: 1,
      inventoryNumber: "LT-0003",
      name: "Laptop",
      serialNumber: "SN-1",
      valueHuf: 412_000,
      condition: "Új",
    },
  ],
};

const tenant = {
  name: "Duna Kft.",
  slug: "duna",
  taxNumber: "24638173-2-13",
  postalCode: "2600",
  city: "Vác",
  address: "Széchenyi u. 1.",
};

describe("handover protocol PDF (issue 19 §1)", () => {
  it("names the employer with its seat and tax number, and the value in Hungarian", async () => {
    const text = await pdfText(await buildHandoverPdf(handover, pdfCompanyOf(tenant)));
    expect(text).toContain("Duna Kft.");
    expect(text).toContain("Székhely: 2600 Vác, Széchenyi u. 1.");
    expect(text).toContain("Adószám: 24638173-2-13");
    expect(text).toContain("Duna Kft. (raktár)");
    expect(text).toMatch(/412\s000\sFt/);
  });

  it("leaves out what /ceg has not set, and names the tenant by its slug without a name", () => {
    expect(pdfCompanyOf({ ...tenant, taxNumber: null, address: null })).toEqual({
      name: "Duna Kft.",
      seat: "2600 Vác",
      taxNumber: null,
    });
    expect(
      pdfCompanyOf({ name: "", slug: "duna", taxNumber: null, postalCode: null, city: null, address: null }),
    ).toEqual({ name: "duna", seat: null, taxNumber: null });
  });

  it("has no details line when neither seat nor tax number is set", async () => {
    const text = await pdfText(
      await buildHandoverPdf(handover, { name: "Duna Kft.", seat: null, taxNumber: null }),
    );
    expect(text).not.toContain("Székhely");
    expect(text).not.toContain("Adószám");
  });
});
