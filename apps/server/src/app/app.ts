import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { useHungarianZodMessages } from "@office/shared/http/zod-locale";
import { hasAnyRole } from "../platform/request-context.ts";
import { authenticate, confirmSession } from "../platform/authenticate.ts";
import { runWithSessionCheck } from "../platform/live-session.ts";
import { forbidden, notFound } from "../platform/errors.ts";
import { connectRateLimitRedis, sharedRateLimitStore } from "../platform/rate-limit-store.ts";
import { requestHost, tenantSlugFromHost } from "../platform/tenancy.ts";
import { accessFor } from "./access-matrix.ts";
import { COMPRESS_OPTIONS } from "./compression.ts";
import { installErrorHandler } from "./error-handler.ts";
import { registerHealthRoutes } from "./health.ts";
import { httpRequestDuration, startMetricsServer, watchPool } from "../platform/metrics.ts";
import { installNulGuard } from "./input-guard.ts";
import { securityHeaders } from "./security-headers.ts";
import { createSerializerCompiler } from "./serializer.ts";
import type { Platform } from "../platform/platform.ts";
import { registerSpa } from "./spa.ts";
import { authRoutes } from "../modules/auth/auth.routes.ts";
import { companyRoutes } from "../modules/company/company.routes.ts";
import { employeeRoutes } from "../modules/employees/employees.routes.ts";
import { assetRoutes } from "../modules/assets/assets.routes.ts";
import { employeeImportRoutes } from "../modules/employees/employees-import.routes.ts";
import { notificationRoutes } from "../modules/notifications/notifications.routes.ts";
import { notificationSettingsRoutes } from "../modules/notifications/notification-settings.routes.ts";
import { mailOutboxRoutes } from "../modules/mail/outbox.routes.ts";
import { registerNotificationMail } from "../modules/notifications/notification-mail.job.ts";
import { storageRoutes } from "../modules/storage/storage.routes.ts";
import { leaveRoutes } from "../modules/leave/leave.routes.ts";
import { leaveYearEndRoutes } from "../modules/leave/leave-year-end.routes.ts";
import { registerLeaveYearEndJob } from "../modules/leave/leave-year-end.job.ts";
import { wageRoutes } from "../modules/wages/wages.routes.ts";
import { employeeDocumentRoutes } from "../modules/employee-documents/employee-documents.routes.ts";
import { attachmentRoutes } from "../modules/attachments/attachments.routes.ts";
import { employeeFileRoutes } from "../modules/employee-files/employee-files.routes.ts";
import { attendanceRoutes } from "../modules/attendance/attendance.routes.ts";
import { workingTimeRoutes } from "../modules/working-time/working-time.routes.ts";
import { reportRoutes } from "../modules/reports/reports.routes.ts";
import { timesheetReportRoutes } from "../modules/timesheet-report/timesheet-report.routes.ts";
import { costCenterRoutes } from "../modules/cost-centers/cost-centers.routes.ts";
import { partnerRoutes } from "../modules/partners/partners.routes.ts";
import { externalResourceRoutes } from "../modules/external-resources/external-resources.routes.ts";
import { projectRoutes } from "../modules/projects/projects.routes.ts";
import { projectTaskRoutes } from "../modules/project-tasks/project-tasks.routes.ts";
import { eventRoutes } from "../modules/events/events.routes.ts";
import { resourcePlanningRoutes } from "../modules/resource-planning/resource-planning.routes.ts";
import { fleetCarRoutes } from "../modules/fleet/fleet.routes.ts";
import { fleetPeopleRoutes } from "../modules/fleet/fleet-people.routes.ts";
import { registerFleetReminders } from "../modules/fleet/reminders-job.ts";
import { registerEventReminders } from "../modules/events/events-reminders-job.ts";
import { carServiceRoutes } from "../modules/fleet/car-services.routes.ts";
import { reminderRoutes } from "../modules/reminders/reminders.routes.ts";
import { registerExpiryReminders } from "../modules/reminders/reminders-job.ts";
import { assetHandoverRoutes, inventoryRoutes } from "../modules/assets/assets.routes.ts";
import { registerLeaveReminders } from "../modules/leave/leave-reminders.job.ts";
import { registerHandoverReminders } from "../modules/assets/handover-reminders.ts";
import { applicantRoutes } from "../modules/applicants/applicants.routes.ts";
import { pointsRoutes } from "../modules/points/points.routes.ts";
import { shopRoutes } from "../modules/points/shop.routes.ts";
import { questionnaireRoutes } from "../modules/questionnaires/questionnaires.routes.ts";
import { registerQuestionnaireReminders } from "../modules/questionnaires/questionnaire-reminders.ts";
import { registerAnonymousBatchJob } from "../modules/questionnaires/anonymous-batches.ts";
import { otherReportRoutes } from "../modules/other-reports/other-reports.routes.ts";
import { homeRoutes } from "../modules/home/home.routes.ts";
import { referenceDataRoutes } from "../modules/reference-data/reference-data.routes.ts";
import { registerReferenceDataJobs } from "../modules/reference-data/reference-data.jobs.ts";

type HookDone = (err?: Error) => void;

/** JSON body limit (bytes); uploads have their own per-route limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the Fastify app (DESIGN §2 request flow): Host → tenant → bearer token → session →
 * permission (the access matrix) → zod-validated input → service → zod-validated response DTO.
 * Every route must be declared in `access-matrix.ts`, else this throws while registering it.
 */
export async function buildApp(
  platform: Platform,
  opts: {
    loggerInstance?: FastifyBaseLogger;
    /** The built SPA folder (default: found beside the server). */ webDist?: string;
  } = {},
) {
  useHungarianZodMessages();
  const { config } = platform;
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses: compiled from the zod contracts once (fast-json-stringify), checked against zod in tests.
  app.setSerializerCompiler(createSerializerCompiler({ crossCheck: config.nodeEnv === "test" }));
  installErrorHandler(app);
  installNulGuard(app);

  app.decorateRequest("tenant", null);
  app.decorateRequest("auth", null);
  app.decorateRequest("sessionCheck", null);

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // First of the request hooks, so that error answers of the later ones carry the headers too.
  app.addHook("onRequest", (_req, reply, done: HookDone) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, COMPRESS_OPTIONS);
  await app.register(rateLimit, { global: false, ...(await sharedRateLimitOptions(app, platform)) });
  await app.register(multipart, { limits: { files: 20, fileSize: 25 * 1024 * 1024, fields: 20 } });

  const registered: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = accessFor(method, route.url);
      if (!access) throw new Error(`Route ${method} ${route.url} is not declared in the access matrix`);
      route.config = { ...(route.config as object), access };
      registered.push({ method, url: route.url });
    }
  });
  app.decorate("registeredRoutes", registered);

  // Access control: tenant from the Host, then caller (token only), then role — before the body is even
  // parsed. The session itself is checked by the request's first tenant transaction (one round trip
  // with BEGIN, see platform/db.ts), found through the async context entered here.
  const access = async (req: FastifyRequest) => {
    const rule = req.routeOptions.config.access ?? "public";
    if (rule === "public") return;
    const slug = tenantSlugFromHost(requestHost(req.headers, config.trustProxy), config.defaultTenant);
    const tenant = slug ? await platform.tenants.findBySlug(slug) : null;
    if (!tenant) throw notFound(`Ismeretlen cég: ${slug ?? "(nincs)"}. Ellenőrizd a címet.`);
    req.tenant = tenant;
    if (rule === "tenant") return;
    const { auth, check } = await authenticate(platform, req, tenant);
    req.auth = auth;
    req.sessionCheck = check;
    if (Array.isArray(rule) && !hasAnyRole(auth.roles, rule)) throw forbidden();
  };
  const enterSessionScope = (req: FastifyRequest, done: HookDone) =>
    req.sessionCheck ? runWithSessionCheck(req.sessionCheck, () => done()) : done();
  app.addHook("onRequest", (req, _reply, done: HookDone) => {
    access(req).then(
      () => enterSessionScope(req, done),
      (err: Error) => done(err),
    );
  });
  // Body parsing may resume outside that context: enter it again for the handler.
  app.addHook("preHandler", (req, _reply, done: HookDone) => enterSessionScope(req, done));
  // A response that no tenant transaction preceded still needs the session checked: a dead session
  // never gets a 2xx/3xx (errors ≥ 400 reveal nothing and go out as they are).
  app.addHook("onSend", async (req, reply, payload) => {
    const check = req.sessionCheck;
    if (check && check.state !== "live" && reply.statusCode < 400) await confirmSession(platform, check);
    return payload;
  });

  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/api") || req.url.startsWith("/report"))
      reply.header("cache-control", "no-store");
  });

  if (config.nodeEnv !== "production") {
    await app.register(swagger, {
      openapi: { info: { title: "Office API", version: platform.appVersion } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  }

  registerHealthRoutes(app, platform);
  if (platform.config.metricsPort !== undefined) await registerMetrics(app, platform);
  await app.register(authRoutes, { platform });
  await app.register(companyRoutes, { platform });
  await app.register(notificationRoutes, { platform });
  await app.register(notificationSettingsRoutes, { platform });
  await app.register(mailOutboxRoutes, { platform });
  // notification e-mail and outbox delivery (issue 23 §1): every 15 s, one instance at a time; off in tests
  registerNotificationMail(app, platform);
  await app.register(employeeRoutes, { platform });
  await app.register(assetRoutes, { platform });
  await app.register(employeeImportRoutes, { platform });
  await app.register(storageRoutes, { platform });
  await app.register(employeeDocumentRoutes, { platform });
  await app.register(employeeFileRoutes, { platform });
  await app.register(attendanceRoutes, { platform });
  await app.register(workingTimeRoutes, { platform });
  await app.register(reportRoutes, { platform });
  await app.register(timesheetReportRoutes, { platform });
  await app.register(leaveRoutes, { platform });
  await app.register(leaveYearEndRoutes, { platform });
  registerLeaveYearEndJob(app, platform.database, config.nodeEnv); // issue 22 §3: from 1 January, idempotent
  await app.register(wageRoutes, { platform });
  await app.register(costCenterRoutes, { platform });
  await app.register(partnerRoutes, { platform });
  await app.register(externalResourceRoutes, { platform });
  await app.register(projectRoutes, { platform });
  await app.register(projectTaskRoutes, { platform });
  await app.register(eventRoutes, { platform });
  // reminders before programme events (issue 23 §3): every minute, once across instances; off in tests
  registerEventReminders(app, platform.database, config.nodeEnv);
  await app.register(resourcePlanningRoutes, { platform });
  await app.register(fleetCarRoutes, { platform });
  await app.register(fleetPeopleRoutes, { platform });
  await app.register(attachmentRoutes, { platform });
  await app.register(carServiceRoutes, { platform });
  // The expiry reminder job (issue 10 §1): at start and daily on every instance (idempotent by unique keys).
  // Not in tests (NODE_ENV=test), which run it explicitly; OFFICE_FLEET_REMINDERS=0 turns it off.
  if (config.nodeEnv !== "test" && process.env.OFFICE_FLEET_REMINDERS !== "0") {
    registerFleetReminders(app, platform.database);
  }
  await app.register(assetHandoverRoutes, { platform });
  await app.register(inventoryRoutes, { platform });
  registerHandoverReminders(app, platform.database);
  registerLeaveReminders(app, platform.database);
  await app.register(applicantRoutes, { platform });
  await app.register(pointsRoutes, { platform });
  await app.register(shopRoutes, { platform });
  await app.register(questionnaireRoutes, { platform });
  // deadline reminders (issue 11 §2): daily on every instance, idempotent by unique keys; off in tests
  registerQuestionnaireReminders(app, platform.database, config.nodeEnv);
  // anonymous answers left over at a deadline (fewer than 3 pending) are discarded unread (issue 18 §2)
  registerAnonymousBatchJob(app, platform, config.nodeEnv);
  await app.register(otherReportRoutes, { platform });
  await app.register(homeRoutes, { platform });
  await app.register(reminderRoutes, { platform });
  // expiry reminders (issue 23 §2): daily, one instance at a time, each threshold claimed once; off in tests
  registerExpiryReminders(app, platform.database, config.nodeEnv);
  await app.register(referenceDataRoutes, { platform });
  // reference data (issue 22 §4): loaded at ready; refreshed each minute on every instance, the hook once
  registerReferenceDataJobs(app, platform.database, config.nodeEnv);

  await registerSpa(app, { webDist: opts.webDist });

  return app as unknown as FastifyInstance & { registeredRoutes: { method: string; url: string }[] };
}

/**
 * `@fastify/rate-limit`'s store option: with REDIS_URL the store shared by the instances
 * (platform/rate-limit-store.ts, keys under `<REDIS_KEY_PREFIX>rate-limit:`), its Redis client closed with
 * the app; without, nothing (the plugin counts in this instance's memory).
 */
async function sharedRateLimitOptions(
  app: FastifyInstance,
  platform: Platform,
): Promise<{ store?: FastifyRateLimitStoreCtor }> {
  const url = platform.config.redisUrl;
  if (!url) return {};
  const redis = await connectRateLimitRedis(url);
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
  const store = sharedRateLimitStore(redis, `${platform.config.redisKeyPrefix}rate-limit:`, app.log);
  return { store: store as unknown as FastifyRateLimitStoreCtor };
}

/**
 * With METRICS_PORT (issue 20 §4): every answer's duration into `http_request_duration_seconds` under
 * its route pattern (`/api/employee/:id`; `unmatched` when no route took it), the pool in the gauge, and
 * the Prometheus listener on HOST:METRICS_PORT from when the app is ready until it closes.
 */
async function registerMetrics(app: FastifyInstance, platform: Platform): Promise<void> {
  app.addHook("onResponse", (req, reply, done: HookDone) => {
    httpRequestDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const unwatch = watchPool(platform.database);
  let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  app.addHook("onReady", async () => {
    server = await startMetricsServer(platform.config.metricsPort ?? 0, platform.config.host);
  });
  app.addHook("onClose", async () => {
    unwatch();
    await server?.close();
  });
}
