import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", ".next*/**", "dist/**", "data/**"],
    globalSetup: ["./db/test-global-setup.ts"],
    setupFiles: ["./db/test-setup.ts"],
    // Vitest's default (CPUs - 1) runs one file at a time on the 2-CPU CI machine; one file per CPU
    // measured faster there (docs/decisions/0101-fast-tests.md).
    maxWorkers: "100%",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      PUBLIC_URL: "http://localhost:3000",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      DATA_DIR: "./data/test",
    },
  },
});
