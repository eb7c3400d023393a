import { sqlStateOf } from "./db-errors.ts";

/**
 * Application errors with an HTTP status and a Hungarian message (DESIGN §8). Services throw these;
 * the error handler in `error-handler.ts` turns them into `{ message }` bodies.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** For 429/503: seconds until a retry can succeed, sent as the `Retry-After` header (RFC 9110 §10.2.3). */
    readonly retryAfterSec?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = "Bejelentkezés szükséges.") => new AppError(401, message);
export const forbidden = (message = "Nincs jogosultságod ehhez a művelethez.") => new AppError(403, message);
export const notFound = (message = "A keresett elem nem található.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message = "A feltöltött fájl túl nagy.") => new AppError(413, message);
export const tooManyRequests = (message = "Túl sok kérés. Próbáld újra később.", retryAfterSec?: number) =>
  new AppError(429, message, undefined, retryAfterSec);
/**
 * 503: a service the request needs (the file store) cannot be reached now. `cause` is the underlying
 * error, for the log only (the error handler logs 5xx AppErrors; the answer carries just `message`).
 */
export const serviceUnavailable = (message: string, cause?: unknown) =>
  new AppError(503, message, undefined, undefined, { cause });

/** True for a PostgreSQL unique violation (SQLSTATE 23505), however deep Drizzle/the driver wrap it. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === "23505";
}
