import { describe, expect, it } from "vitest";
import { loginInputSchema } from "../auth/auth.contract.ts";
import { attendanceCellInputSchema } from "../attendance/attendance.contract.ts";
import { employeeIdParamsSchema, employeeInputSchema } from "../employees/employees.contract.ts";
import { leaveListQuerySchema } from "../leave/leave.contract.ts";
import { employeeExportBodySchema } from "../reports/reports.contract.ts";
import {
  ID_MAX,
  UNSTORABLE_TEXT_MESSAGE,
  idParamSchema,
  idSchema,
  isStorableText,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "./common.contract.ts";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("idSchema and idParamSchema", () => {
  it("accept 1 … 2^31 − 1, from JSON numbers and from path strings", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(ID_MAX)).toBe(2_147_483_647);
    expect(idParamSchema.parse("42")).toBe(42);
    expect(idParamSchema.parse(String(ID_MAX))).toBe(ID_MAX);
  });

  it.each([
    "0",
    "-1",
    "2147483648",
    "99999999999999999999",
    "abc",
    "\u0000",
    "1.5",
    "",
    // other spellings of 30 that Number() read as 30 (issue 18 §3): only decimal digits, no leading zero
    "0x1e",
    "3e1",
    " 30",
    "30 ",
    "+30",
    "030",
    "30.0",
    "0b11110",
    "0o36",
    "1_0",
    "٣٠",
  ])("refuse the path value %j with a Hungarian message", (value) => {
    const result = idParamSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messages(result)[0]).toMatch(/^Érvénytelen azonosító: 1 és 2147483647/);
  });

  it.each([0, -1, 2 ** 31, 1.5, "1", null])("refuse the body value %j", (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe("textSchema", () => {
  it("knows what PostgreSQL text cannot store: NUL and unpaired surrogates", () => {
    expect(isStorableText("Árvíztűrő tükörfúrógép 😀")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00")).toBe(false);
    expect(isStorableText("\ud83d\ude00")).toBe(true);
  });

  it("trims (unless told not to), bounds the length and refuses unstorable text", () => {
    const name = textSchema(5, { min: 1, minMessage: "Add meg." });
    expect(name.parse("  ab ")).toBe("ab");
    expect(messages(name.safeParse("   "))).toEqual(["Add meg."]);
    expect(messages(name.safeParse("123456"))).toEqual(["Legfeljebb 5 karakter lehet."]);
    expect(messages(name.safeParse("a\u0000"))).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    expect(textSchema(5, { trim: false }).parse(" a ")).toBe(" a ");
  });

  it("optionalTextSchema turns empty into null", () => {
    const note = optionalTextSchema(10);
    expect(note.parse("")).toBeNull();
    expect(note.parse(undefined)).toBeNull();
    expect(note.parse(" x ")).toBe("x");
    expect(note.safeParse("\u0000").success).toBe(false);
  });
});

describe("isoDateSchema", () => {
  it("accepts real dates from 1900-01-01 to 2199-12-31", () => {
    for (const date of ["1900-01-01", "2024-02-29", "2199-12-31"])
      expect(isoDateSchema.parse(date)).toBe(date);
  });

  it.each([
    ["0000-01-01", "A dátum 1900-01-01 és 2199-12-31 között lehet."],
    ["1899-12-31", "A dátum 1900-01-01 és 2199-12-31 között lehet."],
    ["2200-01-01", "A dátum 1900-01-01 és 2199-12-31 között lehet."],
    ["2026-02-30", "Dátumot ÉÉÉÉ-HH-NN formában adj meg."],
    ["99999-01-01", "Dátumot ÉÉÉÉ-HH-NN formában adj meg."],
    ["2026-1-1", "Dátumot ÉÉÉÉ-HH-NN formában adj meg."],
  ])("refuses %s", (value, message) => {
    expect(messages(isoDateSchema.safeParse(value))).toEqual([message]);
  });
});

describe("the contracts use them", () => {
  it("login2 refuses a NUL username", () => {
    const result = loginInputSchema.safeParse({ username: "admin\u0000", password: "demo1234" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["username"], message: UNSTORABLE_TEXT_MESSAGE });
  });

  it("ids past int32 and dates PostgreSQL cannot hold are refused in bodies, params and queries", () => {
    expect(employeeIdParamsSchema.safeParse({ id: "2147483648" }).success).toBe(false);
    expect(employeeExportBodySchema.safeParse([1, 2 ** 31]).success).toBe(false);
    expect(leaveListQuerySchema.safeParse({ start: "0000-01-01" }).success).toBe(false);
    const cell = { employeeId: 1, day: "2026-03-02", code: "present" };
    expect(attendanceCellInputSchema.safeParse(cell).success).toBe(true);
    expect(attendanceCellInputSchema.safeParse({ ...cell, employeeId: 2 ** 31 }).success).toBe(false);
    expect(attendanceCellInputSchema.safeParse({ ...cell, note: "a\u0000" }).success).toBe(false);
    const employee = { name: "Teszt Elek", employmentStart: "2026-03-02" };
    expect(employeeInputSchema.safeParse(employee).success).toBe(true);
    for (const change of [{ address: "\u0000" }, { managerId: 2 ** 31 }, { birthDate: "0000-01-01" }]) {
      expect(employeeInputSchema.safeParse({ ...employee, ...change }).success).toBe(false);
    }
  });
});
