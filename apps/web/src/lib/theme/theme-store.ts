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

/** Light/dark scheme, remembered in localStorage and applied to the document on every change. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  scheme: readInitialScheme(),
  toggleScheme: () => {
    const scheme: ColorScheme = get().scheme === "dark" ? "light" : "dark";
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
    applyColorScheme(scheme);
    set({ scheme });
  },
}));
