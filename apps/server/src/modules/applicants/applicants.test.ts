import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicantDetailSchema,
  applicantListItemSchema,
  jobOpeningSchema,
  type ApplicantDetail,
  type JobOpening,
} from "@office/shared/applicants/applicants.contract";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../platform/migrate.ts";
import { createDemoPdf } from "../../demo/demo-pdf.ts";
import {
  PNG_1X1,
  authed,
  backends,
  createTestApp,
  login,
  multipart,
  type TestApp,
} from "../../test/harness.ts";
import { buildZip } from "../../test/zip-bomb.ts";

/** Issue 11 §1: every applicants endpoint with its 400/403/404/409 answers, on PGlite and PostgreSQL. */
describe.each(backends)("applicants on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  let user: string;
  let beta: string;
  let opening: JobOpening;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [hr, user, beta] = [
      await login(t, "demo", "hr"),
      await login(t, "demo", "user"),
      await login(t, "beta", "admin"),
    ];
  });
  afterAll(async () => t?.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  const newApplicant = async (fields: Record<string, unknown> = {}) => {
    const res = await call("POST", "/api/applicant", hr, {
      name: "Teszt Elek",
      jobOpeningId: opening.id,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return applicantDetailSchema.parse(res.json());
  };

  it("keeps everything from users without hr (403) and from anonymous callers (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/jobOpening"],
      ["GET", "/api/applicant"],
      ["GET", "/api/applicant/1"],
      ["GET", "/api/applicant/1/cv"],
      ["GET", "/api/applicant/1/note"],
      ["GET", "/api/applicantNoticeTemplate"],
    ] as const) {
      expect((await call(method, url, user)).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, headers: { host: "demo.localhost" } })).statusCode).toBe(401);
    }
    expect(
      (await call("POST", "/api/applicant/1/hire", user, { employmentStart: "2026-12-01" })).statusCode,
    ).toBe(403);
  });

  it("creates, updates and deletes job openings (400, 404, 409)", async () => {
    const list = (await call("GET", "/api/jobOpening", hr)).json() as JobOpening[];
    expect(list.length).toBe(3);
    expect(list.reduce((a, o) => a + o.total, 0)).toBe(40);
    expect((await call("POST", "/api/jobOpening", hr, { title: " " })).statusCode).toBe(400);
    const created = await call("POST", "/api/jobOpening", hr, {
      title: "Tesztelő",
      department: "Fejlesztés",
    });
    expect(created.statusCode).toBe(200);
    opening = jobOpeningSchema.parse(created.json());
    expect(opening).toMatchObject({ status: "open", closedOn: null, total: 0 });
    const spare = jobOpeningSchema.parse(
      (await call("POST", "/api/jobOpening", hr, { title: "Ideiglenes" })).json(),
    );
    expect(
      (await call("PUT", `/api/jobOpening/${spare.id}`, hr, { title: "Ideiglenes", status: "x" })).statusCode,
    ).toBe(400);
    expect((await call("PUT", "/api/jobOpening/999999", hr, { title: "Nincs" })).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/jobOpening/${spare.id}`, beta, { title: "Más cég" }, "beta")).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/jobOpening/${spare.id}`, beta, undefined, "beta")).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/jobOpening/${spare.id}`, hr)).statusCode).toBe(200);
    const busy = list[0];
    if (!busy) throw new Error("no demo opening");
    const refused = await call("DELETE", `/api/jobOpening/${busy.id}`, hr);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/jelentkezők tartoznak/);
  });

  it("creates an applicant with a history line and warns about a duplicate e-mail (400 on bad input)", async () => {
    const first = await newApplicant({ email: "teszt.elek@example.hu", expectedSalaryHuf: 600000 });
    expect(first).toMatchObject({ stage: "new", duplicateEmailOf: [], retentionUntil: null });
    expect(first.history).toMatchObject([{ fromStage: null, toStage: "new", userName: "Tóth Eszter" }]);
    const second = await newApplicant({ name: "Teszt Elek Második", email: "TESZT.elek@example.hu" });
    expect(second.duplicateEmailOf).toMatchObject([{ id: first.id, name: "Teszt Elek" }]);
    for (const bad of [
      { name: "", jobOpeningId: opening.id },
      { name: "X", jobOpeningId: opening.id, email: "nem-email" },
      { name: "X", jobOpeningId: opening.id, stage: "hired", expectedSalaryHuf: -1 },
      { name: "X", jobOpeningId: 999999 },
      { name: "X", jobOpeningId: opening.id, availableFrom: "2026-02-30" },
    ]) {
      const res = await call("POST", "/api/applicant", hr, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("lists by opening, stage and accent-free search; reads one (404 for another tenant's)", async () => {
    const mine = await newApplicant({ name: "Őry Ödön" });
    const byOpening = (
      await call("GET", `/api/applicant?jobOpeningId=${opening.id}`, hr)
    ).json() as unknown[];
    expect(byOpening.every((a) => applicantListItemSchema.parse(a).jobOpeningId === opening.id)).toBe(true);
    const found = (await call("GET", "/api/applicant?search=ory%20odon", hr)).json() as { id: number }[];
    expect(found.map((a) => a.id)).toEqual([mine.id]);
    const rejected = (await call("GET", "/api/applicant?stage=rejected", hr)).json() as { stage: string }[];
    expect(rejected.length).toBeGreaterThan(5);
    expect(rejected.every((a) => a.stage === "rejected")).toBe(true);
    expect((await call("GET", "/api/applicant?stage=maybe", hr)).statusCode).toBe(400);
    expect((await call("GET", `/api/applicant/${mine.id}`, hr)).statusCode).toBe(200);
    expect((await call("GET", `/api/applicant/${mine.id}`, beta, undefined, "beta")).statusCode).toBe(404);
    expect((await call("GET", "/api/applicant?search=", beta, undefined, "beta")).json()).toEqual([]);
    expect((await call("GET", "/api/applicant/0", hr)).statusCode).toBe(400);
  });

  it("updates an applicant, storing the consent version and date", async () => {
    const a = await newApplicant();
    const res = await call("PUT", `/api/applicant/${a.id}`, hr, {
      name: "Teszt Elek",
      jobOpeningId: opening.id,
      consentToKeep: true,
      phone: "+36 30 123 4567",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      consentToKeep: true,
      consentTextVersion: "2026-01",
      phone: "+36 30 123 4567",
    });
    expect(res.json().consentAt).toBeTruthy();
    expect(
      (await call("PUT", `/api/applicant/${a.id}`, hr, { name: "X", jobOpeningId: 999999 })).statusCode,
    ).toBe(400);
    expect(
      (await call("PUT", "/api/applicant/999999", hr, { name: "X", jobOpeningId: opening.id })).statusCode,
    ).toBe(404);
    expect(
      (await call("PUT", `/api/applicant/${a.id}`, beta, { name: "X", jobOpeningId: opening.id }, "beta"))
        .statusCode,
    ).toBe(404);
  });

  it("moves through the stages with a history; rejection needs a reason, keeps its stage and mails a notice once", async () => {
    const a = await newApplicant({ email: "elutasitott@example.hu" });
    const stage = (body: object, id = a.id) => call("PUT", `/api/applicant/${id}/stage`, hr, body);
    expect((await stage({ stage: "screening" })).statusCode).toBe(200);
    expect((await stage({ stage: "screening" })).statusCode).toBe(409);
    expect((await stage({ stage: "rejected" })).statusCode).toBe(400);
    expect((await stage({ stage: "hired" })).statusCode).toBe(400);
    expect((await stage({ stage: "lost" })).statusCode).toBe(400);
    expect((await stage({ stage: "interview" }, 999999)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/applicant/${a.id}/stage`, beta, { stage: "offer" }, "beta")).statusCode,
    ).toBe(404);
    const before = t.mails.length;
    const res = await stage({ stage: "rejected", reason: "Nincs elég tapasztalat." });
    expect(res.statusCode).toBe(200);
    const d = res.json() as ApplicantDetail;
    expect(d).toMatchObject({
      stage: "rejected",
      rejectedInStage: "screening",
      rejectionReason: "Nincs elég tapasztalat.",
    });
    expect(d.retentionUntil).toBe(null); // the opening is still open: kept until it is filled
    expect(d.history.map((h) => h.toStage)).toEqual(["new", "screening", "rejected"]);
    expect(d.history[2]).toMatchObject({
      fromStage: "screening",
      reason: "Nincs elég tapasztalat.",
      userName: "Tóth Eszter",
    });
    expect(t.mails.slice(before)).toMatchObject([
      { to: "elutasitott@example.hu", subject: "Jelentkezésed a(z) Tesztelő pozícióra" },
    ]);
    // back into the process and rejected again: no second notice
    expect((await stage({ stage: "interview" })).statusCode).toBe(200);
    expect((await stage({ stage: "rejected", reason: "Mégsem." })).statusCode).toBe(200);
    expect(t.mails.length).toBe(before + 1);
  });

  it("edits the notice template and uses it (400 on an empty one)", async () => {
    const def = (await call("GET", "/api/applicantNoticeTemplate", hr)).json();
    expect(def.body).toContain("{nev}");
    expect(
      (await call("PUT", "/api/applicantNoticeTemplate", hr, { subject: "", body: "x" })).statusCode,
    ).toBe(400);
    const saved = await call("PUT", "/api/applicantNoticeTemplate", hr, {
      subject: "Értesítés – {pozicio}",
      body: "Kedves {nev}! Köszönjük. {ceg}",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updatedBy).toBe("Tóth Eszter");
    const a = await newApplicant({ name: "Kovács Anna", email: "kovacs.anna@example.hu" });
    await call("PUT", `/api/applicant/${a.id}/stage`, hr, { stage: "rejected", reason: "Betöltöttük." });
    expect(t.mails.at(-1)).toMatchObject({
      subject: "Értesítés – Tesztelő",
      text: "Kedves Kovács Anna! Köszönjük. Dunakanyar Mérnökiroda Kft.",
    });
  });

  it("keeps interview notes with a 1–5 score per interviewer", async () => {
    const a = await newApplicant();
    for (const bad of [
      { score: 0, note: "x" },
      { score: 6, note: "x" },
      { score: 3, note: "" },
      { score: 2.5, note: "x" },
    ]) {
      expect((await call("POST", `/api/applicant/${a.id}/note`, hr, bad)).statusCode).toBe(400);
    }
    expect(
      (await call("POST", `/api/applicant/${a.id}/note`, hr, { score: 4, note: "Jó interjú." })).statusCode,
    ).toBe(200);
    const admin = await login(t, "demo", "admin");
    expect(
      (await call("POST", `/api/applicant/${a.id}/note`, admin, { score: 3, note: "Közepes." })).statusCode,
    ).toBe(200);
    const notes = (await call("GET", `/api/applicant/${a.id}/note`, hr)).json();
    expect(notes).toMatchObject([
      { interviewerName: "Tóth Eszter", score: 4 },
      { interviewerName: "Horváth Katalin", score: 3 },
    ]);
    expect((await call("GET", `/api/applicant/${a.id}`, hr)).json().averageScore).toBe(3.5);
    expect((await call("GET", `/api/applicant/${a.id}/note`, beta, undefined, "beta")).statusCode).toBe(404);
    expect((await call("POST", "/api/applicant/999999/note", hr, { score: 3, note: "x" })).statusCode).toBe(
      404,
    );
  });

  it("stores a PDF or DOCX CV checked by content and serves it back (400, 404)", async () => {
    const a = await newApplicant();
    const upload = (data: Buffer, name: string, token = hr, tenant = "demo", id = a.id) => {
      const body = multipart("file", name, data);
      return t.app.inject({
        method: "PUT",
        url: `/api/applicant/${id}/cv`,
        headers: { ...authed(tenant, token), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await call("GET", `/api/applicant/${a.id}/cv`, hr)).statusCode).toBe(404);
    expect((await upload(PNG_1X1, "cv.pdf")).statusCode).toBe(400);
    expect((await upload(Buffer.from("<html></html>"), "cv.docx")).statusCode).toBe(400);
    const pdf = createDemoPdf({
      title: "Önéletrajz",
      header: "Teszt Elek",
      lines: [{ text: "Tapasztalat" }],
    });
    expect((await upload(pdf, "cv.pdf", beta, "beta")).statusCode).toBe(404);
    expect((await upload(pdf, "cv.pdf", hr, "demo", 999999)).statusCode).toBe(404);
    const ok = await upload(pdf, "Teszt Elek önéletrajz.pdf");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      hasCv: true,
      cvMime: "application/pdf",
      cvFileName: "Teszt Elek önéletrajz.pdf",
    });
    const back = await call("GET", `/api/applicant/${a.id}/cv`, hr);
    expect(back.statusCode).toBe(200);
    expect(back.headers["content-type"]).toBe("application/pdf");
    expect(back.rawPayload.equals(pdf)).toBe(true);
    const docx = buildZip([
      {
        name: "[Content_Types].xml",
        data: Buffer.from(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    ]);
    const asDocx = await upload(docx, "cv.docx");
    expect(asDocx.statusCode, asDocx.body).toBe(200);
    expect(asDocx.json().cvMime).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect((await call("GET", `/api/applicant/${a.id}/cv`, beta, undefined, "beta")).statusCode).toBe(404);
  });

  it("hires an applicant: the employee is created from the applicant and linked (400, 404, 409)", async () => {
    const a = await newApplicant({
      name: "Felvett Fanni",
      email: "felvett.fanni@example.hu",
      phone: "+36 20 555 1234",
    });
    await call("PUT", `/api/applicant/${a.id}/stage`, hr, { stage: "offer" });
    const hire = (body: object, id = a.id) => call("POST", `/api/applicant/${id}/hire`, hr, body);
    expect((await hire({ employmentStart: "2026-13-01" })).statusCode).toBe(400);
    expect((await hire({})).statusCode).toBe(400);
    expect((await hire({ employmentStart: "2026-12-01" }, 999999)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/applicant/${a.id}/hire`, beta, { employmentStart: "2026-12-01" }, "beta"))
        .statusCode,
    ).toBe(404);
    const res = await hire({ employmentStart: "2026-12-01" });
    expect(res.statusCode, res.body).toBe(200);
    const { employeeId, applicant } = res.json() as { employeeId: number; applicant: ApplicantDetail };
    expect(applicant).toMatchObject({ stage: "hired", hiredEmployeeId: employeeId });
    expect(applicant.history.at(-1)).toMatchObject({ fromStage: "offer", toStage: "hired" });
    const employee = (await call("GET", `/api/employee/${employeeId}`, hr)).json();
    expect(employee).toMatchObject({
      name: "Felvett Fanni",
      email: "felvett.fanni@example.hu",
      phone: "+36 20 555 1234",
      position: "Tesztelő",
      department: "Fejlesztés",
      employmentStart: "2026-12-01",
    });
    const history = (await call("GET", `/api/employee/${employeeId}/history`, hr)).json();
    expect(history.history.some((h: { field: string }) => h.field === "created")).toBe(true);
    expect((await hire({ employmentStart: "2026-12-01" })).statusCode).toBe(409);
    expect((await call("PUT", `/api/applicant/${a.id}/stage`, hr, { stage: "new" })).statusCode).toBe(409);
    const r = await newApplicant();
    await call("PUT", `/api/applicant/${r.id}/stage`, hr, { stage: "withdrawn" });
    expect((await hire({ employmentStart: "2026-12-01" }, r.id)).statusCode).toBe(409);
  });

  it("deletes an applicant with its CV, refused under a legal hold (404, 409)", async () => {
    const a = await newApplicant();
    await call("PUT", `/api/applicant/${a.id}`, hr, {
      name: "Teszt Elek",
      jobOpeningId: opening.id,
      legalHold: true,
    });
    expect((await call("DELETE", `/api/applicant/${a.id}`, hr)).statusCode).toBe(409);
    await call("PUT", `/api/applicant/${a.id}`, hr, {
      name: "Teszt Elek",
      jobOpeningId: opening.id,
      legalHold: false,
    });
    expect((await call("DELETE", `/api/applicant/${a.id}`, beta, undefined, "beta")).statusCode).toBe(404);
    expect((await call("DELETE", `/api/applicant/${a.id}`, hr)).statusCode).toBe(200);
    expect((await call("GET", `/api/applicant/${a.id}`, hr)).statusCode).toBe(404);
  });

  it("audits reads and writes of applicant data", async () => {
    const a = await newApplicant();
    await call("GET", `/api/applicant/${a.id}`, hr);
    const actions = await rowsOf<{ action: string }>(
      t.platform.database.db.execute(
        sql`select action from audit_log where target = ${`applicant:${a.id}`} order by id`,
      ),
    );
    expect(actions.map((r) => r.action)).toEqual(["applicant.created", "applicant.viewed"]);
  });

  it("a filled opening starts the retention clock of its unsuccessful applicants", async () => {
    const o = jobOpeningSchema.parse(
      (await call("POST", "/api/jobOpening", hr, { title: "Lezárandó" })).json(),
    );
    const a = await newApplicant({ jobOpeningId: o.id });
    await call("PUT", `/api/applicant/${a.id}/stage`, hr, { stage: "rejected", reason: "Nem felelt meg." });
    const filled = await call("PUT", `/api/jobOpening/${o.id}`, hr, { title: "Lezárandó", status: "filled" });
    expect(filled.statusCode).toBe(200);
    const closedOn = filled.json().closedOn as string;
    expect(closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call("GET", `/api/applicant/${a.id}`, hr)).json().retentionUntil).toBe(closedOn);
    const late = await call("POST", "/api/applicant", hr, { name: "Késő", jobOpeningId: o.id });
    expect(late.statusCode).toBe(400);
  });
});
