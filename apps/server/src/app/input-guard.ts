import type { FastifyInstance } from "fastify";
import { UNSTORABLE_TEXT_MESSAGE } from "@office/shared/http/common.contract";
import { badRequest } from "../platform/errors.ts";

/**
 * The dotted path (`cells.0.note`, the validation errors' key format) of the first string in a
 * parsed JSON value, query or params object that contains a NUL character (U+0000) — as a value or
 * as a key (then the path of the object holding it, `""` at the root) — or undefined when there is
 * none. Walks iteratively, so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path;
    } else if (item !== null && typeof item === "object" && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * Defence in depth behind the contracts' text schemas (issue 7 §3): before validation and the
 * handler, a request whose path params, query string or JSON body holds a NUL character answers 400
 * `{ message, fieldErrors }` (Hungarian), as a validation error would. PostgreSQL `text` cannot store
 * NUL, so such input would otherwise reach the database as a 500 on a route whose schema misses it.
 * Multipart bodies are not parsed here; their fields go through the contracts.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const path = findNul(part);
      if (path !== undefined) {
        throw badRequest(`Hibás adatok: ${UNSTORABLE_TEXT_MESSAGE}`, {
          [path || "_"]: UNSTORABLE_TEXT_MESSAGE,
        });
      }
    }
  });
}
