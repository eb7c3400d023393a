import { parseArgs } from "node:util";
import pino from "pino";
import { createPlatform } from "./app/bootstrap.ts";
import { loadConfig } from "./platform/config.ts";
import { passwordPolicyViolation } from "./platform/passwords.ts";
import { createTenantWithAdmin } from "./modules/tenants/tenants.service.ts";

const USAGE = `Office CLI (same environment variables as the server)

  npm run cli -- migrate
      Applies pending migrations and checks tenant isolation.

  npm run cli -- create-tenant --slug acme --name "Acme Kft." --admin-username admin \\
      --admin-email admin@acme.hu --admin-name "Kovács Anna" --admin-password '…'
      Creates a tenant (reached at acme.<your domain>) and its first admin with every role.
`;

/** Production operations: migrate, create a tenant with its first admin (README "Production"). */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  const log = pino({ level: "warn" });
  if (command === "migrate") {
    const platform = await createPlatform(config, log);
    await platform.database.close();
    console.log("Migrations applied; tenant isolation holds.");
    return;
  }
  if (command === "create-tenant") {
    const { values } = parseArgs({
      args: rest,
      options: {
        slug: { type: "string" },
        name: { type: "string" },
        "admin-username": { type: "string", default: "admin" },
        "admin-email": { type: "string" },
        "admin-name": { type: "string" },
        "admin-password": { type: "string" },
      },
    });
    const { slug, name } = values;
    const email = values["admin-email"];
    const password = values["admin-password"];
    const username = values["admin-username"] ?? "admin";
    if (!slug || !name || !email || !password) throw new Error(`Missing arguments.\n\n${USAGE}`);
    const violation = passwordPolicyViolation(password, username);
    if (violation) throw new Error(violation);
    const platform = await createPlatform(config, log);
    try {
      const created = await createTenantWithAdmin(
        platform.database,
        { slug, name },
        {
          username,
          email,
          name: values["admin-name"] ?? username,
          password: { plain: password },
        },
      );
      console.log(`Tenant "${slug}" created (id ${created.tenantId}); admin "${username}" can sign in now.`);
    } finally {
      await platform.database.close();
    }
    return;
  }
  console.log(USAGE);
  if (command) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
