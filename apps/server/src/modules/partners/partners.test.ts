import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import {
  partnerDetailSchema,
  partnerListItemSchema,
  similarPartnerSchema,
  type PartnerDetail,
  type PartnerListItem,
  type SimilarPartner,
} from "@office/shared/partners/partners.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { makeTaxNumber } from "../../demo/identifiers.ts";
import { projects } from "../projects/projects.table.ts";
import { DUPLICATE_TAX_NUMBER } from "./partners-write.service.ts";
import { PARTNER_XLSX_HEADERS } from "./partners-xlsx.ts";

/** A valid adószám nobody in the demo data has (törzsszám check digit computed). */
const TAX = makeTaxNumber("3141592", 2, "13");
const OTHER_TAX = makeTaxNumber("2718281", 2, "41");

const validPartner = (over: object = {}) => ({
  name: "Kőszegi Faipari Kft.",
  taxNumber: TAX,
  euVatNumber: `HU${TAX.slice(0, 8)}`,
  postalCode: "9730",
  city: "Kőszeg",
  address: "9730 Kőszeg, Fő tér 1.",
  email: "info@koszegifa.example.hu",
  phone: "+36 94 123 456",
  website: "https://koszegifa.example.hu",
  note: "Próba",
  active: true,
  contacts: [
    {
      name: "Szabó Anna",
      position: "ügyvezető",
      email: "anna@koszegifa.example.hu",
      phone: "+36 30 111 2222",
    },
    { name: "Kun Béla", position: null, email: null, phone: null },
  ],
  ...over,
});

describe.each(backends)("partners on %s", (backend) => {
  let t: TestApp;
  let pm: string;
  let user: string;
  let hr: string;
  let admin: string;
  let betaAdmin: string;
  let betaPartnerId: number;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [pm, user, hr, admin, betaAdmin] = await Promise.all([
      login(t, "demo", "pm"),
      login(t, "demo", "user"),
      login(t, "demo", "hr"),
      login(t, "demo", "admin"),
      login(t, "beta", "admin"),
    ]);
    demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    const beta = await t.app.inject({
      method: "POST",
      url: "/api/partner",
      headers: authed("beta", betaAdmin),
      payload: validPartner({ name: "Béta ügyfél Kft." }),
    });
    expect(beta.statusCode).toBe(200);
    betaPartnerId = (beta.json() as PartnerDetail).id;
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });

  const insertProject = (partnerId: number, code: string, status = "active") =>
    t.platform.database.withTenant(demoId, (tx) =>
      tx.insert(projects).values({
        tenantId: demoId,
        code,
        name: `Projekt ${code}`,
        partnerId,
        status,
        startDate: "2026-01-05",
        endDate: "2026-12-31",
        budgetHuf: 12_500_000,
      }),
    );

  it("GET /api/partner lists the demo clients by name with contacts and counts, for any signed-in user", async () => {
    const res = await call("GET", "/api/partner", user);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as PartnerListItem[];
    expect(rows).toHaveLength(13);
    for (const row of rows) partnerListItemSchema.strict().parse(row);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "hu")));
    const gyor = rows.find((r) => r.name === "Győr-Logisztika Zrt.");
    expect(gyor?.firstContact?.name).toBe("Horváth Ildikó");
    expect(gyor?.contacts.map((c) => c.name)).toEqual(["Horváth Ildikó", "Kovács Bence"]);
    expect(rows.find((r) => r.name === "Wiener Hafenbau GmbH")?.taxNumber).toBeNull();
    expect(
      (await t.app.inject({ method: "GET", url: "/api/partner", headers: { host: "demo.localhost" } }))
        .statusCode,
    ).toBe(401);
  });

  it("?active= filters and ?search= finds by name, tax number, city and contact, ignoring accents", async () => {
    const inactive = (await call("GET", "/api/partner?active=false", user)).json() as PartnerListItem[];
    expect(inactive.map((r) => r.name)).toEqual(["Vác-Duna Kikötő Kft."]);
    const active = (await call("GET", "/api/partner?active=true", user)).json() as PartnerListItem[];
    expect(active).toHaveLength(12);
    const find = async (search: string) =>
      (
        (
          await call("GET", `/api/partner?search=${encodeURIComponent(search)}`, user)
        ).json() as PartnerListItem[]
      ).map((r) => r.name);
    expect(await find("vizmuvek")).toEqual(["Balaton Vízművek Kft."]);
    expect(await find("DEBRECEN")).toEqual(["Debreceni Egyetemi Fejlesztő Nonprofit Kft."]);
    expect(await find("Hévíz")).toEqual(["Zalai Gyógyfürdő Kft."]);
    expect(await find("Gruber")).toEqual(["Wiener Hafenbau GmbH"]);
    const balaton = (await find("Balaton"))[0];
    expect(balaton).toBe("Balaton Vízművek Kft.");
    const rows = (await call("GET", "/api/partner", user)).json() as PartnerListItem[];
    const tax = rows.find((r) => r.name === "Mecsek Energia Zrt.")?.taxNumber ?? "";
    expect(await find(tax)).toEqual(["Mecsek Energia Zrt."]);
    expect(await find(tax.replaceAll("-", ""))).toEqual(["Mecsek Energia Zrt."]);
    expect(await find("100%_\\")).toEqual([]);
    expect((await call("GET", "/api/partner?active=maybe", user)).statusCode).toBe(400);
  });

  it("POST /api/partner (pm) creates with contacts; GET /api/partner/{id} reads it back", async () => {
    const res = await call("POST", "/api/partner", pm, validPartner({ taxNumber: TAX.replaceAll("-", "") }));
    expect(res.statusCode).toBe(200);
    const created = partnerDetailSchema.strict().parse(res.json());
    expect(created).toMatchObject({
      name: "Kőszegi Faipari Kft.",
      taxNumber: TAX,
      euVatNumber: `HU${TAX.slice(0, 8)}`,
      city: "Kőszeg",
      active: true,
      activeProjectCount: 0,
      projects: [],
    });
    expect(created.contacts.map((c) => c.name)).toEqual(["Szabó Anna", "Kun Béla"]);
    expect(created.contacts.every((c) => c.id > 0)).toBe(true);
    const read = await call("GET", `/api/partner/${created.id}`, user);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    // duplicate adószám → 409 with a Hungarian message
    const dup = await call(
      "POST",
      "/api/partner",
      pm,
      validPartner({ name: "Másik Kft.", euVatNumber: null }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: DUPLICATE_TAX_NUMBER });
    // … but another tenant may have the same number (beta has it already)
  });

  it("concurrent creates with the same adószám: exactly one wins, the others get 409", async () => {
    const tax = makeTaxNumber("3999111", 2, "13");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(
          "POST",
          "/api/partner",
          pm,
          validPartner({ name: `Verseny ${i} Kft.`, taxNumber: tax, euVatNumber: null }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const found = (await call("GET", `/api/partner?search=${tax}`, user)).json() as PartnerListItem[];
    expect(found).toHaveLength(1);
  });

  it("POST refuses bad input with 400 and Hungarian field messages", async () => {
    const cases: [object, string][] = [
      [{ name: "" }, "name"],
      [{ taxNumber: "12345678-1-42" }, "taxNumber"],
      [{ taxNumber: makeTaxNumber("3141593", 7, "13") }, "taxNumber"],
      [{ taxNumber: makeTaxNumber("3141593", 2, "99") }, "taxNumber"],
      [{ taxNumber: OTHER_TAX, euVatNumber: `HU${TAX.slice(0, 8)}` }, "euVatNumber"],
      [{ taxNumber: null, euVatNumber: "AT12345678" }, "euVatNumber"],
      [{ email: "nem-email" }, "email"],
      [{ website: "nem web cím" }, "website"],
      [{ contacts: [{ name: "" }] }, "contacts.0.name"],
      [{ contacts: [{ name: "X", email: "rossz" }] }, "contacts.0.email"],
      [{ active: "igen" }, "active"],
    ];
    for (const [over, field] of cases) {
      const res = await call(
        "POST",
        "/api/partner",
        pm,
        validPartner({ taxNumber: OTHER_TAX, euVatNumber: null, ...over }),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const body = res.json() as { message: string; fieldErrors: Record<string, string> };
      expect(body.message).toMatch(/^Hibás adatok: /);
      expect(Object.keys(body.fieldErrors), JSON.stringify(over)).toContain(field);
    }
  });

  it("a foreign client needs no adószám; several partners may have none", async () => {
    for (const name of ["Slovenská Stavba s.r.o.", "Bayerische Bau AG"]) {
      const res = await call("POST", "/api/partner", pm, {
        name,
        taxNumber: "",
        euVatNumber: name.startsWith("Slov") ? "SK2020123456" : "DE136695976",
        contacts: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as PartnerDetail).taxNumber).toBeNull();
    }
  });

  it("writes need projectManager: user and hr get 403, admin passes", async () => {
    const payload = validPartner({ name: "Jogosultság Kft.", taxNumber: null, euVatNumber: null });
    expect((await call("POST", "/api/partner", user, payload)).statusCode).toBe(403);
    expect((await call("POST", "/api/partner", hr, payload)).statusCode).toBe(403);
    const created = await call("POST", "/api/partner", admin, payload);
    expect(created.statusCode).toBe(200);
    const id = (created.json() as PartnerDetail).id;
    expect((await call("PUT", `/api/partner/${id}`, user, payload)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/partner/${id}`, user)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/partner/${id}`, hr)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/partner/${id}`, admin)).statusCode).toBe(200);
  });

  it("PUT updates fields and keeps, edits, adds and removes contacts by id", async () => {
    const created = (
      await call(
        "POST",
        "/api/partner",
        pm,
        validPartner({ name: "Szerkesztett Kft.", taxNumber: OTHER_TAX, euVatNumber: null }),
      )
    ).json() as PartnerDetail;
    const [anna, bela] = created.contacts;
    const res = await call(
      "PUT",
      `/api/partner/${created.id}`,
      pm,
      validPartner({
        name: "Szerkesztett és Társa Kft.",
        taxNumber: OTHER_TAX,
        euVatNumber: `HU${OTHER_TAX.slice(0, 8)}`,
        city: "Sopron",
        contacts: [
          { name: "Új Ember", position: "pénzügy" },
          { id: anna?.id, name: "Szabó Anna Mária", position: "igazgató" },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as PartnerDetail;
    expect(saved).toMatchObject({ name: "Szerkesztett és Társa Kft.", city: "Sopron" });
    expect(saved.contacts.map((c) => c.name)).toEqual(["Új Ember", "Szabó Anna Mária"]);
    expect(saved.contacts[1]?.id).toBe(anna?.id);
    expect(saved.contacts.some((c) => c.id === bela?.id)).toBe(false);

    // a contact id of another partner is not moved over: it becomes a new contact
    const gyor = ((await call("GET", "/api/partner?search=Győr", user)).json() as PartnerListItem[])[0];
    const foreignContact = gyor?.contacts[0]?.id ?? 0;
    const again = await call(
      "PUT",
      `/api/partner/${created.id}`,
      pm,
      validPartner({
        name: "Szerkesztett és Társa Kft.",
        taxNumber: OTHER_TAX,
        euVatNumber: null,
        contacts: [{ id: foreignContact, name: "Lopott" }],
      }),
    );
    expect(again.statusCode).toBe(200);
    expect((again.json() as PartnerDetail).contacts[0]?.id).not.toBe(foreignContact);
    const gyorAfter = (await call("GET", `/api/partner/${gyor?.id}`, user)).json() as PartnerDetail;
    expect(gyorAfter.contacts[0]?.name).toBe("Horváth Ildikó");

    // taking an existing partner's adószám → 409
    const dup = await call(
      "PUT",
      `/api/partner/${created.id}`,
      pm,
      validPartner({ taxNumber: TAX, euVatNumber: null }),
    );
    expect(dup.statusCode).toBe(409);
    expect((await call("PUT", `/api/partner/${created.id}`, pm, validPartner({ name: "" }))).statusCode).toBe(
      400,
    );
  });

  it("404 for unknown ids and for the beta tenant's partner, on every /{id} route", async () => {
    const payload = validPartner({ taxNumber: null, euVatNumber: null });
    for (const id of [betaPartnerId, 999_999]) {
      const get = await call("GET", `/api/partner/${id}`, user);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: "A partner nem található." });
      expect((await call("PUT", `/api/partner/${id}`, pm, payload)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/partner/${id}`, pm)).statusCode).toBe(404);
    }
    expect((await call("GET", "/api/partner/abc", user)).statusCode).toBe(400);
    expect((await call("GET", "/api/partner/0", user)).statusCode).toBe(400);
    // the beta partner is still there for beta
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/partner/${betaPartnerId}`,
          headers: authed("beta", betaAdmin),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("the detail lists the partner's projects; DELETE deactivates a partner with projects, deletes one without", async () => {
    const withProjects = (
      await call(
        "POST",
        "/api/partner",
        pm,
        validPartner({ name: "Projektes Kft.", taxNumber: null, euVatNumber: null }),
      )
    ).json() as PartnerDetail;
    await insertProject(withProjects.id, "PRT-1", "active");
    await insertProject(withProjects.id, "PRT-2", "closed");
    const detail = (await call("GET", `/api/partner/${withProjects.id}`, user)).json() as PartnerDetail;
    expect(detail.activeProjectCount).toBe(1);
    expect(detail.projects.map((p) => [p.code, p.status, p.budget])).toEqual(
      expect.arrayContaining([
        ["PRT-1", "active", 12_500_000],
        ["PRT-2", "closed", 12_500_000],
      ]),
    );
    expect(detail.projects[0]).toMatchObject({
      startDate: "2026-01-05",
      endDate: "2026-12-31",
      archived: false,
    });
    const listed = (
      (await call("GET", "/api/partner?search=Projektes", user)).json() as PartnerListItem[]
    )[0];
    expect(listed?.activeProjectCount).toBe(1);

    const deactivated = await call("DELETE", `/api/partner/${withProjects.id}`, pm);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({ outcome: "deactivated" });
    expect(
      ((await call("GET", `/api/partner/${withProjects.id}`, user)).json() as PartnerDetail).active,
    ).toBe(false);

    const bare = (
      await call(
        "POST",
        "/api/partner",
        pm,
        validPartner({ name: "Egyszeri Kft.", taxNumber: null, euVatNumber: null }),
      )
    ).json() as PartnerDetail;
    expect((await call("DELETE", `/api/partner/${bare.id}`, pm)).json()).toEqual({ outcome: "deleted" });
    expect((await call("GET", `/api/partner/${bare.id}`, user)).statusCode).toBe(404);
  });

  it("GET /api/partner/similar finds the same törzsszám and close names, not unrelated ones", async () => {
    const similar = async (query: string) => {
      const res = await call("GET", `/api/partner/similar?${query}`, user);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as SimilarPartner[];
      for (const row of rows) similarPartnerSchema.strict().parse(row);
      return rows;
    };
    const rows = (await call("GET", "/api/partner", user)).json() as PartnerListItem[];
    const balaton = rows.find((r) => r.name === "Balaton Vízművek Kft.");
    const base = balaton?.taxNumber?.slice(0, 8) ?? "";

    const byName = await similar(`name=${encodeURIComponent("Balaton Vizmuvek Zrt.")}`);
    expect(byName[0]).toMatchObject({ id: balaton?.id, reason: "name", score: 1 });
    const byTax = await similar(`name=Valami&taxNumber=${base}-1-14`);
    expect(byTax.map((r) => [r.id, r.reason])).toEqual([[balaton?.id, "taxBase"]]);
    expect(await similar(`name=${encodeURIComponent("Teljesen Más Szolgáltató Bt.")}`)).toEqual([]);
    expect(await similar(`name=${encodeURIComponent("Balaton Vízművek")}&excludeId=${balaton?.id}`)).toEqual(
      [],
    );
    expect(await similar("")).toEqual([]);
    expect(await similar(`name=${encodeURIComponent("Győr Logisztika")}`)).toHaveLength(1);
    expect((await call("GET", "/api/partner/similar?excludeId=x", user)).statusCode).toBe(400);
  });

  it("GET /api/partner/export answers the list as .xlsx in the asked order", async () => {
    const res = await call("GET", "/api/partner/export?active=true&sort=city&dir=desc", user);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain("partnerek.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Partnerek");
    expect(sheet?.getRow(1).values).toEqual([undefined, ...PARTNER_XLSX_HEADERS]);
    const active = (await call("GET", "/api/partner?active=true", user)).json() as PartnerListItem[];
    expect(sheet?.rowCount).toBe(active.length + 1);
    const cities = Array.from({ length: active.length }, (_, i) =>
      String(sheet?.getRow(i + 2).getCell(5).value ?? ""),
    );
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a, "hu")));
    expect((await call("GET", "/api/partner/export?sort=nope", user)).statusCode).toBe(400);
  });
});
