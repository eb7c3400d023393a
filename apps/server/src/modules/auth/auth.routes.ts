import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accessTokenSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  passwordChangeInputSchema,
  passwordResetInputSchema,
} from "@office/shared/auth/auth.contract";
import { messageSchema } from "@office/shared/http/errors.contract";
import type { Platform } from "../../platform/platform.ts";
import { employeeAccountSchema, employeeRolesInputSchema } from "@office/shared/auth/account.contract";
import { employeeIdParamsSchema } from "@office/shared/employees/employees.contract";
import { contextOf } from "../../platform/request-context.ts";
import * as accounts from "./accounts.service.ts";
import * as auth from "./auth.service.ts";
import * as passwordReset from "./password-reset.service.ts";

/** Auth calls of SPEC §7 and DESIGN §4. */
export const authRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  /** Per-IP ceiling on the unauthenticated auth calls (`OFFICE_AUTH_RATE_LIMIT`), on top of `throttle.ts`. */
  const authRateLimit = { max: platform.config.authRateLimitPerMinute, timeWindow: "1 minute" };
  app.post(
    "/api/login2",
    {
      schema: { body: loginInputSchema, response: { 200: accessTokenSchema } },
      config: { rateLimit: authRateLimit },
    },
    (req) => auth.login(platform, contextOf(req), req.body),
  );
  app.get("/api/tokenRefresh", { schema: { response: { 200: accessTokenSchema } } }, (req) =>
    auth.refresh(platform, contextOf(req)),
  );
  app.post("/api/logout", {}, async (req, reply) => {
    await auth.logout(platform, contextOf(req));
    return reply.code(204).send();
  });
  app.post(
    "/api/passwordChange",
    { schema: { body: passwordChangeInputSchema, response: { 200: messageSchema } } },
    async (req) => {
      await auth.changePassword(platform, contextOf(req), req.body);
      return { message: "A jelszavad megváltozott." };
    },
  );
  app.post(
    "/api/forgotPassword",
    {
      schema: { body: forgotPasswordInputSchema, response: { 200: messageSchema } },
      config: { rateLimit: authRateLimit },
    },
    async (req) => ({
      message: await passwordReset.requestPasswordReset(platform, contextOf(req), req.body.email),
    }),
  );
  app.post(
    "/api/passwordReset",
    {
      schema: { body: passwordResetInputSchema, response: { 200: messageSchema } },
      config: { rateLimit: authRateLimit },
    },
    async (req) => {
      await passwordReset.resetPassword(platform, contextOf(req), req.body);
      return { message: "Az új jelszó beállítva. Most már bejelentkezhetsz vele." };
    },
  );
  app.get(
    "/api/employee/:id/sendPassword",
    {
      schema: { params: employeeIdParamsSchema, response: { 200: messageSchema } },
      config: { rateLimit: authRateLimit },
    },
    async (req) => ({
      message: await passwordReset.sendPasswordLink(platform, contextOf(req), req.params.id),
    }),
  );
  app.get(
    "/api/employee/:id/account",
    { schema: { params: employeeIdParamsSchema, response: { 200: employeeAccountSchema } } },
    (req) => accounts.getEmployeeAccount(platform, contextOf(req), req.params.id),
  );
  app.put(
    "/api/employee/:id/roles",
    {
      schema: {
        params: employeeIdParamsSchema,
        body: employeeRolesInputSchema,
        response: { 200: employeeAccountSchema },
      },
    },
    (req) => accounts.setEmployeeRoles(platform, contextOf(req), req.params.id, req.body),
  );
};
