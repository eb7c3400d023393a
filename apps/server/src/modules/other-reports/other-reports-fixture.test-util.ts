import { eq } from "drizzle-orm";
import type { Platform } from "../../platform/platform.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { employees } from "../employees/employees.table.ts";
import { absenceTypes, leaveRequests } from "../leave/leave.table.ts";
import { ensureStatutoryTypes } from "../leave/absence-types.repository.ts";
import { assets } from "../assets/assets.table.ts";
import { carTrips, cars, drivers } from "../fleet/fleet.table.ts";
import { pointsLedger } from "../points/points.table.ts";
import {
  questionnaireRecipients,
  questionnaires,
  questionnaireTemplates,
  questionnaireTemplateVersions,
} from "../questionnaires/questionnaires.table.ts";

/**
 * A small, hand-counted fixture in tenant `beta` (which holds only `admin` in "Vezetőség" and `user` in
 * "Szállítmányozás", both without employment dates or birth dates) for the Egyéb Kimutatások tests; the
 * expected numbers for 2025-01..2025-06 are spelled out in other-reports.test.ts.
 */
export async function seedOtherReportFixture(p: Platform): Promise<Record<string, number>> {
  const [beta] = await p.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "beta"));
  if (!beta) throw new Error("no beta tenant");
  const tenantId = beta.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const people: [string, string, string | null, string | null, string | null, boolean?][] = [
      // key, department, start, end, birth date, active
      ["R1", "Béta Raktár", "2024-01-01", null, "1990-05-05"],
      ["R2", "Béta Raktár", "2024-01-01", null, "1992-01-01"],
      ["R3", "Béta Raktár", "2024-01-01", null, "1985-03-03"],
      ["R4", "Béta Raktár", "2025-03-10", null, "2003-02-02"],
      ["R5", "Béta Raktár", "2024-01-01", null, "1997-01-01"],
      ["R6", "Béta Raktár", "2024-01-01", null, "1995-01-01"],
      ["R7", "Béta Raktár", "2024-01-01", null, "1999-03-01"],
      ["I1", "Béta Iroda", "2024-06-01", "2025-04-30", "1970-01-01"],
      ["I2", "Béta Iroda", "2024-06-01", null, "1960-01-01"],
      ["I3", "Béta Iroda", "2024-06-01", null, "1981-01-01"],
      ["X", "Béta Raktár", "2024-01-01", null, "1980-01-01", false],
    ];
    const ids: Record<string, number> = { tenantId };
    for (const [key, department, start, end, birth, active] of people) {
      const [row] = await tx
        .insert(employees)
        .values({
          tenantId,
          name: `Teszt ${key}`,
          department,
          employmentStart: start,
          employmentEnd: end,
          birthDate: birth,
          active: active ?? end === null,
        })
        .returning({ id: employees.id });
      ids[key] = row?.id ?? 0;
    }
    const id = (key: string) => ids[key] ?? 0;
    const leave = (
      key: string,
      leaveType: string,
      startDate: string,
      endDate: string,
      workingDays: number,
      status = "approved",
    ) => ({ tenantId, employeeId: id(key), leaveType, startDate, endDate, workingDays, status });
    // the statutory absence types and two of the tenant's own: a training leave, and a home-office-like one
    await ensureStatutoryTypes(tx, tenantId);
    const ownType = (code: string, name: string, attendanceCode: string) => ({
      tenantId,
      code,
      name,
      paid: true,
      countsAgainstEntitlement: false,
      requiresCertificate: false,
      unit: "day",
      attendanceCode,
      approval: "manager",
      visibleToColleaguesAs: name,
    });
    await tx
      .insert(absenceTypes)
      .values([ownType("kepzes", "Képzés", "other"), ownType("tavmunka", "Távmunka", "homeOffice")]);
    await tx
      .insert(leaveRequests)
      .values([
        leave("R1", "szabadsag", "2025-02-03", "2025-02-03", 1),
        leave("R2", "szabadsag", "2025-02-04", "2025-02-04", 1),
        leave("R1", "szabadsag", "2025-03-03", "2025-03-05", 3),
        leave("R2", "szabadsag", "2025-03-10", "2025-03-12", 3),
        leave("R3", "szabadsag", "2025-03-31", "2025-04-01", 2),
        leave("R5", "betegszabadsag", "2025-03-17", "2025-03-18", 2),
        leave("R6", "apasagi", "2025-03-20", "2025-03-20", 1),
        leave("R7", "fizetes_nelkuli", "2025-03-21", "2025-03-21", 1),
        leave("R4", "home_office", "2025-03-24", "2025-03-24", 1),
        leave("R6", "szabadsag", "2025-03-25", "2025-03-25", 1, "pending"),
        leave("R1", "szabadsag", "2025-05-05", "2025-05-05", 1),
        leave("R2", "szabadsag", "2025-05-06", "2025-05-06", 1),
        leave("R3", "szabadsag", "2025-05-07", "2025-05-07", 1),
        leave("R5", "betegszabadsag", "2025-05-08", "2025-05-08", 1),
        leave("R1", "kepzes", "2025-06-02", "2025-06-02", 1),
        leave("R2", "kepzes", "2025-06-03", "2025-06-03", 1),
        leave("R3", "kepzes", "2025-06-04", "2025-06-04", 1),
        leave("R5", "betegszabadsag", "2025-06-05", "2025-06-05", 1),
        leave("R6", "betegszabadsag", "2025-06-05", "2025-06-05", 1),
        leave("R7", "betegszabadsag", "2025-06-06", "2025-06-06", 1),
        leave("R4", "tappenz", "2025-06-09", "2025-06-09", 1),
        leave("R1", "tavmunka", "2025-06-10", "2025-06-10", 1),
        leave("R2", "tavmunka", "2025-06-10", "2025-06-10", 1),
        leave("R3", "tavmunka", "2025-06-10", "2025-06-10", 1),
      ]);
    const asset = (n: number, category: string, valueHuf: number | null, status = "inStock") => ({
      tenantId,
      inventoryNumber: `B-${n}`,
      name: `${category} ${n}`,
      category,
      valueHuf,
      status,
    });
    await tx
      .insert(assets)
      .values([
        asset(1, "Laptop", 300_000),
        asset(2, "Laptop", 400_000),
        asset(3, "Monitor", 50_000),
        asset(4, "Monitor", null),
        asset(5, "Laptop", 999_999, "retired"),
      ]);
    const driverIds: number[] = [];
    for (const key of ["R1", "R2", "R3"]) {
      const [d] = await tx
        .insert(drivers)
        .values({ tenantId, employeeId: id(key) })
        .returning({ id: drivers.id });
      driverIds.push(d?.id ?? 0);
    }
    const [car] = await tx
      .insert(cars)
      .values({
        tenantId,
        plate: "BET-001",
        make: "Skoda",
        model: "Octavia",
        fuelType: "diesel",
        ownership: "company",
      })
      .returning({ id: cars.id });
    let km = 1000;
    const trip = (date: string, driver: number, length: number, isPrivate = false) => {
      const row = {
        tenantId,
        carId: car?.id ?? 0,
        date,
        driverId: driverIds[driver] ?? 0,
        fromPlace: "Budapest",
        toPlace: "Vác",
        purpose: isPrivate ? "Magán" : "Ügyfél",
        startKm: km,
        endKm: km + length,
        private: isPrivate,
      };
      km += length;
      return row;
    };
    await tx
      .insert(carTrips)
      .values([
        trip("2025-01-10", 0, 100),
        trip("2025-01-11", 1, 100),
        trip("2025-01-12", 2, 100),
        trip("2025-02-10", 0, 100),
        trip("2025-02-11", 1, 100),
        trip("2025-02-12", 2, 100),
        trip("2025-02-15", 0, 50, true),
        trip("2025-03-10", 0, 80),
      ]);
    const give = (from: string, to: string, points: number, at: string) => ({
      tenantId,
      kind: "give",
      employeeId: id(to),
      fromEmployeeId: id(from),
      points,
      reason: "Köszönöm a segítséget!",
      createdAt: new Date(at),
    });
    await tx.insert(pointsLedger).values([
      give("R1", "R2", 10, "2025-01-15T10:00:00Z"),
      give("R2", "R3", 5, "2025-01-16T10:00:00Z"),
      give("R3", "R1", 7, "2025-01-31T22:30:00Z"), // 23:30 in Budapest: still January
      give("R1", "R2", 10, "2025-02-10T10:00:00Z"),
      give("R1", "R3", 10, "2025-02-11T10:00:00Z"),
      {
        tenantId,
        kind: "award",
        employeeId: id("R1"),
        points: 50,
        reason: "Év dolgozója",
        createdAt: new Date("2025-01-20T10:00:00Z"),
      },
    ]);
    // Questionnaires: January's to R1–R4 (3 answered, 75 %), February's to two people only (hidden),
    // sent 2025-02-28 23:30 Budapest = still February; none after.
    const [template] = await tx
      .insert(questionnaireTemplates)
      .values({ tenantId })
      .returning({ id: questionnaireTemplates.id });
    const templateId = template?.id ?? 0;
    await tx.insert(questionnaireTemplateVersions).values({
      tenantId,
      templateId,
      version: 1,
      name: "Teszt sablon",
      questions: [{ id: "q1", type: "yesNo", text: "Jó volt?", options: [], required: true }],
    });
    const sendTo = async (sentAt: string, answered: Record<string, boolean>) => {
      const [q] = await tx
        .insert(questionnaires)
        .values({
          tenantId,
          templateId,
          templateVersion: 1,
          title: "Teszt",
          deadline: "2025-12-31",
          sentAt: new Date(sentAt),
        })
        .returning({ id: questionnaires.id });
      await tx.insert(questionnaireRecipients).values(
        Object.entries(answered).map(([key, done]) => ({
          tenantId,
          questionnaireId: q?.id ?? 0,
          employeeId: id(key),
          answered: done,
        })),
      );
    };
    await sendTo("2025-01-10T09:00:00Z", { R1: true, R2: true, R3: true, R4: false });
    await sendTo("2025-02-28T22:30:00Z", { R1: true, R2: false });
    return ids;
  });
}
