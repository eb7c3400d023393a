import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROLES } from "@office/shared/auth/roles";
import {
  canReceive,
  NOTIFICATION_TYPES,
  notificationTypeInfo,
} from "@office/shared/notifications/notification-types";

/** Every `.ts` file under `dir` except tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith(".ts") && !full.includes(".test.") ? [full] : [];
  });
}

describe("the notification type catalogue (issue 23 §1)", () => {
  it("lists every eventType the server notifies with, so each has a label, a default and a link", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const used = new Set<string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/eventType:\s*"([A-Za-z]+)"/g)) used.add(m[1] ?? "");
      for (const m of text.matchAll(/_EVENT_TYPE\s*=\s*"([A-Za-z]+)"/g)) used.add(m[1] ?? "");
      for (const m of text.matchAll(/\? "([A-Za-z]+Reminder)" : "([A-Za-z]+Reminder)"/g))
        used.add(m[1] ?? "").add(m[2] ?? "");
    }
    const known = new Set(NOTIFICATION_TYPES.map((t) => t.type));
    expect([...used].filter((t) => !known.has(t)).sort()).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it("has unique types and Hungarian labels", () => {
    const types = NOTIFICATION_TYPES.map((t) => t.type);
    expect(new Set(types).size).toBe(types.length);
    for (const t of NOTIFICATION_TYPES) expect(t.label.length).toBeGreaterThan(3);
  });

  it("names real roles as audiences; a plain employee is offered the rest, companyAdmin everything", () => {
    const roles = new Set<string>(ALL_ROLES);
    for (const t of NOTIFICATION_TYPES) for (const r of t.audience ?? []) expect(roles).toContain(r);
    const forEmployee = NOTIFICATION_TYPES.filter((t) => canReceive(t, [])).map((t) => t.type);
    expect(forEmployee).toContain("leaveDecision");
    expect(forEmployee).not.toContain("applicantRetention");
    expect(NOTIFICATION_TYPES.filter((t) => canReceive(t, ["companyAdmin"]))).toHaveLength(
      NOTIFICATION_TYPES.length,
    );
    expect(canReceive(notificationTypeInfo("carAnomaly"), ["fleetManager"])).toBe(true);
    expect(canReceive(notificationTypeInfo("carAnomaly"), ["hr"])).toBe(false);
  });
});
