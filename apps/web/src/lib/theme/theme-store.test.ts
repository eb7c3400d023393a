import { afterEach, describe, expect, it, vi } from "vitest";
import { COLOR_SCHEME_STORAGE_KEY, DARK_MODE_CLASS, followSystemScheme, useThemeStore } from "./theme-store";

/** A `matchMedia` whose `(prefers-color-scheme: dark)` answer the test flips, telling its listeners. */
function fakeSystemScheme() {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  };
  vi.stubGlobal("matchMedia", () => query);
  return {
    set(dark: boolean) {
      query.matches = dark;
      for (const l of listeners) l({ matches: dark });
    },
    listenerCount: () => listeners.size,
  };
}

describe("followSystemScheme", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    document.documentElement.classList.remove(DARK_MODE_CLASS);
  });

  it("follows the system's scheme while the user has chosen none", () => {
    const system = fakeSystemScheme();
    const stop = followSystemScheme();
    system.set(true);
    expect(document.documentElement.classList.contains(DARK_MODE_CLASS)).toBe(true);
    expect(document.documentElement.getAttribute("data-bs-theme")).toBe("dark");
    expect(useThemeStore.getState().scheme).toBe("dark");
    system.set(false);
    expect(document.documentElement.classList.contains(DARK_MODE_CLASS)).toBe(false);
    expect(useThemeStore.getState().scheme).toBe("light");
    stop();
    expect(system.listenerCount()).toBe(0);
  });

  it("keeps the user's stored choice when the system changes", () => {
    const system = fakeSystemScheme();
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "light");
    const stop = followSystemScheme();
    system.set(true);
    expect(document.documentElement.classList.contains(DARK_MODE_CLASS)).toBe(false);
    stop();
  });
});
