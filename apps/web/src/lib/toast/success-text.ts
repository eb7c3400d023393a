import { i18n } from "../i18n/i18n";
import type toasts from "../../locales/hu/toasts.json";

type Toasts = typeof toasts;

/**
 * The second line of a success toast (issue 19 §1: the toast says what happened, under SPEC §8's
 * 'Sikeres mentés'): `successText("projects", "created")` → "A projekt létrejött.". The domain and key are
 * checked against `locales/hu/toasts.json` at compile time.
 */
export function successText<D extends keyof Toasts>(domain: D, key: keyof Toasts[D] & string): string {
  return i18n.t(`toasts:${domain}.${key}`);
}
