import { z } from "zod";

/**
 * Server configuration, read from the environment once at start and validated (README "Configuration").
 * Throws a readable Error listing every invalid variable; the server does not start with a bad config.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  OFFICE_DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default("demo"),
  OFFICE_JWT_ISSUER: z.string().min(1).default("office"),
  OFFICE_JWT_SECRET: z.string().min(32, "OFFICE_JWT_SECRET must be at least 32 characters").optional(),
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false", ""])
    .default("")
    .transform((v) => v === "1" || v === "true"),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Office <no-reply@office.local>"),
  OFFICE_DEMO: z
    .enum(["0", "1", "true", "false"])
    .default("1")
    .transform((v) => v === "1" || v === "true"),
  PUBLIC_URL: z.string().url().optional(),
  OFFICE_BASE_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
      "OFFICE_BASE_DOMAIN must be a lower-case host name without scheme or path, e.g. office.example.hu",
    )
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OFFICE_AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379")
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default("office:"),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_FORCE_PATH_STYLE: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
});

/** Where the files go when `S3_BUCKET` is set (README "Production"); credentials: the AWS SDK's chain. */
export type S3Config = {
  bucket: string;
  /** `S3_ENDPOINT`, e.g. `http://minio:9000`; unset → AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** `S3_REGION`, default `us-east-1` (what MinIO, Garage and Ceph accept unless set otherwise). */
  region: string;
  /** `S3_FORCE_PATH_STYLE=1`: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
};

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  defaultTenant: string;
  jwtIssuer: string;
  /** Set by `resolveJwtSecret` when the variable is unset (generated and kept in DATA_DIR). */
  jwtSecret: string | undefined;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  demo: boolean;
  publicUrl: string | undefined;
  /** Links in mail go to `https://<tenant>.<baseDomain>` when PUBLIC_URL is unset (see `mailLinkBase`). */
  baseDomain: string | undefined;
  logLevel: string;
  /**
   * Per-IP ceiling on the unauthenticated auth calls (login, refresh, password reset), in calls per minute;
   * on top of the per-account counters of `throttle.ts`. Default 30; the Playwright servers raise it because
   * every browser test signs in from the same loopback address.
   */
  authRateLimitPerMinute: number;
  /**
   * Redis shared by the instances (issue 20 §2): the rate limits above count there across instances;
   * unset, each instance counts in its own memory.
   */
  redisUrl: string | undefined;
  /** Prefix of every key Office writes to Redis (default `office:`), for a Redis shared with others. */
  redisKeyPrefix: string;
  /** Set → Prometheus metrics at `http://<HOST>:<METRICS_PORT>/metrics`, a listener of its own (issue 20 §4). */
  metricsPort: number | undefined;
  /** Set → every stored file lives in this bucket; unset → on the local disk under `DATA_DIR/files`. */
  s3: S3Config | undefined;
};

/** Parses `env` (default `process.env`) into a Config or throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    defaultTenant: e.OFFICE_DEFAULT_TENANT,
    jwtIssuer: e.OFFICE_JWT_ISSUER,
    jwtSecret: e.OFFICE_JWT_SECRET,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demo: e.OFFICE_DEMO,
    publicUrl: e.PUBLIC_URL,
    baseDomain: e.OFFICE_BASE_DOMAIN,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.OFFICE_AUTH_RATE_LIMIT,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsPort: e.METRICS_PORT,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/** True when the issuer marks a test environment (SPEC §1: the issuer contains `TEST`). */
export function isTestEnvironment(config: Pick<Config, "jwtIssuer">): boolean {
  return config.jwtIssuer.includes("TEST");
}
