import type { FastifyRequest } from "fastify";
import type { Role } from "@office/shared/auth/roles";
import type { Tenant } from "./tenancy.ts";
import { unauthorized } from "./errors.ts";

/** Who is calling: set by the access hook after the token and its server session were checked. */
export type AuthContext = {
  userId: number;
  username: string;
  employeeId: number;
  roles: string[];
  sessionId: string;
  displayName: string;
  /** Token expiry, seconds since the epoch. */
  exp: number;
};

/** What every service call receives: the tenant, the caller (if signed in) and request facts. */
export type RequestContext = {
  tenant: Tenant;
  auth: AuthContext | null;
  ip: string;
  userAgent: string | undefined;
  /** `protocol://host` of the request, for links in e-mails. */
  origin: string;
};

/** The access rule of a route (see app/access-matrix.ts). Role lists are "any of", companyAdmin always passes. */
export type Access = "public" | "tenant" | "user" | readonly Role[];

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant | null;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** The context of a request that passed the tenant check (throws 401 for a missing caller when `requireAuth`). */
export function contextOf(req: FastifyRequest): RequestContext {
  if (!req.tenant) throw new Error("contextOf() on a route without a tenant");
  return {
    tenant: req.tenant,
    auth: req.auth,
    ip: req.ip,
    userAgent: req.headers["user-agent"],
    origin: `${req.protocol}://${req.host}`,
  };
}

/** The signed-in caller of a `user`/role route; 401 when absent. */
export function authOf(ctx: RequestContext): AuthContext {
  if (!ctx.auth) throw unauthorized();
  return ctx.auth;
}

/** companyAdmin may do everything in the tenant (DESIGN §5); otherwise the role list must hold one of `roles`. */
export function hasAnyRole(userRoles: readonly string[], roles: readonly string[]): boolean {
  return userRoles.includes("companyAdmin") || roles.some((r) => userRoles.includes(r));
}
