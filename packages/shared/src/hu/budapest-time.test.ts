import { describe, expect, it } from "vitest";
import {
  budapestDate,
  budapestMidnight,
  fromBudapestParts,
  parseEventTime,
  toBudapestParts,
} from "./budapest-time.ts";

const intl = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Budapest",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

describe("Budapest time", () => {
  it("agrees with the IANA zone about every 60 hours for 1990–2040 and at the summer-time changes", () => {
    const step = 37 * 60_000 * 97;
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2040, 0, 1); ms += step) {
      const p = toBudapestParts(ms);
      const pad = (n: number) => String(n).padStart(2, "0");
      const ours = `${p.year}-${pad(p.month)}-${pad(p.day)}, ${pad(p.hour)}:${pad(p.minute)}`;
      expect(ours).toBe(intl.format(new Date(ms)));
    }
    // the switch instants themselves (2026: 29 March and 25 October, 01:00 UTC)
    expect(toBudapestParts(Date.UTC(2026, 2, 29, 0, 59)).hour).toBe(1);
    expect(toBudapestParts(Date.UTC(2026, 2, 29, 1, 0)).hour).toBe(3);
    expect(toBudapestParts(Date.UTC(2026, 9, 25, 0, 59)).hour).toBe(2);
    expect(toBudapestParts(Date.UTC(2026, 9, 25, 1, 0)).hour).toBe(2);
  });

  it("turns wall-clock times into instants and back", () => {
    const summer = fromBudapestParts({ year: 2026, month: 7, day: 1, hour: 10, minute: 0, second: 0 });
    expect(new Date(summer).toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(new Date(budapestMidnight("2026-12-18")).toISOString()).toBe("2026-12-17T23:00:00.000Z");
    expect(budapestDate(Date.UTC(2026, 11, 17, 23, 30))).toBe("2026-12-18");
  });

  it("reads dates, wall-clock times and instants with offsets; refuses the impossible", () => {
    expect(parseEventTime("2026-12-18T17:00")).toBe(Date.UTC(2026, 11, 18, 16));
    expect(parseEventTime("2026-12-18T17:00:00+01:00")).toBe(Date.UTC(2026, 11, 18, 16));
    expect(parseEventTime("2026-12-18T16:00:00.000Z")).toBe(Date.UTC(2026, 11, 18, 16));
    expect(parseEventTime("2026-12-18")).toBe(Date.UTC(2026, 11, 17, 23));
    for (const bad of ["2026-02-30", "2026-12-18T24:00", "1899-12-31", "holnap", "2026-12-18T10:00+15:00"]) {
      expect(parseEventTime(bad), bad).toBeNull();
    }
  });
});
