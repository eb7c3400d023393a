import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  clientConfigQuerySchema,
  clientConfigSchema,
} from "@office/shared/client-config/client-config.contract";
import { companySchema, updateCompanyInputSchema } from "@office/shared/company/company.contract";
import type { Platform } from "../../platform/platform.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readImageUpload } from "../../platform/uploads.ts";
import { clientConfigOf, companyOf, updateCompany, updateCompanyLogo } from "./company.service.ts";
import { MANIFEST_CONTENT_TYPE, webManifestOf } from "./web-manifest.ts";

/** Company logo limit, bytes. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export const companyRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  app.get(
    "/api/clientConfig",
    { schema: { querystring: clientConfigQuerySchema, response: { 200: clientConfigSchema } } },
    (req) => clientConfigOf(contextOf(req).tenant, req.query.tenant),
  );
  // The installable app's manifest, per tenant (the Host); revalidated on each visit (`no-cache`).
  app.get("/manifest.webmanifest", { schema: { hide: true } }, (req, reply) =>
    reply
      .header("content-type", MANIFEST_CONTENT_TYPE)
      .header("cache-control", "no-cache")
      .send(JSON.stringify(webManifestOf(contextOf(req).tenant))),
  );
  app.get("/api/company", { schema: { response: { 200: companySchema } } }, (req) =>
    companyOf(contextOf(req).tenant),
  );
  app.put(
    "/api/company",
    { schema: { body: updateCompanyInputSchema, response: { 200: companySchema } } },
    (req) => updateCompany(platform, contextOf(req), req.body),
  );
  app.put("/api/company/logo", { schema: { response: { 200: companySchema } } }, async (req, reply) =>
    updateCompanyLogo(
      platform,
      contextOf(req),
      await readImageUpload({ req, reply }, "file", LOGO_MAX_BYTES),
    ),
  );
};
