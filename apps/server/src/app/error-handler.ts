import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { describeErrorForLog, inputErrorResponse, isDatabaseError } from "../platform/db-errors.ts";
import { AppError } from "../platform/errors.ts";

/**
 * Turns every error into `{ message, fieldErrors? }` in Hungarian with the right status (DESIGN §8):
 * AppError as thrown (a 5xx one, e.g. the file store's 503, is logged with its cause); zod input
 * errors 400 with per-field messages; database errors that only input can cause (SQLSTATE class 22,
 * constraint violations; `db-errors.ts`) 400/409 as a second line behind the contracts; Fastify's own
 * 4xx (body too large, bad JSON, rate limit) mapped to Hungarian; anything else 500 with a generic
 * message. Never a stack trace, SQL text or a store's host name in the answer; 5xx (error level) and
 * database 4xx (warn level) are logged by `describeErrorForLog`: class, SQLSTATE and statement, never
 * the query parameters.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.error({ err: describeErrorForLog(err) }, err.message);
      if (err.retryAfterSec !== undefined)
        reply.header("retry-after", String(Math.max(1, Math.ceil(err.retryAfterSec))));
      return reply
        .code(err.statusCode)
        .send({ message: err.message, ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of err.validation) {
        const key =
          v.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
          (v.params?.issue as { path?: PropertyKey[] } | undefined)?.path?.join(".") ||
          "_";
        fieldErrors[key] ??= v.message ?? "Érvénytelen érték.";
      }
      const messages = [...new Set(Object.values(fieldErrors))];
      return reply.code(400).send({ message: `Hibás adatok: ${messages.join(" ")}`, fieldErrors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: describeErrorForLog(err), url: req.url }, "response did not match its DTO");
      return reply.code(500).send({ message: "Váratlan hiba történt. Próbáld újra később." });
    }
    if (isDatabaseError(err)) {
      const answer = inputErrorResponse(err, req.method);
      if (answer) {
        req.log.warn({ err: describeErrorForLog(err) }, "database refused the input");
        return reply.code(answer.status).send({ message: answer.message });
      }
      req.log.error({ err: describeErrorForLog(err) }, "database error");
      return reply.code(500).send({ message: "Váratlan hiba történt. Próbáld újra később." });
    }
    const status = err.statusCode ?? 500;
    if (
      status === 413 ||
      err.code === "FST_ERR_CTP_BODY_TOO_LARGE" ||
      err.code === "FST_REQ_FILE_TOO_LARGE"
    ) {
      return reply.code(413).send({ message: "A kérés túl nagy." });
    }
    if (status === 429)
      return reply.code(429).send({ message: "Túl sok kérés. Próbáld újra egy perc múlva." });
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ message: "Nem támogatott tartalomtípus." });
    }
    if (status >= 400 && status < 500) {
      const known: Record<string, string> = {
        FST_ERR_CTP_EMPTY_JSON_BODY: "A kérés törzse üres.",
        FST_ERR_CTP_INVALID_JSON_BODY: "A kérés törzse nem érvényes JSON.",
        FST_INVALID_MULTIPART_CONTENT_TYPE: "A kérés nem multipart/form-data.",
      };
      return reply.code(status).send({ message: known[err.code] ?? "Hibás kérés." });
    }
    req.log.error({ err: describeErrorForLog(err) }, "unhandled error");
    return reply.code(500).send({ message: "Váratlan hiba történt. Próbáld újra később." });
  });
}
