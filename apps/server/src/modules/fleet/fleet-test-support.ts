import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { authed, type TestApp } from "../../test/harness.ts";

/** Helpers shared by the fleet integration tests. */

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** An injected call on tenant `tenant` as `token`. */
export const callAs =
  (t: TestApp, tenant = "demo") =>
  (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });

/** A new car body; `plate` must be unique in the tenant. */
export const carBody = (plate: string, over: object = {}) => ({
  plate,
  make: "Suzuki",
  model: "Swift",
  vin: "TSMMZC11S00123456",
  year: 2022,
  fuelType: "petrol",
  engineKw: 61,
  engineCcm: 1197,
  environmentalClass: "15",
  odometerKm: 1000,
  motExpiry: "2028-05-01",
  mandatoryInsuranceExpiry: "2027-03-01",
  cascoExpiry: null,
  ownership: "company",
  driverId: null,
  costCenterId: null,
  active: true,
  note: null,
  ...over,
});

/** A trip body. */
export const tripBody = (
  driverId: number,
  date: string,
  startKm: number,
  endKm: number,
  over: object = {},
) => ({
  date,
  driverId,
  from: "Budapest",
  to: "Győr",
  purpose: "Ügyféltárgyalás",
  startKm,
  endKm,
  private: false,
  ...over,
});

/** The text of every page of a PDF (pdfjs-dist legacy build, as Node needs). */
export async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  let text = "";
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text +=
      content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("") +
      "\n";
  }
  await doc.destroy();
  return text;
}
