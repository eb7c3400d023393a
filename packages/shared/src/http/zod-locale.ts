import { z } from "zod";

/** Makes zod's built-in messages Hungarian (server and SPA call this once at start). */
export function useHungarianZodMessages(): void {
  z.config(z.locales.hu());
}
