import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import {
  PNG_1X1,
  authed,
  backends,
  createTestApp,
  host,
  login,
  multipart,
  type TestApp,
} from "../../test/harness.ts";

describe.each(backends)("employee read and profile picture on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let userEmployeeId: number;
  let hrEmployeeId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await login(t, "demo", "user");
    userEmployeeId = decodeJwt(user).employeeId as number;
    hrEmployeeId = decodeJwt(await login(t, "demo", "hr")).employeeId as number;
  });
  afterAll(async () => t?.close());

  const upload = (token: string, id: number, name: string, data: Buffer, type = "image/png") => {
    const body = multipart("file", name, data, type);
    return t.app.inject({
      method: "PUT",
      url: `/api/employee/${id}/profilepicture`,
      headers: { ...authed("demo", token), ...body.headers },
      payload: body.payload,
    });
  };

  it("GET /api/employee/{id} answers another employee's directory fields only", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/employee/${hrEmployeeId}`,
      headers: authed("demo", user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      view: "directory",
      name: "Tóth Eszter",
      position: "HR vezető",
      profilePicture: null,
    });
    for (const hidden of [
      "taxId",
      "tajNumber",
      "bankAccount",
      "address",
      "birthDate",
      "mothersName",
      "children",
    ]) {
      expect(res.json()).not.toHaveProperty(hidden);
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/employee/999999", headers: authed("demo", user) }))
        .statusCode,
    ).toBe(404);
  });

  it("an employee sets their own picture; it is stored under a generated name and served as an image", async () => {
    const res = await upload(user, userEmployeeId, "../../etc/passwd.png", PNG_1X1);
    expect(res.statusCode).toBe(200);
    const file = res.json().profilePicture as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.png$/);
    const img = await t.app.inject({
      method: "GET",
      url: `/storage/demo/employees/${userEmployeeId}/${file}`,
      headers: host("demo"),
    });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(img.headers["content-security-policy"]).toContain("sandbox");
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/storage/beta/employees/${userEmployeeId}/${file}`,
          headers: host("demo"),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/storage/demo/employees/${userEmployeeId}/..%2F..%2Fjwt-secret`,
          headers: host("demo"),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("someone else's picture: 403 for a plain user, allowed for hr", async () => {
    expect((await upload(user, hrEmployeeId, "x.png", PNG_1X1)).statusCode).toBe(403);
    const hr = await login(t, "demo", "hr");
    expect((await upload(hr, userEmployeeId, "x.png", PNG_1X1)).statusCode).toBe(200);
  });

  it("hostile files are refused with a clear message", async () => {
    const html = await upload(
      user,
      userEmployeeId,
      "kep.png",
      Buffer.from("<!doctype html><script>alert(1)</script>"),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe("Csak PNG, JPEG vagy WebP kép tölthető fel.");
    const svg = await upload(
      user,
      userEmployeeId,
      "kep.svg",
      Buffer.from('<svg onload="alert(1)"/>'),
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(400);
    const zip = await upload(user, userEmployeeId, "kep.png", Buffer.from("PK\x03\x04csonka"));
    expect(zip.statusCode).toBe(400);
    const big = await upload(
      user,
      userEmployeeId,
      "nagy.png",
      Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("A fájl túl nagy: legfeljebb 2 MB lehet.");
    const empty = await t.app.inject({
      method: "PUT",
      url: `/api/employee/${userEmployeeId}/profilepicture`,
      headers: { ...authed("demo", user), "content-type": "application/json" },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});
