import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const include = ["**/*.test.ts", "**/*.test.tsx"];
const exclude = ["node_modules/**", "e2e/**", ".next*/**", "dist/**", "data/**"];

/**
 * Test files that replace modules with vi.mock. They would run isolated (a fresh module graph per
 * file, and a database of their own); every other file shares its worker's loaded modules with the
 * files before it, which halves the suite's CPU time (docs/decisions/0101-fast-tests.md). A mock
 * cannot reach a module that an earlier file in the same worker already loaded. No file mocks today:
 * tests stand in for Next's request functions through app/_doors/next-request.ts (test/next-request.ts)
 * and spy on objects (vi.spyOn), which a shared worker allows.
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

/**
 * Files that start other processes (a development server twice, the server bundle, two server
 * instances) spend long stretches waiting on them: they start first, so that the rest of the suite
 * runs beside them instead of the run ending on them. Vitest otherwise orders by the last run's
 * durations, which a fresh checkout (CI) does not have.
 */
const startsProcesses = /(^|\/)(server|scripts\/server-bundle|[\w-]+-processes)\.test\.ts$/;
class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => startsProcesses.test(f.moduleId)), ...sorted.filter((f) => !startsProcesses.test(f.moduleId))];
  }
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    globalSetup: ["./db/test-global-setup.ts"],
    setupFiles: ["./db/test-setup.ts"],
    // Vitest's default (CPUs - 1) runs one file at a time on the 2-CPU CI machine; one file per CPU
    // measured faster there (docs/decisions/0101-fast-tests.md).
    maxWorkers: "100%",
    sequence: { sequencer: ProcessesFirst },
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
      ...(mocking.length ? [{ extends: true as const, test: { name: "isolated", include: mocking, exclude } }] : []),
    ],
  },
});
