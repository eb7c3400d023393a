import type { Config } from "../platform/config.ts";
import type { Database } from "../platform/db.ts";
import type { Mailer } from "../platform/mail.ts";
import type { FileStorage } from "../platform/storage.ts";
import type { TenantDirectory } from "../platform/tenancy.ts";
import type { TokenService } from "../platform/tokens.ts";

/** The long-lived services every module's routes receive (built once in app.ts). */
export type Platform = {
  config: Config;
  database: Database;
  tenants: TenantDirectory;
  tokens: TokenService;
  mailer: Mailer;
  storage: FileStorage;
  /** The app version put into tokens (`appVersion`). */
  appVersion: string;
};
