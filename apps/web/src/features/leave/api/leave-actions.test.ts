import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../lib/auth/auth-store";
import { toastStore } from "../../../lib/toast/toast-store";
import { jsonResponse } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { decideLeave } from "./leave-actions";

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"], employeeId: 1 })));
});
afterEach(() => vi.unstubAllGlobals());

const answer = (closedMonths?: string[]) => ({
  id: 9,
  status: "approved",
  ...(closedMonths ? { closedMonths } : {}),
});

describe("decideLeave (issue 21 §2: leave in a closed month)", () => {
  it("warns that the closed months keep what payroll got when the approved days fall into them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(answer(["2026-06", "2026-07"]))),
    );
    await decideLeave(9, "approve", 0, null);
    const warning = toastStore.getState().toasts.find((t) => t.kind === "warning");
    expect(warning?.message).toBe("Lezárt hónapra eső távollét");
    expect(warning?.detail).toBe(
      "A jóváhagyott napok lezárt hónapra esnek (2026. június, 2026. július). A lezárt hónap tárolt adatai nem változnak, a bérszámfejtés a lezáráskori adatokat kapta. Újranyitás: a HR a Munkaidő-nyilvántartás oldalon újranyitja, majd újra lezárja a hónapot.",
    );
  });

  it("adds no warning when no approved day is in a closed month", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(answer([]))),
    );
    await decideLeave(9, "approve", 0, null);
    expect(toastStore.getState().toasts.some((t) => t.kind === "warning")).toBe(false);
  });
});
