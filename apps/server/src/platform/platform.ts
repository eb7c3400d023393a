import type { Config } from "./config.ts";
import type { Database } from "./db.ts";
import type { Mailer } from "./mail.ts";
import type { FileStorage } from "./storage.ts";
import type { TenantDirectory } from "./tenancy.ts";
import type { TokenService } from "./tokens.ts";

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
