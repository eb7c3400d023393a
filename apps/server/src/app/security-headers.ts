import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The security headers of every response (issue 2 §2: CSP, HSTS, nosniff, frame and referrer policy,
 * …), as helmet writes them for `options`, computed once. Helmet's middleware builds the same header
 * values again for each request (parsing the CSP directives each time, a few per cent of the CPU of
 * a small API answer, issue 7 §6); these options hold no per-request parts (no nonces), so the values
 * never change. Answers lower-case header names → values; throws what helmet throws for bad options.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
