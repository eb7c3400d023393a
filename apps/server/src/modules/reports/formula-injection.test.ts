import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../platform/migrate.ts";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";

/**
 * Issue 18 §3 (OWASP CSV injection): a value typed by a user that begins with `=`, `+`, `-`, `@`, a tab
 * or a carriage return was written as text, but becomes a live formula when someone edits the cell or
 * saves the sheet as CSV. Every export now writes such a cell with a leading `'` (`safeRow`). Here the
 * demo data's free-text fields are given such beginnings, then every `.xlsx` export is downloaded and
 * every cell of every sheet read: no text may start like a formula, and the quoted values are there.
 */

/** Free text users type, each field given one of the dangerous first characters. */
const POISON = [
  sql`update employees set name = '=' || name, position = '+' || coalesce(position, 'x'), department = '@' || department where department is not null`,
  sql`update employees set name = '=' || name where department is null`,
  sql`update partners set name = '-' || name, city = '=' || coalesce(city, 'x'), note = chr(9) || 'jegyzet'`,
  sql`update partner_contacts set name = '=' || name`,
  sql`update projects set name = '+' || name`,
  sql`update external_resources set name = '=' || name, company = '@' || coalesce(company, 'x'), note = chr(13) || 'jegyzet'`,
  sql`update assets set name = '=' || name, location = '-' || coalesce(location, 'x'), note = '@jegyzet'`,
  sql`update cars set make = '=' || make, note = '+jegyzet'`,
  sql`update car_trips set purpose = '=' || purpose, from_place = '-' || from_place`,
  sql`update inventories set name = '=' || name`,
  sql`update inventory_lines set name = '@' || coalesce(name, 'x')`,
  sql`update questionnaires set title = '=' || title`,
  sql`update questionnaire_answers set value = to_jsonb('=' || (value #>> '{}')) where jsonb_typeof(value) = 'string'`,
];

const DANGEROUS = /^[=+\-@\t\r]/;

/** Every text of every cell of every sheet (hyperlink and rich texts included). */
async function textsOf(body: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value;
        if (typeof v === "string") texts.push(v);
        else if (v && typeof v === "object" && "richText" in v)
          texts.push(v.richText.map((r) => r.text).join(""));
        else if (v && typeof v === "object" && "text" in v && typeof v.text === "string") texts.push(v.text);
      }),
    ),
  );
  return texts;
}

describe.each(backends)("no export writes a text that starts like a formula on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  const ids = { employees: [] as number[], car: 0, month: "", inventory: 0, questionnaires: [] as number[] };
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.platform.database.db.execute(query));
    for (const statement of POISON) await q(statement);
    const demo = sql`(select id from tenants where slug = 'demo')`;
    ids.employees = (await q<{ id: number }>(sql`select id from employees where tenant_id = ${demo}`)).map(
      (r) => Number(r.id),
    );
    const trip = (
      await q<{ car_id: number; month: string }>(
        sql`select car_id, to_char(date, 'YYYY-MM') as month from car_trips where tenant_id = ${demo} order by date desc limit 1`,
      )
    )[0];
    ids.car = Number(trip?.car_id);
    ids.month = String(trip?.month);
    ids.inventory = Number(
      (await q<{ id: number }>(sql`select id from inventories where tenant_id = ${demo} limit 1`))[0]?.id,
    );
    ids.questionnaires = (
      await q<{ id: number }>(sql`select id from questionnaires where tenant_id = ${demo}`)
    ).map((r) => Number(r.id));
  });
  afterAll(async () => t?.close());

  it("every .xlsx export: the poisoned values come out quoted ('=…), none starts like a formula", async () => {
    const year = new Date().getFullYear();
    const gets = [
      `/report/attendance/download?start=${year}-01-01&end=${year}-01-31`,
      `/report/leave?year=${year}`,
      `/report/annual?year=${year}`,
      "/report/externalResource",
      "/report/project",
      `/report/resource?start=${year}-01-01&end=${year}-03-31`,
      `/report/resourceCost?start=${year}-01-01&end=${year}-03-31`,
      `/report/resourceCostMonthly?year=${year}`,
      `/report/resourceCostYearly?from=${year - 1}&to=${year}`,
      `/report/car/${ids.car}/distance?month=${ids.month}&format=xlsx`,
      "/report/asset",
      `/report/inventory/${ids.inventory}`,
      `/report/points/gifts?year=${year}`,
      `/report/timesheet/download?month=${year}-01&format=xlsx`,
      ...ids.questionnaires.map((id) => `/report/questionnaire/${id}`),
      ...[
        "headcount",
        "turnover",
        "ageBands",
        "leave",
        "assetValue",
        "carKm",
        "points",
        "questionnaireResponses",
      ].map((d) => `/report/other/${d}`),
      "/api/partner/export",
      "/api/car/export",
      "/api/employee/import/template",
    ];
    // the list is every spreadsheet export: each registered /report route (but the PDF and the JSON card
    // data) and the /api exports
    const listed = new Set(
      [...gets, "/report/employee/all"].map((u) => u.split("?")[0]?.replace(/\/\d+(?=\/|$)/g, "/:id")),
    );
    const exports = t.app.registeredRoutes
      .map((r) => r.url)
      .filter((u) => u.startsWith("/report/") || u.endsWith("/export") || u.endsWith("/import/template"))
      .filter((u) => !u.endsWith("/pdf") && !u.endsWith("/CardData"));
    expect(exports.length).toBeGreaterThanOrEqual(25);
    expect(exports.filter((u) => !listed.has(u))).toEqual([]);
    const all: string[] = [];
    const problems: string[] = [];
    const check = async (what: string, res: { statusCode: number; rawPayload: Buffer; body: string }) => {
      if (res.statusCode !== 200)
        return void problems.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      const texts = await textsOf(res.rawPayload);
      all.push(...texts);
      for (const text of texts)
        if (DANGEROUS.test(text)) problems.push(`${what}: ${JSON.stringify(text.slice(0, 60))}`);
    };
    for (const url of gets)
      await check(url, await t.app.inject({ method: "GET", url, headers: authed("demo", admin) }));
    await check(
      "POST /report/employee/all",
      await t.app.inject({
        method: "POST",
        url: "/report/employee/all",
        headers: authed("demo", admin),
        payload: ids.employees,
      }),
    );
    expect(problems).toEqual([]);
    // the poisoned data did reach the exports, quoted (XML reads a carriage return back as a line feed)
    for (const first of ["=", "+", "-", "@", "\t", "\r"]) {
      const quoted = first === "\r" ? ["'\r", "'\n"] : [`'${first}`];
      expect(
        all.some((text) => quoted.some((q) => text.startsWith(q))),
        `a text quoted before ${JSON.stringify(first)}`,
      ).toBe(true);
    }
  });
});
