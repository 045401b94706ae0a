import { chromium } from "../playwright.config";
import { DEMO, DEMO_PASSWORD, expect, test } from "./fixtures";

// Decision 0135: an anonymous visitor's public pages may stay in their own browser (`private, no-cache`,
// so Back is instant); anything signed in, or with a token in its link, is never stored (`no-store`).

// Playwright starts Chromium with the back/forward cache off; these tests need it on.
test.use({ launchOptions: { ...chromium, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

const PUBLIC = ["/", "/login", "/register", "/forgot-password", "/listings", "/listings?tab=public&category=seeds"];

test("cache policy per page kind, signed out and signed in", async ({ page, loginAs }) => {
  const listings = await (await page.request.get("/api/listings/?public=true&limit=1")).json();
  const pub = [...PUBLIC, `/listings/${listings[0].id}`, `/seller/${listings[0].owner_id}`];
  const cacheOf = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 });
    return { status: res.status(), cache: res.headers()["cache-control"] ?? "", vary: res.headers()["vary"] ?? "" };
  };

  for (const path of pub) {
    const r = await cacheOf(path);
    expect(r, path).toMatchObject({ status: 200, cache: "private, no-cache" });
    expect(r.vary, path).toMatch(/\bCookie\b/);
  }
  // Token links, a missing listing and the 404 page stay no-store; RSC payloads keep Next's header.
  for (const path of ["/reset-password?token=abc", "/unsubscribe?token=abc", "/listings/99999999", "/no-such-page"]) expect((await cacheOf(path)).cache, path).toContain("no-store");

  await loginAs("rosie");
  // Signed in, the login and sign-up pages answer with a real redirect (no loading.tsx streams them
  // first any more, decision 0135), which is never stored either.
  const signInPages = ["/login", "/register"];
  for (const path of [...pub, "/my-listings", "/messages", "/profile", "/listings/new"]) {
    const r = await cacheOf(path);
    expect(r.status, path).toBe(signInPages.includes(path) ? 307 : 200);
    expect(r.cache, path).toContain("no-store");
    expect(r.cache, path).toContain("private");
  }
});


test("Back restores an anonymous public page from the back/forward cache", async ({ page }) => {
  await page.addInitScript(() => window.addEventListener("pageshow", (e) => ((window as unknown as { restored: boolean }).restored = e.persisted)));
  await page.goto("/listings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Leave once the page has settled: on a first visit the service worker installs and then claims the
  // page; a claim that lands while the page sits in the back/forward cache evicts it ("ServiceWorkerClaim",
  // seen by CDP in 1 of 8 runs once the page cache made pages arrive sooner than the worker).
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !("serviceWorker" in navigator) || navigator.serviceWorker.controller !== null);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.goto("/login");
  // A page restored from memory fires no load event: wait for the navigation to commit only.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/listings$/);
  // The same document, from memory: the marker set before leaving is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.evaluate(() => (window as unknown as { restored: boolean }).restored)).toBe(true);
});

test("a tab that signed in is reloaded, never restored from memory, after going Back", async ({ page }) => {
  // Signing in on an anonymous (cacheable) document and browsing on without a new document...
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.rosie.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  // ...then leaving, signing out elsewhere, and pressing Back: the page comes from the server again.
  await page.goto("/");
  await page.context().clearCookies();
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});
