import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const include = ["**/*.test.ts", "**/*.test.tsx"];
const exclude = ["node_modules/**", "e2e/**", ".next*/**", "dist/**", "data/**"];

/**
 * Test files that replace modules with vi.mock. They run isolated (a fresh module graph per file);
 * every other file shares its worker's loaded modules with the files before it, which halves the
 * suite's CPU time (docs/decisions/0101-fast-tests.md). A mock cannot reach a module that an
 * earlier file in the same worker already loaded, so these files keep their own.
 */
function filesThatMock(dir = "."): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!/^(node_modules|\.next.*|\.git|e2e|dist|data|test-results)$/.test(entry.name)) found.push(...filesThatMock(p));
    } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(mock|doMock)\(/.test(readFileSync(p, "utf8"))) found.push(p);
  }
  return found;
}
// As globs: escape the brackets and parentheses of Next's route folders.
const mocking = filesThatMock().map((f) => f.replace(/[[\]()]/g, "\\$&"));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
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
    // (include and exclude are set per project only: `extends` would add the root's lists to them)
    projects: [
      // db/test-setup.ts gives every file a fresh database and resets the app's process-wide state.
      { extends: true, test: { name: "shared", isolate: false, include, exclude: [...exclude, ...mocking] } },
      { extends: true, test: { name: "isolated", include: mocking, exclude } },
    ],
  },
});
