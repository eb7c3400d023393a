import { UNSTORABLE_TEXT_MESSAGE } from "@office/shared/http/common.contract";

/**
 * Database errors as the error handler sees them (issue 7 §3): which ones input caused, and what of
 * them may be logged. Drizzle wraps the driver's error (`DrizzleQueryError`: message "Failed query:
 * … params: …", fields `query`, `params`, `cause`); node-postgres and PGlite errors carry the
 * SQLSTATE in `code`, and their message and `detail` may quote the offending value.
 */

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  query?: unknown;
  cause?: unknown;
  stack?: unknown;
  message?: unknown;
  constructor?: { name?: string };
};
/**
 * A SQLSTATE: class 00–58 or F0, HV, P0, XX, or OF (Office's own, raised by its SQL functions, e.g.
 * OF401 for an ended session), then three characters (not `EPERM`-like Node codes).
 */
const SQLSTATE = /^(?:[0-5][0-9A-Z]|F0|HV|P0|XX|OF)[0-9A-Z]{3}$/;

/** The error and its `cause` chain (at most 5 deep), outermost first. */
function chainOf(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = err; e !== null && typeof e === "object" && chain.length < 5; e = (e as ErrorLike).cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

/** The PostgreSQL SQLSTATE (`22P05`, `23505`, …) of the error or of what it wraps, else undefined. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of chainOf(err)) {
    if (typeof e.code === "string" && SQLSTATE.test(e.code)) return e.code;
  }
  return undefined;
}

/** True for an error that came from the database (a SQLSTATE, or drizzle's failed-query wrapper). */
export function isDatabaseError(err: unknown): boolean {
  return sqlStateOf(err) !== undefined || chainOf(err).some((e) => typeof e.query === "string");
}

const DATA_EXCEPTION_MESSAGES: Readonly<Record<string, string>> = {
  "22P05": UNSTORABLE_TEXT_MESSAGE,
  "22021": UNSTORABLE_TEXT_MESSAGE,
  "22003": "Hibás adatok: egy szám túl nagy vagy túl kicsi.",
  "22007": "Hibás adatok: érvénytelen dátum vagy időpont.",
  "22008": "Hibás adatok: a dátum vagy időpont a megengedett tartományon kívül esik.",
  "22001": "Hibás adatok: egy szöveg túl hosszú.",
  "22P02": "Hibás adatok: egy érték formátuma nem megfelelő.",
};

/**
 * The HTTP answer for a database error that only the request's input can cause, else undefined
 * (a 500). SQLSTATE class 22 (data exception: NUL or mis-encoded text, numbers out of range, dates
 * PostgreSQL cannot hold) and 23502/23514 (not null, check) → 400; 23503 (foreign key) → 400, or 409
 * for DELETE (the row is still referenced); 23505/23P01 (unique, exclusion) → 409. Hungarian messages,
 * never the SQL or the values.
 */
export function inputErrorResponse(
  err: unknown,
  method: string,
): { status: number; message: string } | undefined {
  const code = sqlStateOf(err);
  if (!code) return undefined;
  if (code.startsWith("22")) {
    return {
      status: 400,
      message: DATA_EXCEPTION_MESSAGES[code] ?? "Hibás adatok: egy érték nem megfelelő.",
    };
  }
  switch (code) {
    case "23502":
      return { status: 400, message: "Hibás adatok: egy kötelező érték hiányzik." };
    case "23514":
      return { status: 400, message: "Hibás adatok: egy érték nem felel meg a szabályoknak." };
    case "23503":
      return method === "DELETE"
        ? { status: 409, message: "Nem törölhető, mert más adatok hivatkoznak rá." }
        : { status: 400, message: "Hibás adatok: a hivatkozott elem nem létezik." };
    case "23505":
      return { status: 409, message: "Már létezik ilyen elem." };
    case "23P01":
      return { status: 409, message: "Ütközik egy már meglévő elemmel." };
    default:
      return undefined;
  }
}

/** Schema object names a driver error may carry: identifiers, never values. */
const NAME_FIELDS = ["constraint", "table", "column", "dataType", "schema", "routine", "severity"] as const;

/**
 * What may be logged of an error: for a database error its class, SQLSTATE, the statement text
 * (placeholders only), the driver error's class and schema object names, and the stack frames
 * without the message line — never the parameters, the driver's message or `detail` (they quote
 * values: tax ids, addresses). Any other error: class, message, stack and its cause's message (a
 * response DTO mismatch names the fields there).
 */
export function describeErrorForLog(err: unknown): Record<string, unknown> {
  const chain = chainOf(err);
  const top = chain[0];
  if (!top) return { type: typeof err, value: String(err) };
  const type = top.constructor?.name ?? String(top.name);
  if (!isDatabaseError(err)) {
    const cause = chain[1];
    return {
      type,
      message: String(top.message),
      stack: top.stack,
      ...(cause ? { cause: { type: cause.constructor?.name, message: String(cause.message) } } : {}),
    };
  }
  const described: Record<string, unknown> = { type, code: sqlStateOf(err) };
  const statement = chain.find((e) => typeof e.query === "string")?.query;
  if (statement !== undefined) described.statement = statement;
  const driver = chain.find((e) => typeof e.code === "string" && SQLSTATE.test(e.code));
  if (driver) {
    described.driverError = driver.constructor?.name ?? String(driver.name);
    const fields = driver as Record<string, unknown>;
    for (const field of NAME_FIELDS) {
      if (typeof fields[field] === "string") described[field] = fields[field];
    }
  }
  if (typeof top.stack === "string") described.stack = stackFramesOf(top.stack, String(top.message));
  return described;
}

/** The `at …` lines of a V8 stack, without the header that repeats the message. */
function stackFramesOf(stack: string, message: string): string {
  const at = stack.indexOf(message);
  const frames = at >= 0 ? stack.slice(at + message.length) : stack;
  return frames
    .split("\n")
    .filter((line) => /^\s+at .*(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/.test(line))
    .join("\n");
}
