import { create } from "zustand";

/** localStorage key of the chosen colour scheme. */
export const COLOR_SCHEME_STORAGE_KEY = "colorScheme";
/** SPEC §1: the dark scheme is selected by this class (on `<html>`). */
export const DARK_MODE_CLASS = "dark-mode";

export type ColorScheme = "light" | "dark";

function readInitialScheme(): ColorScheme {
  const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
  if (stored === "light" || stored === "dark") return stored;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Puts the scheme on `<html>`: the SPEC's `dark-mode` class and Bootstrap's `data-bs-theme`. */
export function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  root.classList.toggle(DARK_MODE_CLASS, scheme === "dark");
  root.setAttribute("data-bs-theme", scheme);
}

type ThemeState = {
  scheme: ColorScheme;
  toggleScheme: () => void;
};

/**
 * Light/dark scheme, remembered in localStorage and applied to the document on every change. Until the
 * user picks one, it follows the system's preferred scheme, also when that changes while the app is open
 * (an operating system that turns dark at sunset): see {@link followSystemScheme}.
 */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  scheme: readInitialScheme(),
  toggleScheme: () => {
    const scheme: ColorScheme = get().scheme === "dark" ? "light" : "dark";
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
    applyColorScheme(scheme);
    set({ scheme });
  },
}));

/**
 * While no scheme is stored, applies the system's preferred scheme whenever it changes. Answers the
 * function that stops listening. No-op where `matchMedia` is missing (old browsers, jsdom without it).
 */
export function followSystemScheme(): () => void {
  const query = window.matchMedia?.("(prefers-color-scheme: dark)");
  if (!query) return () => {};
  const onChange = (event: MediaQueryListEvent) => {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    if (stored === "light" || stored === "dark") return;
    const scheme: ColorScheme = event.matches ? "dark" : "light";
    applyColorScheme(scheme);
    useThemeStore.setState({ scheme });
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
