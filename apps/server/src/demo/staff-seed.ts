import { and, eq } from "drizzle-orm";
import type { Tx } from "../platform/db.ts";
import { employeeChildren, employees, employeeWages } from "../modules/employees/employees.table.ts";
import {
  DEPARTMENTS,
  FAMILY_NAMES,
  FEMALE_GIVEN_NAMES,
  GIVEN_NAMES,
  createRandom,
  emailFor,
} from "./names.ts";
import { makeBankAccount, makeTajNumber, makeTaxId } from "./identifiers.ts";

const BIRTH_PLACES = [
  "Budapest",
  "Debrecen",
  "Szeged",
  "Miskolc",
  "Pécs",
  "Győr",
  "Nyíregyháza",
  "Kecskemét",
  "Székesfehérvár",
  "Szombathely",
  "Eger",
  "Veszprém",
  "Sopron",
  "Vác",
  "Esztergom",
];
const STREETS = [
  "Kossuth Lajos utca",
  "Petőfi Sándor utca",
  "Rákóczi út",
  "Ady Endre utca",
  "Szabadság tér",
  "Dózsa György út",
  "Bajcsy-Zsilinszky út",
  "Arany János utca",
  "Váci út",
  "Fő utca",
];
const CITIES = [
  ["1051", "Budapest"],
  ["1134", "Budapest"],
  ["1117", "Budapest"],
  ["2600", "Vác"],
  ["2000", "Szentendre"],
  ["2030", "Érd"],
  ["2040", "Budaörs"],
  ["9021", "Győr"],
  ["6720", "Szeged"],
  ["4025", "Debrecen"],
] as const;
const EDUCATIONS = [
  "Érettségi",
  "Felsőfokú szakképzés",
  "Főiskola / BSc",
  "Egyetem / MSc",
  "Egyetem / MSc",
  "Szakmunkásképző / szakiskola",
];
const FEMALE = new Set<string>(FEMALE_GIVEN_NAMES);
/** Monthly gross base (HUF) by seniority of the position. */
const WAGE_BASE: [RegExp, number][] = [
  [/Ügyvezető/, 2_400_000],
  [/vezető|Senior|menedzser/i, 1_150_000],
  [/mérnök|Kontroller|fejlesztő|tervező/i, 820_000],
  [/./, 560_000],
];

export type DemoAccount = {
  username: string;
  name: string;
  position: string;
  department: string;
  roles: readonly string[];
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * Inserts the demo company's people (DESIGN §10, issue 3 §5): the four demo accounts' employees and 76
 * more with full Hungarian HR records (valid tax ids, TAJ and bank account numbers), managers by
 * department, children, part-timers, three leavers and a wage history. Deterministic.
 * Returns the employee ids of the accounts (same order) and of everyone.
 */
export async function seedStaff(tx: Tx, tenantId: number, accounts: readonly DemoAccount[]) {
  const random = createRandom(20261120);
  const between = (lo: number, hi: number) => lo + Math.floor(random.next() * (hi - lo + 1));
  const date = (y: number) => `${y}-${pad2(between(1, 12))}-${pad2(between(1, 28))}`;
  let serial = 0;
  type Person = {
    name: string;
    female: boolean;
    position: string;
    department: string;
    managerKey: number | null;
    start: string;
    end: string | null;
  };
  const people: Person[] = accounts.map((a, i) => ({
    name: a.name,
    female: FEMALE.has(a.name.split(" ")[1] ?? ""),
    position: a.position,
    department: a.department,
    managerKey: i === 0 ? null : a.username === "user" ? 2 : 0,
    start: ["2012-02-01", "2016-09-01", "2019-04-15", "2021-03-01"][i] ?? "2020-01-01",
    end: null,
  }));
  const heads = new Map<string, number>([
    ["Humánerőforrás", 1],
    ["Projektiroda", 2],
  ]);
  for (let i = 0; i < 76; i++) {
    const family = random.pick(FAMILY_NAMES);
    const given = random.pick(GIVEN_NAMES);
    const department = random.pick(DEPARTMENTS);
    const isHead = !heads.has(department.name);
    if (isHead) heads.set(department.name, people.length);
    const leaver = i % 29 === 7;
    people.push({
      name: `${family} ${given}`,
      female: FEMALE.has(given),
      position: isHead ? `${department.name} vezető` : random.pick(department.positions),
      department: department.name,
      managerKey: isHead ? 0 : (heads.get(department.name) ?? 0),
      start: i % 23 === 5 ? `2026-03-${pad2(between(1, 28))}` : date(between(2010, 2024)),
      end: leaver ? `2025-${pad2(between(3, 10))}-${pad2(between(10, 28))}` : null,
    });
  }
  const ids: number[] = [];
  for (const [i, p] of people.entries()) {
    const birthDate =
      i < accounts.length
        ? (["1972-04-18", "1981-11-02", "1986-07-23", "1994-03-09"][i] ?? "1990-01-01")
        : date(between(1965, 2002));
    const [zip, city] = random.pick(CITIES);
    const [family, given] = p.name.split(" ");
    const [row] = await tx
      .insert(employees)
      .values({
        tenantId,
        employeeNumber: `E${String(i + 1).padStart(4, "0")}`,
        name: p.name,
        birthName: p.female && random.next() < 0.4 ? `${random.pick(FAMILY_NAMES)} ${given}` : p.name,
        birthDate,
        birthPlace: random.pick(BIRTH_PLACES),
        mothersName: `${random.pick(FAMILY_NAMES)} ${random.pick([...FEMALE])}`,
        taxId: makeTaxId(birthDate, 100 + serial++),
        tajNumber: makeTajNumber(10_000_000 + i * 7919),
        address: `${zip} ${city}, ${random.pick(STREETS)} ${between(1, 120)}.`,
        bankAccount: makeBankAccount(
          random.pick(["1177301", "1040000", "1160000", "1070002"]),
          1_000_000 + i * 104_729,
        ),
        education: random.pick(EDUCATIONS),
        email:
          i < accounts.length
            ? `${accounts[i]?.username}@demo.example.hu`
            : emailFor(family ?? "", given ?? "", i, "dunakanyar-mernok.example.hu"),
        phone: `+36 30 ${String(200 + i).padStart(3, "0")} ${String(1000 + ((i * 7919) % 9000)).padStart(4, "0")}`,
        position: p.position,
        department: p.department,
        employmentStart: p.start,
        employmentEnd: p.end,
        workSchedule: "general",
        weeklyHours: i % 17 === 9 ? 30 : i % 31 === 13 ? 20 : 40,
        disability: i % 37 === 20,
        active: p.end === null,
      })
      .returning({ id: employees.id });
    if (!row) throw new Error("seed employee insert failed");
    ids.push(row.id);
  }
  for (const [i, p] of people.entries()) {
    const id = ids[i];
    if (id === undefined) continue;
    if (p.managerKey !== null) {
      await tx
        .update(employees)
        .set({ managerId: ids[p.managerKey] ?? null })
        .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)));
    }
    const kids = i === 3 ? 2 : random.next() < 0.4 ? between(1, 3) : 0;
    for (let k = 0; k < kids; k++) {
      await tx.insert(employeeChildren).values({
        tenantId,
        employeeId: id,
        name: null,
        birthDate: date(between(2008, 2025)),
        disabled: k === 0 && i % 19 === 4,
      });
    }
    const base = WAGE_BASE.find(([re]) => re.test(p.position))?.[1] ?? 560_000;
    const gross = Math.round((base * (0.9 + random.next() * 0.3)) / 1000) * 1000;
    const startYear = Number(p.start.slice(0, 4));
    await tx.insert(employeeWages).values({
      tenantId,
      employeeId: id,
      effectiveFrom: startYear >= 2025 ? p.start : "2025-01-01",
      monthlyGross: gross,
      note: "Belépési / 2025. évi bér",
    });
    if (startYear < 2026 && p.end === null) {
      await tx.insert(employeeWages).values({
        tenantId,
        employeeId: id,
        effectiveFrom: "2026-01-01",
        monthlyGross: Math.round((gross * 1.08) / 1000) * 1000,
        note: "Éves béremelés (8%)",
      });
    }
  }
  return { accountEmployeeIds: ids.slice(0, accounts.length), allEmployeeIds: ids };
}
