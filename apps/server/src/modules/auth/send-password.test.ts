import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  host,
  login,
  type TestApp,
} from "../../test/harness.ts";

describe.each(backends)("GET /api/employee/{id}/sendPassword on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
  });
  afterAll(async () => t?.close());

  const newEmployee = (name: string, email: string | null, active = true) =>
    createEmployeeViaApi(t, hr, { name, email, active });
  const send = (id: number, token = hr, tenant = "demo") =>
    t.app.inject({ method: "GET", url: `/api/employee/${id}/sendPassword`, headers: authed(tenant, token) });
  const tokenOf = (text: string | undefined) => /jelszo-visszaallitas\?token=([\w-]+)/.exec(text ?? "")?.[1];

  it("a new employee without an account gets one and a link to set the password, then signs in", async () => {
    const id = await newEmployee("Belépő Bence", "Belepo.Bence@example.hu");
    const before = t.mails.length;
    const res = await send(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "A belépési linket elküldtük: Belepo.Bence@example.hu" });
    const mail = t.mails[before];
    expect(mail?.to).toBe("Belepo.Bence@example.hu");
    expect(mail?.subject).toBe("Office – belépés beállítása");
    expect(mail?.text).toContain("Felhasználóneved: belepo.bence@example.hu");
    expect(mail?.text).toContain("3 napig érvényes");
    const token = tokenOf(mail?.text);
    expect(token).toBeTruthy();

    // Before the link is used the account has no password: nothing signs in.
    const early = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      payload: { username: "belepo.bence@example.hu", password: "" },
    });
    expect(early.statusCode).toBe(400);

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/passwordReset",
      headers: host("demo"),
      payload: { token, password: "Kék-Tó-Partján-42" },
    });
    expect(reset.statusCode).toBe(200);
    const access = await login(t, "demo", "belepo.bence@example.hu", "Kék-Tó-Partján-42");
    const claims = decodeJwt(access);
    expect(claims.employeeId).toBe(id);
    expect(claims.role).toEqual([]);

    // A second link reuses the account; the used token stays used.
    expect((await send(id)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/passwordReset",
      headers: host("demo"),
      payload: { token, password: "Másik-Jelszó-1234" },
    });
    expect(again.statusCode).toBe(400);
  });

  it("an employee who already has an account gets a link for that account", async () => {
    const user = await login(t, "demo", "user");
    const employeeId = decodeJwt(user).employeeId as number;
    const before = t.mails.length;
    expect((await send(employeeId)).statusCode).toBe(200);
    expect(t.mails[before]?.text).toContain("Felhasználóneved: user");
  });

  it("refuses with a clear message: no e-mail, inactive employee, e-mail taken as another username", async () => {
    const noEmail = await send(await newEmployee("Levél Nélkül", null));
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().message).toContain("nincs e-mail cím");

    const inactive = await send(await newEmployee("Kilépett Kálmán", "kilepett@example.hu", false));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe("Inaktív munkatárs nem kaphat belépési linket.");

    expect((await send(await newEmployee("Első Ede", "kozos@example.hu"))).statusCode).toBe(200);
    const before = t.mails.length;
    const taken = await send(await newEmployee("Második Mária", "kozos@example.hu"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain("már egy másik fiók felhasználóneve");
    expect(t.mails.length).toBe(before);
  });

  it("404 for an unknown or another tenant's employee; 403 for a plain user", async () => {
    expect((await send(999_999)).statusCode).toBe(404);
    const betaEmployee = decodeJwt(await login(t, "beta", "user")).employeeId as number;
    expect((await send(betaEmployee)).statusCode).toBe(404);
    const user = await login(t, "demo", "user");
    expect((await send(betaEmployee, user)).statusCode).toBe(403);
  });
});
