import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { idParamSchema, textSchema } from "@office/shared/http/common.contract";
import type { Platform } from "../../platform/platform.ts";
import { notFound } from "../../platform/errors.ts";
import { contextOf } from "../../platform/request-context.ts";

const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

const fileParams = z.object({
  tenant: textSchema(63, { trim: false }),
  file: textSchema(255, { trim: false }),
});

/**
 * Stored pictures (profile pictures, company logos). Names are random UUIDs, so the URL is the
 * capability (an <img> cannot send a bearer token); the host's tenant must match the path's tenant.
 * Served with a sandboxing CSP and as images only, streamed from the store (404 when gone, 503 when the
 * store is down).
 */
export const storageRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  async function send(reply: FastifyReply, key: string, file: string) {
    const stored = await platform.storage.open(key);
    if (!stored) throw notFound("A fájl nem található.");
    const ext = file.split(".").pop() ?? "";
    return reply
      .header("content-type", MIME[ext] ?? "application/octet-stream")
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("content-length", String(stored.size))
      .send(stored.body);
  }

  app.get(
    "/storage/:tenant/employees/:employeeId/:file",
    { schema: { params: fileParams.extend({ employeeId: idParamSchema }), hide: true } },
    async (req, reply) => {
      const { tenant } = contextOf(req);
      const { file, employeeId } = req.params;
      if (req.params.tenant !== tenant.slug || !STORED_NAME.test(file))
        throw notFound("A fájl nem található.");
      return send(reply, `${tenant.slug}/employees/${employeeId}/${file}`, file);
    },
  );
  app.get(
    "/storage/:tenant/company/:file",
    { schema: { params: fileParams, hide: true } },
    async (req, reply) => {
      const { tenant } = contextOf(req);
      const { file } = req.params;
      if (req.params.tenant !== tenant.slug || !STORED_NAME.test(file))
        throw notFound("A fájl nem található.");
      return send(reply, `${tenant.slug}/company/${file}`, file);
    },
  );
};
