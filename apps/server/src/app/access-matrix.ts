import type { Access } from "../platform/request-context.ts";

/**
 * Every route the server registers, with who may call it (issue 2 §2 "access-control matrix").
 * Key: `METHOD path` exactly as registered. A route missing here makes the server refuse to start.
 * - `public`: no tenant, no caller (static files, health, docs);
 * - `tenant`: a known tenant (from the Host), no caller needed;
 * - `user`: any signed-in user of the tenant (services may narrow further, e.g. self-or-hr);
 * - a role list: signed in with one of these roles (companyAdmin passes every role check).
 */
export const accessMatrix: Readonly<Record<string, Access>> = {
  // platform
  "GET /api/health": "public",
  "GET /brand/:file": "public",
  // auth (SPEC §7, DESIGN §4)
  "POST /api/login2": "tenant",
  "GET /api/tokenRefresh": "user",
  "POST /api/logout": "user",
  "POST /api/passwordChange": "user",
  "POST /api/forgotPassword": "tenant",
  "POST /api/passwordReset": "tenant",
  // tenant config and company profile
  "GET /api/clientConfig": "tenant",
  "GET /api/company": ["companyAdmin"],
  "PUT /api/company": ["companyAdmin"],
  "PUT /api/company/logo": ["companyAdmin"],
  // notifications
  "GET /api/notification": "user",
  "PUT /api/notification/:id/seen": "user",
  // employees (SPEC §7; DESIGN §5: directory for everyone, the record for hr; services narrow further)
  "GET /api/appConfig": "user",
  "GET /api/employee": "user",
  "GET /api/employee/newEmployee": ["hr"],
  "POST /api/employee": ["hr"],
  "POST /api/employee/import": ["hr"],
  "GET /api/employee/import/template": ["hr"],
  "GET /api/employee/:id": "user",
  "PUT /api/employee/:id": ["hr"],
  "DELETE /api/employee/:id": ["hr"],
  "GET /api/employee/:id/history": ["hr"],
  "GET /api/employee/:id/sendPassword": ["hr"],
  "GET /api/employee/:id/account": ["hr"],
  "PUT /api/employee/:id/roles": ["companyAdmin"],
  "GET /api/employee/:id/asset": "user",
  "GET /api/resource/employee/:id": "user",
  "PUT /api/employee/:id/profilepicture": "user",
  // [documents-files] employee documents and files (SPEC §7)
  "GET /api/employee/:id/document": "user",
  "POST /api/employee/:id/document": ["hr"],
  "GET /api/employee/:id/document/:docId/download": "user",
  "DELETE /api/employee/:id/document/:docId": ["hr"],
  "PUT /api/employee/:id/files/upload": ["hr"],
  "GET /api/employee/:id/files/list": "user",
  "POST /api/employee/:id/files": "user",
  "DELETE /api/employee/:id/files/:name": ["hr"],
  // [attendance-reports] attendance sheet and the report API (/report)
  "GET /api/attendance": "user",
  "PUT /api/attendance": ["hr"],
  "PUT /api/attendance/bulk": ["hr"],
  "GET /report/attendance/download": ["hr"],
  "GET /report/leave": ["hr"],
  "POST /report/employee/all": ["hr"],
  "POST /report/employee/all/CardData": ["hr"],
  // [leave-wages] leave, leave allowance (leaveDay), wages
  "GET /api/employee/:id/leaveDay": "user",
  "PUT /api/employee/:id/leaveDay": ["hr"],
  "GET /api/employee/:id/leave": "user",
  "POST /api/employee/:id/leave": "user",
  "GET /api/leave": "user",
  "PUT /api/leave/:id/approve": "user",
  "PUT /api/leave/:id/reject": "user",
  "PUT /api/leave/:id/cancel": "user",
  "GET /api/leaveReport": ["hr"],
  "GET /api/leave/icsLink": "user",
  "GET /api/leave/feed/:userId/:file": "tenant",
  "GET /api/employee/:id/wages": ["employeeWages2"],
  "PUT /api/employee/:id/wages": ["employeeWages2"],
  // stored files (random names; tenant must match the host)
  "GET /storage/:tenant/employees/:employeeId/:file": "tenant",
  "GET /storage/:tenant/company/:file": "tenant",
};

/** Routes that plugins register (SPA static files, OpenAPI UI): public, matched by prefix. */
export const publicRoutePrefixes: readonly string[] = ["/api/docs", "/*", "/assets/"];

/** The access rule of a registered route, or undefined when it is not declared. HEAD follows GET. */
export function accessFor(method: string, url: string): Access | undefined {
  const m = method === "HEAD" ? "GET" : method;
  const declared = accessMatrix[`${m} ${url}`];
  if (declared) return declared;
  if (publicRoutePrefixes.some((prefix) => url === prefix || url.startsWith(prefix))) return "public";
  return undefined;
}
