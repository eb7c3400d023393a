import { z } from "zod";

/**
 * Zod's built-in messages in Hungarian (e.g. a number field left empty), as the server does at start.
 * Imported by the forms of this feature; setting it twice is harmless.
 */
z.config(z.locales.hu());
