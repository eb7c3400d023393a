import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { authed, allBackends, createTestApp, login, type TestApp } from "../test/harness.ts";
import { createDemoPdf } from "./demo-pdf.ts";

/** Every object offset in the cross-reference table points at `<n> 0 obj`; startxref points at `xref`. */
function expectValidXref(pdf: Buffer): void {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe("xref\n");
  const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(5);
  offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamAt = text.indexOf("stream\n") + "stream\n".length;
  expect(text.slice(streamAt + length)).toMatch(/^\nendstream/);
}

describe("createDemoPdf", () => {
  it("writes Hungarian letters in WinAnsi + Differences codes and keeps the offsets right", () => {
    const pdf = createDemoPdf({
      title: "Próba (1)",
      header: "Dunakanyar Mérnökiroda Kft.",
      lines: [{ label: "Név:", value: "Őri Ödön" }, { text: "árvíztűrő tükörfúrógép \\" }],
    });
    expectValidXref(pdf);
    const text = pdf.toString("latin1");
    expect(text).toContain(
      "/Differences [213 /Ohungarumlaut 219 /Uhungarumlaut 245 /ohungarumlaut 251 /uhungarumlaut]",
    );
    expect(text).toContain("(\\325ri \\326d\\366n)");
    expect(text).toContain("(\\341rv\\355zt\\373r\\365 t\\374k\\366rf\\372r\\363g\\351p \\\\)");
    expect(text).toContain("(Pr\\363ba \\(1\\))");
    expect(() => createDemoPdf({ title: "✓", header: "", lines: [] })).toThrow(/cannot encode/);
  });
});

describe.each(allBackends)("demo documents and files on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let userEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
    user = await login(t, "demo", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
  });
  afterAll(async () => t?.close());

  const get = (token: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: authed("demo", token) });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.platform.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("Szabó Péter's documents list (`docuement`) and download as real PDFs of the stored size", async () => {
    const list = await get(hr, `/api/employee/${userEmployeeId}/document`);
    expect(list.statusCode).toBe(200);
    const docs = list.json().docuement as { id: number; name: string; documentType: string; size: number }[];
    expect(docs.map((d) => d.documentType)).toEqual(
      expect.arrayContaining(["munkaszerződés", "munkaköri leírás"]),
    );
    expect(docs[0]).toMatchObject({ mime: "application/pdf", uploadedByName: "Tóth Eszter" });
    const createdAt = docs.map((d) => (d as unknown as { createdAt: string }).createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect((await get(user, `/api/employee/${userEmployeeId}/document`)).json()).toEqual(list.json());

    for (const doc of docs) {
      const dl = await get(hr, `/api/employee/${userEmployeeId}/document/${doc.id}/download`);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers["content-type"]).toBe("application/pdf");
      expect(dl.rawPayload.length).toBe(doc.size);
      expect(dl.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expectValidXref(dl.rawPayload);
      expect(dl.rawPayload.toString("latin1")).toContain("(Szab\\363 P\\351ter)");
    }

    const history = (await get(hr, `/api/employee/${userEmployeeId}/history`)).json().history as {
      area: string;
      field: string;
      newValue: string;
      userName: string;
    }[];
    const uploads = history.filter((h) => h.field === "Dokumentum feltöltve");
    expect(uploads.map((h) => h.newValue).sort()).toEqual(docs.map((d) => d.name).sort());
    expect(uploads.every((h) => h.area === "document" && h.userName === "Tóth Eszter")).toBe(true);
  });

  it("Szabó Péter's files list and download (POST {name}) with the stored bytes", async () => {
    const list = await get(user, `/api/employee/${userEmployeeId}/files/list`);
    expect(list.statusCode).toBe(200);
    const files = list.json() as { name: string; size: number; mime: string }[];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const dl = await t.app.inject({
        method: "POST",
        url: `/api/employee/${userEmployeeId}/files`,
        headers: authed("demo", hr),
        payload: { name: f.name },
      });
      expect(dl.statusCode, f.name).toBe(200);
      expect(dl.rawPayload.length).toBe(f.size);
      expect(dl.headers["content-type"]).toBe(f.mime);
      const magic = f.mime === "image/png" ? "\x89PNG" : "%PDF";
      expect(dl.rawPayload.subarray(0, 4).toString("latin1")).toBe(magic);
    }
  });

  it("the demo user's car, asset and project, its partner and a contractor carry real PDF attachments (issue 23 §4)", async () => {
    const lists = {
      car: "/api/car",
      asset: "/api/asset",
      project: "/api/project",
      partner: "/api/partner",
      externalResource: "/api/externalResource",
    } as const;
    const names: string[] = [];
    for (const [type, url] of Object.entries(lists)) {
      const withFiles = ((await get(user, url)).json() as { id: number; attachmentCount: number }[]).filter(
        (r) => r.attachmentCount > 0,
      );
      expect(withFiles.length, type).toBeGreaterThan(0);
      for (const record of withFiles) {
        const list = (await get(user, `/api/${type}/${record.id}/attachment`)).json() as {
          id: number;
          name: string;
          size: number;
          uploadedBy: { name: string } | null;
        }[];
        expect(list).toHaveLength(record.attachmentCount);
        for (const att of list) {
          names.push(att.name);
          expect(att.uploadedBy?.name).toMatch(/^(Horváth Katalin|Kiss Gábor)$/);
          const dl = await get(user, `/api/${type}/${record.id}/attachment/${att.id}`);
          expect(dl.statusCode, att.name).toBe(200);
          expect(dl.headers["content-type"]).toBe("application/pdf");
          expect(dl.rawPayload.length).toBe(att.size);
          expectValidXref(dl.rawPayload);
        }
      }
    }
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^kgfb-kotveny-/),
        "jotallasi-jegy.pdf",
        expect.stringMatching(/^projektterv-/),
        "keretszerzodes.pdf",
        "megbizasi-szerzodes.pdf",
      ]),
    );
  });

  it("every active demo employee has a contract and a job description; certificates expire around DEMO_TODAY; beta has none", async () => {
    const perEmployee = await rows<{ active: boolean; types: string[] }>(sql`
      select e.active, coalesce(array_agg(d.document_type) filter (where d.id is not null), '{}') as types
      from employees e
      join tenants t on t.id = e.tenant_id and t.slug = 'demo'
      left join employee_documents d on d.tenant_id = e.tenant_id and d.employee_id = e.id
      group by e.id, e.active`);
    const active = perEmployee.filter((e) => e.active);
    expect(active.length).toBeGreaterThan(70);
    for (const e of active)
      expect(e.types).toEqual(expect.arrayContaining(["munkaszerződés", "munkaköri leírás"]));
    expect(perEmployee.filter((e) => !e.active).every((e) => e.types.length === 0)).toBe(true);

    const [validity] = await rows<{ expired: number; soon: number; later: number }>(sql`
      select count(*) filter (where valid_until < '2026-11-20')::int as expired,
             count(*) filter (where valid_until between '2026-11-20' and '2027-01-19')::int as soon,
             count(*) filter (where valid_until > '2027-01-19')::int as later
      from employee_documents where document_type = 'orvosi alkalmassági'`);
    expect(validity?.expired).toBeGreaterThan(0);
    expect(validity?.soon).toBeGreaterThan(0);
    expect(validity?.later).toBeGreaterThan(validity?.soon ?? 0);

    const stored = await rows<{ storage_key: string; size: number }>(sql`
      select storage_key, size from employee_documents union all select storage_key, size from employee_files`);
    for (const r of stored)
      expect((await t.platform.storage.get(r.storage_key))?.length, r.storage_key).toBe(r.size);

    const [beta] = await rows<{ n: number }>(sql`
      select count(*)::int as n from employee_documents d join tenants t on t.id = d.tenant_id where t.slug = 'beta'`);
    expect(beta?.n).toBe(0);
  });
});
