import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

export const DEMO = {
  rosie: { email: "rosie@gardenswap.test", username: "rosie" },
  basil: { email: "basil@gardenswap.test", username: "basil" },
  fern: { email: "fern@gardenswap.test", username: "fern" },
  sage: { email: "sage@gardenswap.test", username: "sage" },
} as const;
export const DEMO_PASSWORD = "gardenswap123";
export type DemoName = keyof typeof DEMO;

/** Mints a session through the API and puts it in the browser: no typing into forms. */
export async function loginAs(context: BrowserContext, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const res = await context.request.post(`${baseURL}/api/auth/login`, { form: { username: email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  const body = await res.json();
  await context.addCookies([{ name: "next-auth.session-token", value: body.access_token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return body as { access_token: string; user: { id: number; username: string } };
}

/** Registers a brand-new user through the API (unique per call). */
export async function registerUser(context: BrowserContext, baseURL: string, prefix = "e2e") {
  const n = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const user = { email: `${n}@example.com`, username: n, password: "e2e-password-1", first_name: "E2e", last_name: "Tester" };
  const res = await context.request.post(`${baseURL}/api/auth/register`, { data: user });
  expect(res.status(), "register").toBe(201);
  return user;
}

type Fixtures = { consoleErrors: string[]; loginAs: (name: DemoName) => Promise<{ access_token: string; user: { id: number; username: string } }> };

/** Console errors (and CSP violations) fail the test: a page that logs an error is broken even if it looks fine. */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        // Chrome's own note when a page with a socket still connecting goes into the back/forward cache: not the page failing.
        if (m.type() === "error" && !/Failed to load resource: the server responded with a status of (401|403|404|409|422)|failed: Page entered Back-Forward Cache/.test(m.text())) errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(String(e)));
      // Content-Security-Policy violations fail the test too, reported or not by the console.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`)),
      );
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  loginAs: async ({ context, baseURL }, use) => {
    await use((name) => loginAs(context, baseURL!, DEMO[name].email));
  },
});

/** Console errors on another gardener's page fail the test too (the expected 4xx answers aside). */
export function watchConsole(page: Page, errors: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource: the server responded with a status of (401|403|404|409|422)/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
}

/** A second (or third) gardener on their own phone: a brand-new account, signed in, its console watched. */
export async function otherGardener(browser: Browser, baseURL: string, prefix: string, errors: string[]) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const user = await registerUser(context, baseURL, prefix);
  const session = await loginAs(context, baseURL, user.email, user.password);
  const page = await context.newPage();
  watchConsole(page, errors);
  return { context, page, user, session };
}

/** "YYYY-MM-DDTHH:MM" (a datetime-local value) `days` from today at `hour`, in the browser's zone (UTC here). */
export const localAt = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

/**
 * Review screenshots: the page at 390 and 1280 px, light and dark, full length, in test-results/<folder>/
 * for a person to look at (`E2E_SHOTS=0`, as in CI, skips them). Leaves the page light at 390 px.
 */
export async function reviewShots(page: Page, folder: string, name: string) {
  if (process.env.E2E_SHOTS === "0") return;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `test-results/${folder}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
}

export { expect };
export type { Page };
