import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// Debian's Chromium: Playwright's own browser download cannot run here (DESIGN.md, known traps).
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};

export default defineConfig({
  testDir: "./e2e",
  // Per port: Playwright empties its output folder at start, so parallel runs must not share one.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs two halves side by side on two CPUs, each with its server and browser (load 15–20):
  // the longer journeys took 50–55 s there, against 20–30 s alone. Time, not a hang.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI traces a retry only: recording every action (screencast frames, DOM snapshots) cost the browser
  // a third of the suite's time (the axe sweep 78 → 53 s a test, the 44 px tab walk 90 → 51 s).
  use: { baseURL, trace: process.env.CI ? "on-first-retry" : "retain-on-failure", screenshot: "only-on-failure", launchOptions: chromium },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
  webServer: {
    // A production build on a freshly seeded embedded database (scripts/e2e-server.mjs).
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
