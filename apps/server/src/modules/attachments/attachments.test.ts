import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  ATTACHMENT_OWNER_TYPES,
  attachmentSchema,
  type AttachmentOwnerType,
} from "@office/shared/attachments/attachment.contract";
import { authed, backends, createTestApp, login, PNG_1X1, type TestApp } from "../../test/harness.ts";
import { XLSX_CONTENT_TYPES, buildZip } from "../../test/zip-bomb.ts";
import {
  HOSTILE,
  MINIMAL_PDF,
  multipartForm,
  type FormPart,
} from "../employee-documents/multipart-form.test-util.ts";

/** The list route of each owner type (all answer an array of records with `id`). */
const LIST_URL: Record<AttachmentOwnerType, string> = {
  project: "/api/project",
  partner: "/api/partner",
  car: "/api/car",
  asset: "/api/asset",
  externalResource: "/api/externalResource",
};

describe.each(backends)("attachments on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let pm: string;
  let user: string;
  let betaAdmin: string;
  const ids = {} as Record<AttachmentOwnerType, number>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    pm = await login(t, "demo", "pm");
    user = await login(t, "demo", "user");
    betaAdmin = await login(t, "beta", "admin");
    for (const type of ATTACHMENT_OWNER_TYPES) {
      // a record without the demo's attachments, so the counts and lists below start empty
      const list = (await get(admin, LIST_URL[type])).json() as { id: number; attachmentCount: number }[];
      ids[type] = list.find((r) => r.attachmentCount === 0)?.id ?? 0;
      expect(ids[type], type).toBeGreaterThan(0);
    }
  });
  afterAll(async () => t?.close());

  const get = (token: string, url: string, tenant = "demo") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const del = (token: string, url: string, tenant = "demo") =>
    t.app.inject({ method: "DELETE", url, headers: authed(tenant, token) });
  const upload = (token: string, url: string, parts: FormPart[], tenant = "demo") => {
    const body = multipartForm(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...authed(tenant, token), ...body.headers },
      payload: body.payload,
    });
  };
  const filePart = (fileName: string, data: Buffer): FormPart => ({ field: "file", fileName, data });
  const base = (type: AttachmentOwnerType, id = ids[type]) => `/api/${type}/${id}/attachment`;
  const stored = (type: AttachmentOwnerType, id: number) => {
    const dir = path.join(t.platform.config.dataDir, "files", "demo", "attachments", type, String(id));
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };

  it.each(ATTACHMENT_OWNER_TYPES)(
    "%s: upload, list, download (type, name, bytes) and delete round trip, audited",
    async (type) => {
      const created = await upload(admin, base(type), [filePart("számla 2026.pdf", MINIMAL_PDF)]);
      expect(created.statusCode, created.body).toBe(200);
      const att = attachmentSchema.strict().parse(created.json());
      expect(att).toMatchObject({
        name: "számla 2026.pdf",
        size: MINIMAL_PDF.length,
        contentType: "application/pdf",
        uploadedBy: { name: expect.any(String) },
      });
      expect(Date.parse(att.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(stored(type, ids[type])).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);

      const list = await get(admin, base(type));
      expect(list.statusCode).toBe(200);
      // the same attachment (its signed link may be a newer one when a link step passed meanwhile)
      expect(list.json()).toEqual([
        { ...att, downloadUrl: expect.stringMatching(/^\/api\/attachmentFile\//) },
      ]);
      // the record's list row counts it (one grouped query; the paperclip badge of the web lists)
      const countOf = async () =>
        ((await get(admin, LIST_URL[type])).json() as { id: number; attachmentCount: number }[]).find(
          (r) => r.id === ids[type],
        )?.attachmentCount;
      expect(await countOf()).toBe(1);
      const second = await upload(admin, base(type), [filePart("foto.png", PNG_1X1)]);
      expect(second.statusCode, second.body).toBe(200);
      expect(await countOf()).toBe(2);
      expect((await del(admin, `${base(type)}/${(second.json() as { id: number }).id}`)).statusCode).toBe(
        204,
      );

      const dl = await get(admin, `${base(type)}/${att.id}`);
      expect(dl.statusCode).toBe(200);
      expect(dl.headers["content-type"]).toBe("application/pdf");
      expect(dl.headers["content-disposition"]).toBe(
        `attachment; filename="szamla 2026.pdf"; filename*=UTF-8''sz%C3%A1mla%202026.pdf`,
      );
      expect(dl.headers["x-content-type-options"]).toBe("nosniff");
      expect(dl.rawPayload.equals(MINIMAL_PDF)).toBe(true);

      expect((await del(admin, `${base(type)}/${att.id}`)).statusCode).toBe(204);
      expect((await get(admin, base(type))).json()).toEqual([]);
      expect(await countOf()).toBe(0);
      expect((await get(admin, `${base(type)}/${att.id}`)).statusCode).toBe(404);
      expect((await del(admin, `${base(type)}/${att.id}`)).statusCode).toBe(404);
      expect(stored(type, ids[type])).toEqual([]);

      const audit = await t.platform.database.withTenant(1, (tx) =>
        tx.execute(sql`select action from audit_log where target = ${`${type}:${ids[type]}`}
          and action like 'attachment.%' order by id`),
      );
      const actions = (audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
      expect(actions.slice(-4)).toEqual([
        "attachment.uploaded",
        "attachment.uploaded",
        "attachment.deleted",
        "attachment.deleted",
      ]);
    },
  );

  it("the record's rights: readers list and download, only editors upload and delete", async () => {
    // projectManager edits partners, external resources and projects; not cars or assets
    const onPartner = await upload(pm, base("partner"), [filePart("szerződés.pdf", MINIMAL_PDF)]);
    expect(onPartner.statusCode).toBe(200);
    const partnerAtt = onPartner.json() as { id: number };
    expect((await upload(pm, base("externalResource"), [filePart("a.pdf", MINIMAL_PDF)])).statusCode).toBe(
      200,
    );
    expect((await upload(pm, base("car"), [filePart("a.pdf", MINIMAL_PDF)])).statusCode).toBe(403);
    expect((await upload(pm, base("asset"), [filePart("a.pdf", MINIMAL_PDF)])).statusCode).toBe(403);

    // a plain employee reads partners (list, download) but cannot upload to or delete from one
    const list = await get(user, base("partner"));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect((await get(user, `${base("partner")}/${partnerAtt.id}`)).statusCode).toBe(200);
    const refused = await upload(user, base("partner"), [filePart("b.pdf", MINIMAL_PDF)]);
    expect(refused.statusCode).toBe(403);
    expect((await del(user, `${base("partner")}/${partnerAtt.id}`)).statusCode).toBe(403);
    expect((await upload(user, base("externalResource"), [filePart("b.pdf", MINIMAL_PDF)])).statusCode).toBe(
      403,
    );
    expect((await get(admin, base("partner"))).json()).toHaveLength(1);

    // a car they do not drive / an asset they do not hold: the record's own 403
    const myCars = (await get(user, "/api/car")).json() as { id: number }[];
    const otherCar = ((await get(admin, "/api/car")).json() as { id: number }[]).find(
      (c) => !myCars.some((m) => m.id === c.id),
    );
    if (otherCar) expect((await get(user, base("car", otherCar.id))).statusCode).toBe(403);
    const myAssets = (await get(user, "/api/asset")).json() as { id: number }[];
    const otherAsset = ((await get(admin, "/api/asset")).json() as { id: number }[]).find(
      (a) => !myAssets.some((m) => m.id === a.id),
    );
    expect(otherAsset).toBeDefined();
    expect((await get(user, base("asset", otherAsset?.id))).statusCode).toBe(403);
    // the holder reads their asset's attachments but cannot add one
    const mine = myAssets[0];
    expect(mine).toBeDefined();
    expect((await get(user, base("asset", mine?.id))).statusCode).toBe(200);
    expect((await upload(user, base("asset", mine?.id), [filePart("c.pdf", MINIMAL_PDF)])).statusCode).toBe(
      403,
    );

    // a project the employee is not on is not found for them (as the project itself)
    const myProjects = (await get(user, "/api/project")).json() as { id: number }[];
    const otherProject = ((await get(admin, "/api/project")).json() as { id: number }[]).find(
      (p) => !myProjects.some((m) => m.id === p.id),
    );
    expect(otherProject).toBeDefined();
    expect((await get(user, base("project", otherProject?.id))).statusCode).toBe(404);
    expect(
      (await upload(user, base("project", otherProject?.id), [filePart("d.pdf", MINIMAL_PDF)])).statusCode,
    ).toBe(404);
  });

  it("another tenant's record, a missing record or attachment, a bad id: 404 / 400, never 5xx", async () => {
    const att = (await upload(admin, base("partner"), [filePart("x.pdf", MINIMAL_PDF)])).json() as {
      id: number;
    };
    for (const type of ATTACHMENT_OWNER_TYPES) {
      expect((await get(betaAdmin, base(type), "beta")).statusCode).toBe(404);
      const res = await upload(betaAdmin, base(type), [filePart("x.pdf", MINIMAL_PDF)], "beta");
      expect(res.statusCode).toBe(404);
      expect((await get(admin, base(type, 2_000_000_000))).statusCode).toBe(404);
      expect((await get(admin, base(type, 99_999_999_999))).statusCode).toBe(400);
    }
    expect((await get(betaAdmin, `${base("partner")}/${att.id}`, "beta")).statusCode).toBe(404);
    expect((await del(betaAdmin, `${base("partner")}/${att.id}`, "beta")).statusCode).toBe(404);
    // the attachment id of one record is not found under another
    expect((await get(admin, `${base("externalResource")}/${att.id}`)).statusCode).toBe(404);
  });

  it("refuses bad content as the other uploads do (Hungarian messages, 400/413), storing nothing", async () => {
    const before = stored("project", ids.project).length;
    const cases: [string, FormPart[], number, RegExp][] = [
      ["exe as pdf", [filePart("számla.pdf", HOSTILE.exe)], 400, /típusa nem engedélyezett/],
      ["html", [filePart("a.pdf", HOSTILE.html)], 400, /típusa nem engedélyezett/],
      ["svg", [filePart("a.svg", HOSTILE.svg)], 400, /típusa nem engedélyezett/],
      ["empty", [filePart("a.pdf", Buffer.alloc(0))], 400, /üres/],
      ["no file", [{ field: "name", value: "x" }], 400, /Hiányzik a feltöltött fájl/],
      ["other field", [{ field: "doc", fileName: "a.pdf", data: MINIMAL_PDF }], 400, /file mezőben/],
      [
        "two files",
        [filePart("a.pdf", MINIMAL_PDF), filePart("b.pdf", MINIMAL_PDF)],
        413,
        /legfeljebb 1 fájl/,
      ],
      ["too large", [filePart("a.pdf", Buffer.alloc(10 * 1024 * 1024 + 1, 0x25))], 413, /túl nagy/],
      [
        "xlsx bomb",
        [
          filePart(
            "a.xlsx",
            buildZip([
              { name: "[Content_Types].xml", data: XLSX_CONTENT_TYPES },
              { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") },
              { name: "xl/worksheets/sheet1.xml", zerosMiB: 300, declaredSize: 1000 },
            ]),
          ),
        ],
        400,
        /./,
      ],
    ];
    for (const [what, parts, status, message] of cases) {
      const res = await upload(admin, base("project"), parts);
      expect(res.statusCode, what).toBe(status);
      expect((res.json() as { message: string }).message, what).toMatch(message);
    }
    const notMultipart = await t.app.inject({
      method: "POST",
      url: base("project"),
      headers: { ...authed("demo", admin), "content-type": "application/json" },
      payload: JSON.stringify({ file: "x" }),
    });
    expect([400, 415]).toContain(notMultipart.statusCode);
    expect(stored("project", ids.project)).toHaveLength(before);

    // an image is fine
    const png = await upload(admin, base("project"), [filePart("fotó.png", PNG_1X1)]);
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({ name: "fotó.png", contentType: "image/png" });
  });

  it("a deleted record takes its attachments with it (rows and files)", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/externalResource",
      headers: authed("demo", admin),
      payload: { name: "Csatolmány Teszt Kft.", active: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;
    expect(
      (await upload(admin, base("externalResource", id), [filePart("a.pdf", MINIMAL_PDF)])).statusCode,
    ).toBe(200);
    expect(stored("externalResource", id)).toHaveLength(1);
    expect((await del(admin, `/api/externalResource/${id}`)).statusCode).toBeLessThan(300);
    expect(stored("externalResource", id)).toEqual([]);
    const rows = await t.platform.database.withTenant(1, (tx) =>
      tx.execute(sql`select count(*)::int as n from attachments
        where owner_type = 'externalResource' and owner_id = ${id}`),
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("an upload racing the record's delete leaves no attachment row or file behind", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/externalResource",
        headers: authed("demo", admin),
        payload: { name: `Verseny ${i} Kft.`, active: true },
      });
      ids.push((created.json() as { id: number }).id);
    }
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [up, gone] = await Promise.all([
          upload(admin, base("externalResource", id), [filePart("a.pdf", MINIMAL_PDF)]),
          del(admin, `/api/externalResource/${id}`),
        ]);
        return [up.statusCode, gone.statusCode];
      }),
    );
    for (const [up, gone] of outcomes) {
      expect([200, 404]).toContain(up);
      expect(gone).toBeLessThan(300);
    }
    const rows = await t.platform.database.withTenant(1, (tx) =>
      tx.execute(sql`select count(*)::int as n from attachments
        where owner_type = 'externalResource' and owner_id in (${sql.join(ids, sql`, `)})`),
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    for (const id of ids) expect(stored("externalResource", id)).toEqual([]);
  });
});
