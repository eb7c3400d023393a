import { describe, expect, it, vi } from "vitest";
import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { planCellSave } from "./cell-plan";
import { copyWeekEntries } from "./copy-week";

const entry = (over: Partial<TimeEntry>): TimeEntry => ({
  id: 1,
  employeeId: 3,
  date: "2026-11-23",
  start: "08:00",
  end: "12:00",
  crossesMidnight: false,
  breakMinutes: 0,
  workedMinutes: 240,
  kind: "work",
  projectId: null,
  projectName: null,
  taskId: null,
  taskTitle: null,
  note: null,
  source: "manual",
  corrected: false,
  updatedByName: null,
  createdAt: "2026-11-23T08:00:00Z",
  updatedAt: "2026-11-23T08:00:00Z",
  ...over,
});

const base = { date: "2026-11-23", projectId: 5, cellEntries: [], dayEntries: [], dayStart: "08:00" };

describe("planCellSave", () => {
  it("starts hours at the schedule's start and adds the Mt. 103. § break", () => {
    expect(planCellSave({ ...base, value: { kind: "hours", minutes: 480 } })).toEqual({
      action: "create",
      body: expect.objectContaining({ start: "08:00", end: "16:20", breakMinutes: 20, projectId: 5 }),
    });
  });

  it("starts after the day's last entry", () => {
    const plan = planCellSave({ ...base, value: { kind: "hours", minutes: 180 }, dayEntries: [entry({})] });
    expect(plan).toMatchObject({ action: "create", body: { start: "12:00", end: "15:00", breakMinutes: 0 } });
  });

  it("updates the cell's entry keeping its start, and deletes it when cleared", () => {
    const existing = entry({ id: 7, start: "09:00", projectId: 5 });
    expect(
      planCellSave({ ...base, value: { kind: "hours", minutes: 450 }, cellEntries: [existing] }),
    ).toMatchObject({ action: "update", id: 7, body: { start: "09:00", end: "16:50", breakMinutes: 20 } });
    expect(planCellSave({ ...base, value: { kind: "empty" }, cellEntries: [existing] })).toEqual({
      action: "delete",
      id: 7,
    });
    expect(planCellSave({ ...base, value: { kind: "empty" } })).toEqual({ action: "none" });
  });

  it("keeps a span's times with the break inside, also across midnight", () => {
    const plan = planCellSave({
      ...base,
      value: { kind: "span", start: "22:00", end: "06:00", crossesMidnight: true, spanMinutes: 480 },
    });
    expect(plan).toMatchObject({
      action: "create",
      body: { start: "22:00", end: "06:00", crossesMidnight: true, breakMinutes: 20 },
    });
  });
});

describe("copyWeekEntries", () => {
  const day = (date: string, closed = false) => ({ date, closed }) as TimeDay;

  it("copies seven days later and counts what was skipped", async () => {
    const create = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(new Error("409"));
    const result = await copyWeekEntries(
      [
        entry({ id: 1, date: "2026-11-16" }),
        entry({ id: 2, date: "2026-11-17" }),
        entry({ id: 3, date: "2026-11-18" }),
        entry({ id: 4, date: "2026-11-19", end: null }),
        entry({ id: 5, date: "2026-11-20" }),
      ],
      [day("2026-11-23"), day("2026-11-24"), day("2026-11-25", true), day("2026-11-26"), day("2026-11-27")],
      create,
      [entry({ date: "2026-11-27" })],
    );
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[0]?.[0]).toMatchObject({ date: "2026-11-23", start: "08:00", end: "12:00" });
    expect(result).toEqual({ copied: 1, skipped: 4 });
  });
});
