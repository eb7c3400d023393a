import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  TOAST_OFFSET_PX,
  TOAST_POSITION,
  TOAST_STORE_TTL_MS,
  TOAST_VISIBLE_MS,
  showToast,
  toastKey,
  toastStore,
} from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
  toastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe("toast store (SPEC §1/§9)", () => {
  it("uses the SPEC constants", () => {
    expect(TOAST_VISIBLE_MS).toBe(5000);
    expect(TOAST_STORE_TTL_MS).toBe(2000);
    expect(TOAST_POSITION).toBe("top-right");
    expect(TOAST_OFFSET_PX).toBe(10);
  });

  it("removes each entry from the store 2 s after it was added", () => {
    showToast("success", "Sikeres mentés");
    vi.advanceTimersByTime(1000);
    showToast("danger", "Valami hiba tortent");
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual([
      "Sikeres mentés",
      "Valami hiba tortent",
    ]);
    vi.advanceTimersByTime(999);
    expect(toastStore.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(["Valami hiba tortent"]);
    vi.advanceTimersByTime(1000);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("keeps one entry for identical toasts (issue 19 §1: they never stack)", () => {
    const first = showToast("danger", "Nincs jogosultságod.");
    const second = showToast("danger", "Nincs jogosultságod.");
    expect(second).toBe(first);
    expect(toastStore.getState().toasts).toHaveLength(1);
    // A different kind, text or detail is another toast.
    showToast("success", "Nincs jogosultságod.");
    showToast("success", "Sikeres mentés", "A projekt létrejött.");
    showToast("success", "Sikeres mentés", "A partner létrejött.");
    expect(toastStore.getState().toasts).toHaveLength(4);
    // Once the store dropped the entry (2 s), the same message may come again.
    vi.advanceTimersByTime(2000);
    expect(showToast("danger", "Nincs jogosultságod.")).not.toBe(first);
  });

  it("keeps the detail line and keys a toast by kind, message and detail", () => {
    showToast("success", "Sikeres mentés", "A projekt létrejött.");
    expect(toastStore.getState().toasts[0]).toMatchObject({
      kind: "success",
      message: "Sikeres mentés",
      detail: "A projekt létrejött.",
    });
    expect(toastKey({ kind: "success", message: "Sikeres mentés" })).toBe(
      toastKey({ kind: "success", message: "Sikeres mentés", detail: "" }),
    );
    expect(toastKey({ kind: "success", message: "a", detail: "b" })).not.toBe(
      toastKey({ kind: "success", message: "a b" }),
    );
  });
});
