import { defineConfig } from "drizzle-kit";

/** drizzle-kit: generates SQL migrations from the `*.table.ts` files into src/db/migrations. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/modules/**/*.table.ts",
  out: "./src/db/migrations",
});
