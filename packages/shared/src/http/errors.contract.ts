import { z } from "zod";

/**
 * Every error body (DESIGN §8): a Hungarian `message`, and for 400 validation errors the
 * per-field messages keyed by dotted field path.
 */
export const errorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

/** A plain acknowledgement body. */
export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;
