import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../platform/migrate.ts";
import {
  authed,
  backends,
  multipart,
  createEmployeeViaApi,
  createTestApp,
  host,
  login,
  type TestApp,
} from "../../test/harness.ts";

/** Issue 7 §1: the role coverage rule and deactivation that disables the account. */
describe.each(backends)("account takeover and deactivation on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let inputKeys: string[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    hr = await login(t, "demo", "hr");
    const template = await t.app.inject({
      method: "GET",
      url: "/api/employee/newEmployee",
      headers: authed("demo", hr),
    });
    inputKeys = Object.keys(template.json() as object);
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "PUT" | "DELETE" | "POST", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const record = async (id: number) => (await call("GET", `/api/employee/${id}`, admin)).json();
  /** PUT /api/employee/{id} as `token` with the current record and `changes` over it. */
  const save = async (id: number, token: string, changes: Record<string, unknown>) => {
    const current = (await record(id)) as Record<string, unknown>;
    const input = Object.fromEntries(inputKeys.map((k) => [k, current[k]]));
    return call("PUT", `/api/employee/${id}`, token, { ...input, ...changes });
  };
  const sendPassword = (id: number, token: string) => call("GET", `/api/employee/${id}/sendPassword`, token);
  const tokenOf = (text: string | undefined) => /jelszo-visszaallitas\?token=([\w-]+)/.exec(text ?? "")?.[1];
  const resetWith = (token: string | undefined, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/passwordReset",
      headers: host("demo"),
      payload: { token, password },
    });
  const tryLogin = (username: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      payload: { username, password },
    });
  const liveSessions = async (username: string) =>
    (
      await rowsOf<{ n: number }>(
        t.platform.database.db.execute(sql`
          select count(*)::int as n from sessions s join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
          where u.username = ${username} and s.revoked_at is null and u.tenant_id = 1`),
      )
    )[0]?.n;

  /** A new employee with an account (password set through the link) and `roles`; answers id and username. */
  async function employeeWithAccount(name: string, email: string, roles: string[] = []) {
    const id = await createEmployeeViaApi(t, hr, { name, email });
    const before = t.mails.length;
    expect((await sendPassword(id, hr)).statusCode).toBe(200);
    expect((await resetWith(tokenOf(t.mails[before]?.text), "Erős-Jelszó-2026!")).statusCode).toBe(200);
    if (roles.length > 0) {
      expect((await call("PUT", `/api/employee/${id}/roles`, admin, { roles })).statusCode).toBe(200);
    }
    return { id, username: email.toLowerCase() };
  }

  it("hr cannot take over the company admin: e-mail, link, deactivate, delete are 403 and change nothing", async () => {
    const adminId = decodeJwt(admin).employeeId as number;
    expect(adminId).toBe(1);
    const mailsBefore = t.mails.length;

    const email = await save(adminId, hr, { email: "hr.sajat.postafiok@example.hu" });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toBe(
      "Nem módosíthatod ennek a munkatársnak az e-mail címét: a fiókjának olyan jogosultsága van, amellyel te nem rendelkezel.",
    );
    const link = await sendPassword(adminId, hr);
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toMatch(/^Nem küldhetsz belépési linket/);
    const deactivate = await save(adminId, hr, { active: false });
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().message).toMatch(/^Nem teheted inaktívvá/);
    const del = await call("DELETE", `/api/employee/${adminId}`, hr);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toMatch(/^Nem törölheted/);

    // Nothing changed: the record, the admin's session, no mail, no history line.
    expect(await record(adminId)).toMatchObject({ email: "admin@demo.example.hu", active: true });
    expect((await call("GET", "/api/notification", admin)).statusCode).toBe(200);
    expect(t.mails.length).toBe(mailsBefore);
    const history = (await call("GET", `/api/employee/${adminId}/history`, admin)).json().history;
    expect(history.filter((h: { field: string }) => ["email", "active"].includes(h.field))).toEqual([]);

    // The chain of the issue (PUT email → sendPassword → passwordReset → login2) ends at the first step.
    expect((await resetWith(tokenOf(t.mails.at(-1)?.text), "Átvett-Admin-Fiók-1")).statusCode).toBe(400);
    expect((await tryLogin("admin", "Átvett-Admin-Fiók-1")).statusCode).toBe(401);
    await login(t, "demo", "admin");
  });

  it("the .xlsx import applies the same rule: hr cannot change the admin's e-mail or deactivate them", async () => {
    const adminNumber = (await record(1)).employeeNumber as string;
    for (const row of [
      ["E-mail", "hr.sajat.postafiok@example.hu"],
      ["Aktív", "nem"],
    ]) {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Munkatársak");
      sheet.addRow(["Törzsszám", row[0]]);
      sheet.addRow([adminNumber, row[1]]);
      const body = multipart("file", "munkatarsak.xlsx", Buffer.from(await book.xlsx.writeBuffer()));
      const res = await t.app.inject({
        method: "POST",
        url: "/api/employee/import",
        headers: { ...authed("demo", hr), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^(Nem módosíthatod|Nem teheted inaktívvá)/);
    }
    expect(await record(1)).toMatchObject({ email: "admin@demo.example.hu", active: true });
    expect((await call("GET", "/api/notification", admin)).statusCode).toBe(200);
  });

  it("an employee changing their own e-mail keeps the session they did it in", async () => {
    const hrId = decodeJwt(hr).employeeId as number;
    const other = await login(t, "demo", "hr");
    expect((await save(hrId, hr, { email: "hr.uj@demo.example.hu" })).statusCode).toBe(200);
    expect((await call("GET", "/api/notification", hr)).statusCode).toBe(200);
    expect((await call("GET", "/api/notification", other)).statusCode).toBe(401);
    expect((await save(hrId, hr, { email: "hr@demo.example.hu" })).statusCode).toBe(200);
  });

  it("hr may act on a peer whose roles hr holds; an e-mail change ends the sessions and tells the old address", async () => {
    const peer = await employeeWithAccount("Társ Teréz", "tars.terez@example.hu", ["hr"]);
    const peerToken = await login(t, "demo", peer.username, "Erős-Jelszó-2026!");
    const before = t.mails.length;

    const changed = await save(peer.id, hr, { email: "teri.uj@example.hu" });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/notification", peerToken)).statusCode).toBe(401);
    expect(await liveSessions(peer.username)).toBe(0);
    const notice = t.mails.slice(before).find((m) => m.to === "tars.terez@example.hu");
    expect(notice?.subject).toBe("Office – megváltozott a fiókod e-mail címe");
    expect(notice?.text).toContain("minden bejelentkezésed megszűnt");
    // The account's address follows the record: a reset link goes to the new address only.
    const resetAsk = await t.app.inject({
      method: "POST",
      url: "/api/forgotPassword",
      headers: host("demo"),
      payload: { email: "teri.uj@example.hu" },
    });
    expect(resetAsk.statusCode).toBe(200);
    expect(t.mails.at(-1)?.to).toBe("teri.uj@example.hu");

    expect((await sendPassword(peer.id, hr)).statusCode).toBe(200);
    // A peer with no roles at all is covered as well.
    const plain = await employeeWithAccount("Sima Simon", "sima.simon@example.hu");
    expect((await save(plain.id, hr, { email: "simon.sima@example.hu" })).statusCode).toBe(200);
    expect((await sendPassword(plain.id, hr)).statusCode).toBe(200);
    // Someone with a role hr lacks is not.
    const pmLike = await employeeWithAccount("Projekt Piroska", "projekt.piroska@example.hu", [
      "projectManager",
    ]);
    expect((await save(pmLike.id, hr, { email: "mas@example.hu" })).statusCode).toBe(403);
    expect((await save(pmLike.id, admin, { email: "mas@example.hu" })).statusCode).toBe(200);
  });

  it("deactivating disables the account: sessions end, login 401 in Hungarian, refresh refuses; reactivating restores", async () => {
    const worker = await employeeWithAccount("Kilépő Károly", "kilepo.karoly@example.hu");
    const token = await login(t, "demo", worker.username, "Erős-Jelszó-2026!");

    expect((await save(worker.id, hr, { active: false })).statusCode).toBe(200);
    expect(await liveSessions(worker.username)).toBe(0);
    expect((await call("GET", "/api/notification", token)).statusCode).toBe(401);
    expect((await call("GET", "/api/tokenRefresh", token)).statusCode).toBe(401);
    expect((await call("GET", `/api/employee/${worker.id}`, token)).statusCode).toBe(401);
    const refused = await tryLogin(worker.username, "Erős-Jelszó-2026!");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("A fiókod le van tiltva. Fordulj a HR-hez.");
    // A wrong password does not reveal that the account exists and is disabled.
    expect((await tryLogin(worker.username, "Rossz-Jelszó-1")).json().message).toBe(
      "Hibás felhasználónév vagy jelszó.",
    );
    const account = (await call("GET", `/api/employee/${worker.id}/account`, hr)).json();
    expect(account).toMatchObject({ hasAccount: true, active: false });

    expect((await save(worker.id, hr, { active: true })).statusCode).toBe(200);
    expect((await call("GET", "/api/notification", token)).statusCode).toBe(401);
    const again = await login(t, "demo", worker.username, "Erős-Jelszó-2026!");

    // DELETE of an employee with an account deactivates, and disables the account the same way.
    const del = await call("DELETE", `/api/employee/${worker.id}`, hr);
    expect(del.headers["x-office-outcome"]).toBe("deactivated");
    expect((await call("GET", "/api/notification", again)).statusCode).toBe(401);
    expect((await tryLogin(worker.username, "Erős-Jelszó-2026!")).json().message).toBe(
      "A fiókod le van tiltva. Fordulj a HR-hez.",
    );
    expect(await liveSessions(worker.username)).toBe(0);
  });
});
