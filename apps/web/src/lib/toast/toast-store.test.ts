import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  TOAST_OFFSET_PX,
  TOAST_POSITION,
  TOAST_STORE_TTL_MS,
  TOAST_VISIBLE_MS,
  showToast,
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
});
