import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import {
  OTHER_REPORT_DATASETS,
  OTHER_REPORT_ROLES,
  otherReportSchema,
  type OtherReport,
} from "@office/shared/reports/other-report.contract";
import { accessMatrix } from "../../app/access-matrix.ts";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { seedOtherReportFixture } from "./other-reports-fixture.test-util.ts";
import type { AuthContext } from "../../platform/request-context.ts";
import { leaveDataset } from "./activity-datasets.ts";
import { resolvePeriod } from "./period.ts";

const PERIOD = "from=2025-01&to=2025-06";
/** The values of the series `key` (undefined when the series is not in the report). */
const seriesOf = (r: OtherReport, key: string) => r.series.find((s) => s.key === key)?.values;

describe.each(backends)("Egyéb Kimutatások on %s", (backend) => {
  let t: TestApp;
  let betaAdmin: string;
  let betaUser: string;
  let demoAdmin: string;
  let demoHr: string;
  let demoPm: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedOtherReportFixture(t.platform);
    [betaAdmin, betaUser, demoAdmin, demoHr, demoPm] = await Promise.all([
      login(t, "beta", "admin"),
      login(t, "beta", "user"),
      login(t, "demo", "admin"),
      login(t, "demo", "hr"),
      login(t, "demo", "pm"),
    ]);
  });
  afterAll(async () => t?.close());

  const get = (url: string, token: string, tenant = "beta") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const report = async (dataset: string, token = betaAdmin, query = PERIOD, tenant = "beta") => {
    const res = await get(`/api/report/other/${dataset}?${query}`, token, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return otherReportSchema.parse(res.json());
  };

  it("headcount: month-end headcount per department; departments under 3 merged into Egyéb, then the next smallest", async () => {
    const r = await report("headcount");
    expect(r.rows.map((row) => row.key)).toEqual([
      "2025-01",
      "2025-02",
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
    ]);
    expect(r.rows[0]?.label).toBe("2025. jan.");
    // Jan: Vezetőség 1 + Szállítmányozás 1 are too small, Egyéb of 2 is still too small → Iroda (3) joins.
    // Mar: R4 joins Raktár. Apr: I1's last day is 04-30, so Iroda has 2 at the close → Egyéb 1+1+2.
    expect(seriesOf(r, "Béta Raktár")).toEqual([6, 6, 7, 7, 7, 7]);
    expect(seriesOf(r, "__other")).toEqual([5, 5, 5, 4, 4, 4]);
    expect(r.series.map((s) => s.key)).toEqual(["Béta Raktár", "__other"]);
    expect(r.notes.join(" ")).toContain("3 főnél kisebb");
    // the inactive record without an end date (X) is nobody's headcount
    const total = r.rows.map((_, i) => r.series.reduce((s, x) => s + (x.values[i] ?? 0), 0));
    expect(total).toEqual([11, 11, 12, 11, 11, 11]);
  });

  it("turnover: joiners, leavers, average headcount and leavers / average headcount in %", async () => {
    const r = await report("turnover");
    expect(seriesOf(r, "joiners")).toEqual([0, 0, 1, 0, 0, 0]);
    expect(seriesOf(r, "leavers")).toEqual([0, 0, 0, 1, 0, 0]);
    expect(seriesOf(r, "averageHeadcount")).toEqual([11, 11, 11.5, 11.5, 11, 11]);
    expect(seriesOf(r, "turnoverPercent")).toEqual([0, 0, 0, 8.7, 0, 0]);
    expect(r.series.find((s) => s.key === "turnoverPercent")?.unit).toBe("percent");
    // period: 1 leaver / mean of (11, 11, 11.5, 11.5, 11, 11) = 11.1667 → 9 %
    expect(r.notes.join(" ")).toContain("9 %");
  });

  it("age bands on the last day: bands of 1–2 people merged with their smaller neighbour", async () => {
    const r = await report("ageBands");
    expect(r.asOf).toBe("2025-06-30");
    // before merging: <25: 1 (R4), 25–34: 4, 35–44: 3, 45–54: 0, 55+: 1 (I2); admin and user have no birth date
    expect(r.rows.map((row) => row.label)).toEqual(["35 év alatt", "35+ év"]);
    expect(seriesOf(r, "headcount")).toEqual([5, 4]);
    expect(r.notes.join(" ")).toContain("2 fő születési dátuma nincs megadva");
    const earlier = await report("ageBands", betaAdmin, "from=2024-01&to=2024-12");
    expect(earlier.asOf).toBe("2024-12-31");
  });

  it("leave: working days per type and month, split across months; types under 3 people merged; months under 3 suppressed", async () => {
    const r = await report("leave");
    // Feb: 2 people in all → suppressed. Mar: szabadság R1 3 + R2 3 + R3 1 (of 2, split Mon 31 / Tue 1);
    // betegszabadság R5, apasági R6, fizetés nélküli R7 → Egyéb 2+1+1 = 4 (3 people); home office and
    // the pending request not counted. Apr: only R3's second day → suppressed. May: szabadság R1–R3 (3),
    // betegszabadság R5 alone → its Egyéb of 1 person is hidden, szabadság is not swallowed.
    // Jun: the tenant's own type Képzés R1–R3, betegszabadság R5–R7 (hr may see it), táppénz R4 alone →
    // its Egyéb of 1 person hidden; the tenant's home-office-like type (Távmunka) is work, not counted.
    expect(seriesOf(r, "szabadsag")).toEqual([0, null, 7, null, 3, 0]);
    expect(seriesOf(r, "__other")).toEqual([null, null, 4, null, null, null]);
    expect(seriesOf(r, "betegszabadsag")).toEqual([0, null, null, null, null, 3]);
    expect(seriesOf(r, "kepzes")).toEqual([0, null, 0, null, 0, 3]);
    expect(r.series.find((s) => s.key === "kepzes")?.label).toBe("Képzés");
    expect(r.series.find((s) => s.key === "betegszabadsag")?.label).toBe("Betegszabadság");
    expect(seriesOf(r, "tavmunka")).toBeUndefined();
    expect(seriesOf(r, "home_office")).toBeUndefined();
    // the tenant's type order (statutory first)
    expect(r.series.map((s) => s.key)).toEqual(["szabadsag", "betegszabadsag", "kepzes", "__other"]);
    expect(r.series.every((s) => s.unit === "days")).toBe(true);
    expect(r.notes.join(" ")).toMatch(/nem látható: 2025\. febr\., 2025\. ápr\./);
  });

  it("leave: a caller who may not see health data gets the hidden types pooled under their colleague label", async () => {
    const beta = await t.platform.tenants.findBySlug("beta");
    const tenantId = beta?.id ?? 0;
    const period = resolvePeriod({ from: "2025-01", to: "2025-06" });
    const caller = (roles: string[]): AuthContext => ({
      userId: 1,
      username: "teszt",
      employeeId: 0,
      roles,
      sessionId: "s",
      displayName: "Teszt",
      exp: 0,
    });
    const compute = (roles: string[]) =>
      t.platform.database.withTenant(tenantId, (tx) => leaveDataset(tx, tenantId, period, caller(roles)));
    const r = await compute([]);
    // betegszabadság, táppénz, fizetés nélküli … are "Távol" to colleagues: Mar R5 + R7 (2 people) join
    // apasági R6 in Egyéb (4 days); May R5 alone hidden; Jun R5–R7 and R4 → 4 days.
    expect(r.series.map((s) => s.label)).toEqual(["Szabadság", "Távol", "Képzés", "Egyéb (összevont)"]);
    expect(r.series.find((s) => s.label === "Távol")?.values).toEqual([0, null, null, null, null, 4]);
    expect(seriesOf(r, "__other")).toEqual([null, null, 4, null, null, null]);
    expect(r.series.some((s) => s.key === "betegszabadsag" || s.key === "tappenz")).toBe(false);
    expect(JSON.stringify(r)).not.toMatch(/[Bb]eteg|[Tt]áppénz/);
    // companyAdmin counts as hr
    expect(seriesOf(await compute(["companyAdmin"]), "betegszabadsag")).toEqual([
      0,
      null,
      null,
      null,
      null,
      3,
    ]);
  });

  it("asset value: in-use assets per category by value (retired left out), count and a note on missing values", async () => {
    const r = await report("assetValue");
    expect(r.rows.map((row) => row.label)).toEqual(["Laptop", "Monitor"]);
    expect(seriesOf(r, "valueHuf")).toEqual([700_000, 50_000]);
    expect(seriesOf(r, "count")).toEqual([2, 2]);
    expect(r.notes.join(" ")).toContain("1 eszköznek nincs megadva értéke");
  });

  it("car km: business/private per month; split hidden under 3 drivers, month hidden under 3 drivers in all", async () => {
    const r = await report("carKm");
    expect(seriesOf(r, "businessKm")).toEqual([300, null, null, 0, 0, 0]);
    expect(seriesOf(r, "totalKm")).toEqual([null, 350, null, null, null, null]);
    expect(seriesOf(r, "privateKm")).toBeUndefined(); // never shown apart
    expect(r.notes.join(" ")).toContain("nem látható: 2025. márc.");
  });

  it("points: given per Budapest month; months with fewer than 3 givers or recipients suppressed", async () => {
    const r = await report("points");
    expect(seriesOf(r, "points")).toEqual([22, null, 0, 0, 0, 0]);
    expect(seriesOf(r, "gifts")).toEqual([3, null, 0, 0, 0, 0]);
  });

  it("questionnaire responses: asked, answered and rate per month of sending; months under 3 asked hidden", async () => {
    const r = await report("questionnaireResponses");
    expect(seriesOf(r, "asked")).toEqual([4, null, 0, 0, 0, 0]);
    expect(seriesOf(r, "answered")).toEqual([3, null, 0, 0, 0, 0]);
    expect(seriesOf(r, "sent")).toEqual([1, null, 0, 0, 0, 0]);
    expect(seriesOf(r, "responseRate")).toEqual([75, null, null, null, null, null]);
    expect(r.notes.join(" ")).toContain("nem látható: 2025. febr.");
  });

  it("default period: the 24 months up to the current month; demo data fill every data set", async () => {
    for (const dataset of OTHER_REPORT_DATASETS) {
      const r = await report(dataset, demoAdmin, "", "demo");
      if (r.rows[0]?.key.match(/^\d{4}-\d\d$/)) expect(r.rows).toHaveLength(24);
      expect(
        r.series.some((s) => s.values.some((v) => v !== null && v > 0)),
        dataset,
      ).toBe(true);
    }
  });

  it("tenant isolation: beta's report holds none of demo's people and demo's none of beta's", async () => {
    const beta = await report("headcount");
    const demo = await report("headcount", demoHr, PERIOD, "demo");
    expect(demo.series.map((s) => s.label)).not.toContain("Béta Raktár");
    expect(beta.series.map((s) => s.label)).not.toContain("Humánerőforrás");
    const demoAssets = await report("assetValue", demoAdmin, PERIOD, "demo");
    expect(seriesOf(demoAssets, "valueHuf")?.[0]).not.toBe(700_000);
  });

  it("403 for roles without the data set; hr reads all; 400 in Hungarian for bad periods", async () => {
    for (const dataset of OTHER_REPORT_DATASETS) {
      expect((await get(`/api/report/other/${dataset}`, betaUser)).statusCode).toBe(403);
      expect((await get(`/report/other/${dataset}`, betaUser)).statusCode).toBe(403);
      expect((await get(`/api/report/other/${dataset}`, demoHr, "demo")).statusCode).toBe(200);
    }
    expect((await get("/api/report/other/carKm", demoPm, "demo")).statusCode).toBe(403);
    for (const query of [
      "from=2025-13",
      "from=2025-06&to=2025-01",
      "to=2999-01",
      "from=2020-01&to=2025-06",
      "to=x",
    ]) {
      const res = await get(`/api/report/other/headcount?${query}`, betaAdmin);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/hónap|időszak/i);
    }
    expect((await get("/report/other/leave?to=2999-01", betaAdmin)).statusCode).toBe(400);
  });

  it("the access matrix lists both routes of every data set with the data set's roles", () => {
    for (const dataset of OTHER_REPORT_DATASETS) {
      expect(accessMatrix[`GET /api/report/other/${dataset}`]).toEqual(OTHER_REPORT_ROLES[dataset]);
      expect(accessMatrix[`GET /report/other/${dataset}`]).toEqual(OTHER_REPORT_ROLES[dataset]);
    }
  });

  it(".xlsx: the workbook opens with the title, the header with units, one row per month and the notes", async () => {
    const res = await get(`/report/other/headcount?${PERIOD}`, betaAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain("egyeb-kimutatas-letszam-2025-01-2025-06.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.name).toBe("Létszám szervezeti egységenként");
    expect(sheet?.getCell("A1").value).toBe("Létszám szervezeti egységenként (2025. január – 2025. június)");
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      "Hónap",
      "Béta Raktár (fő)",
      "Egyéb (összevont) (fő)",
    ]);
    expect(sheet?.getRow(4).values).toEqual([undefined, new Date(Date.UTC(2025, 0, 1)), 6, 5]);
    expect(sheet?.getRow(9).values).toEqual([undefined, new Date(Date.UTC(2025, 5, 1)), 7, 4]);
    expect(sheet?.getCell("A4").numFmt).toBe("yyyy.mm.");
    expect(sheet?.getCell("B4").type).toBe(ExcelJS.ValueType.Number);
    expect(String(sheet?.getCell("A11").value)).toContain("Létszám a hónap utolsó napjának végén");

    const leave = await get(`/report/other/leave?${PERIOD}`, betaAdmin);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(leave.rawPayload as unknown as ArrayBuffer);
    const row = wb2.worksheets[0]?.getRow(5).values as unknown[];
    expect(row.slice(1)).toEqual([new Date(Date.UTC(2025, 1, 1))]); // suppressed: empty cells
  });
});
