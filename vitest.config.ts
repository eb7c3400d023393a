import { defineConfig } from "vitest/config";

/** One Vitest run over every workspace: server/shared in Node, web in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
