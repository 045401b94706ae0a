import { axeFor } from "./axe";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DEMO, expect, loginAs, registerUser, test } from "./fixtures";
import { MODERATOR, anonymousPages, demoIds, reportForTheDesk, signedInPages } from "./pages";

/**
 * Accessibility over every page: axe-core with the WCAG 2.2 A/AA rules (plus the experimental
 * label-content-name-mismatch) at phone and desktop width, signed in and out, light and dark.
 */

/**
 * Loads a page once and scans it in the light theme, then in the dark one: the theme follows
 * `prefers-color-scheme` in CSS alone, so switching the emulated setting re-styles the same page
 * (half the page loads of a test per theme).
 */
async function scan(page: Page, path: string, open?: (page: Page) => Promise<void>) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  await page.waitForLoadState("networkidle").catch(() => {});
  // A dialog is a state of its page: open it, then scan.
  if (open) await open(page);
  const violations: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    // Reduced motion makes the switch's colour transitions instant (globals.css), so contrast is
    // measured on the final colours; it changes no colour itself.
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const result = await axeFor(page, colorScheme, { labelMismatch: true }).analyze();
    const where = `${path}${open ? " (dialog)" : ""}, ${colorScheme}`;
    violations.push(...result.violations.map((v) => `${where}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`));
  }
  return violations;
}

/**
 * Scans paths one after the other in one tab. Three tabs at once measured no faster once tracing was
 * off (CI traces only a retry), and a tab in the background gave axe's contrast rule colours that
 * were not yet painted (a `.truncate` line on /seller, now and then).
 */
async function scanAll(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  const violations: string[] = [];
  for (const path of paths) violations.push(...(await scan(page, path)));
  await page.close();
  return violations;
}

async function contextFor(browser: Browser, baseURL: string, width: number, colorScheme: "light" | "dark") {
  // Reduced motion from the first paint: a banner fading in is measured at its final colours, not mid-fade.
  return browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 844 : 900 }, colorScheme, reducedMotion: "reduce", isMobile: width < 768, hasTouch: width < 768 });
}

/**
 * Each width is three tests (signed out; the first and the second half of the signed-in pages, with
 * the dialogs and the moderation desk): in CI the sweep runs beside the other e2e half on two CPUs
 * (load 15–20), where the 45 signed-in pages alone took 6.4–7.1 min.
 */
const SWEEP_MS = 600_000;

for (const width of [390, 1280]) {
  test(`axe: every page at ${width} px, light and dark, signed out`, async ({ browser, baseURL }) => {
    test.setTimeout(SWEEP_MS);
    const context = await contextFor(browser, baseURL!, width, "light");
    const ids = await demoIds(context, baseURL!);
    expect(await scanAll(context, anonymousPages(ids))).toEqual([]);
    await context.close();
  });

  for (const part of [1, 2] as const) {
    test(`axe: every page at ${width} px, light and dark, signed in (part ${part} of 2)`, async ({ browser, baseURL }) => {
      test.setTimeout(SWEEP_MS);
      const context = await contextFor(browser, baseURL!, width, "light");
      const ids = await demoIds(context, baseURL!);
      const pages = signedInPages(ids);
      const half = Math.ceil(pages.length / 2);
      const violations: string[] = [];
      if (part === 2) await reportForTheDesk(context, baseURL!, ids.other);
      await loginAs(context, baseURL!, DEMO.rosie.email);
      violations.push(...(await scanAll(context, part === 1 ? pages.slice(0, half) : pages.slice(half))));
      if (part === 2) {
        const page = await context.newPage();
        // Dialogs: reporting a gardener, blocking one.
        for (const name of ["Report", `Block @${DEMO.basil.username}`])
          violations.push(...(await scan(page, `/seller/${ids.other}`, async (p) => {
            await p.getByRole("button", { name, exact: true }).click();
            await expect(p.getByRole("dialog")).toBeVisible();
          })));
        // The moderation desk, as the demo moderator, with a report on it.
        await loginAs(context, baseURL!, MODERATOR);
        violations.push(...(await scan(page, "/moderation")));
      }
      expect(violations).toEqual([]);
      await context.close();
    });
  }
}

/** Widest element sticking out of the page, if any (the page must not scroll sideways). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    return { vw, sw: document.documentElement.scrollWidth };
  });
}

test("long URLs, unbroken words, long towns and right-to-left text never widen a page", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await contextFor(browser, baseURL!, 390, "light");
  const user = await registerUser(context, baseURL!, "longtext");
  const { access_token, user: me } = await loginAs(context, baseURL!, user.email, user.password);
  const auth = { authorization: `Bearer ${access_token}` };
  const town = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
  expect((await context.request.post("/api/auth/upload-profile-image", { headers: auth, multipart: { city: town, state: "Gwynedd", postcode: "LL61 5UJ" } })).ok()).toBe(true);
  const url = `https://example.org/${"seed-library/".repeat(10)}?variety=${"x".repeat(20)}`;
  const listings = [
    { title: "T".repeat(120), description: `See ${url} for the variety. ${"y".repeat(1000 - url.length - 30)}` },
    { title: "بذور طماطم، للتبادل!", description: "طماطم عضوية من حديقتي. https://example.org/طماطم" },
    { title: "זרעי עגבניות (להחלפה)", description: "w".repeat(1000) },
  ];
  const ids: number[] = [];
  for (const l of listings) {
    const res = await context.request.post("/api/listings/", { headers: auth, data: { ...l, type_id: 3, category_id: 2, is_public: true } });
    expect(res.status(), l.title).toBe(201);
    ids.push((await res.json()).id);
  }
  // A long message to a demo gardener.
  const other = await context.newPage();
  const rosie = (await (await context.request.get(`/api/auth/users/${1}/public`)).json()) as { id: number };
  const send = await context.request.post("/api/messages", { headers: auth, data: { receiver_id: rosie.id, content: `${url} ${"z".repeat(600)} مرحبا` } });
  expect(send.ok()).toBe(true);
  await other.close();

  // Wishes: an unbroken 100-character one and a right-to-left one.
  const wish = `Longwish${"w".repeat(92)}`;
  for (const title of [wish, "بذور ريحان"]) {
    const res = await context.request.post("/api/listings/want-listings", { headers: auth, data: { title, category_id: 2 } });
    expect(res.status(), title).toBe(201);
  }

  const page = await context.newPage();
  const wide: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => {});
    const { vw, sw } = await overflow(page);
    if (sw > vw) wide.push(`${path} scrolls sideways by ${sw - vw} px`);
  };
  const longSearch = "q".repeat(150);
  for (const path of [
    ...ids.map((id) => `/listings/${id}`),
    `/listings/${ids[0]}/edit`,
    `/seller/${me.id}`,
    `/seller/${me.id}?tab=want`,
    "/my-listings",
    "/my-listings?tab=want",
    "/post-want",
    "/listings?tab=public&category=seeds",
    `/listings?tab=public&category=all&q=${longSearch}`,
    `/have-want-search?tab=want&category=seeds&q=${wish.slice(0, 20)}`,
    `/have-want-search?q=${longSearch}`,
    "/messages",
    `/messages/${rosie.id}`,
    "/profile",
    "/personal-info",
  ])
    await check(path);
  // The long search is searched by its start, and the page says so.
  await page.goto(`/listings?tab=public&q=${longSearch}`);
  await expect(page.getByText("Only the first 100 characters of your search were used.")).toBeVisible();
  // What others see of this gardener: the long town in a gardener search, the long wish in theirs.
  await loginAs(context, baseURL!, DEMO.rosie.email);
  for (const path of [`/gardeners?q=${town.slice(0, 20)}`, `/have-want-search?tab=want&category=seeds&q=Longwish`, `/seller/${me.id}?tab=want`, "/messages", `/messages/${me.id}`]) await check(path);
  // The moderation desk shows a report's note and the reported gardener's text as written.
  const rosieAuth = { authorization: `Bearer ${(await loginAs(context, baseURL!, DEMO.rosie.email)).access_token}` };
  const report = await context.request.post("/api/reports", { headers: rosieAuth, data: { target_type: "listing", target_id: ids[2], reason: "other", note: `${url} ${"n".repeat(700)}` } });
  expect(report.status()).toBe(201);
  await loginAs(context, baseURL!, "moss@gardenswap.test");
  await check("/moderation");
  expect(wide).toEqual([]);
  // Right-to-left titles read right to left; URLs in descriptions are safe links.
  await page.goto(`/listings/${ids[1]}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("dir", "auto");
  expect(await page.getByRole("heading", { level: 1 }).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await page.goto(`/listings/${ids[0]}`);
  const link = page.getByRole("link", { name: url });
  await expect(link).toHaveAttribute("href", url);
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
  await context.close();
});

/** Buttons, tabs, chips and nav links must be at least 44 px in both directions (inline text links excepted). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const els = document.querySelectorAll<HTMLElement>("button, a, [role=radio], [role=tab], input[type=checkbox], input[type=radio], select, summary");
    for (const el of els) {
      if (el.closest("[data-inline-links], .skip-link, footer") || el.classList.contains("skip-link")) continue;
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.visibility === "hidden") continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // A visually hidden input is operated through its visible label.
      if ((el as HTMLInputElement).type === "checkbox" || (el as HTMLInputElement).type === "radio") {
        const label = el.closest("label");
        if (!label) continue;
        const lr = label.getBoundingClientRect();
        if (lr.height < 44) out.push(`label ${label.textContent?.trim().slice(0, 30)} ${Math.round(lr.width)}x${Math.round(lr.height)}`);
        continue;
      }
      // The e-mail switch keeps its familiar 56×32 look; a pseudo-element grows its hit area to 72×48.
      if (el.getAttribute("role") === "switch" && r.height >= 24) continue;
      if (r.height < 43.5 || r.width < 43.5) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
  });
}

/** Tabs through the page: every focused element shows a ring and is not covered by the header or the bottom nav. */
async function hiddenFocus(page: Page, tabs = 60) {
  const problems: string[] = [];
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press("Tab");
    const p = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // The skip link is the newcomer test's (first stop, lands on the content). Here the walk wraps
      // round to it through the browser's own controls, and whether it then shows depends on timing.
      if (el.classList.contains("skip-link")) return null;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      // A label wrapping a visually hidden input carries the ring.
      const label = el.closest("label");
      const labelRing = label && getComputedStyle(label).outlineStyle !== "none";
      if (!ring && !labelRing) return `${name}: no focus ring`;
      const target = label && r.width <= 1 ? label.getBoundingClientRect() : r;
      const x = Math.min(Math.max(target.left + target.width / 2, 1), innerWidth - 1);
      const y = Math.min(Math.max(target.top + target.height / 2, 1), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && !el.contains(hit) && !(label && label.contains(hit)) && hit.closest("header, nav[aria-label=Main]")) return `${name}: hidden under ${hit.closest("header, nav")!.tagName.toLowerCase()}`;
      return null;
    });
    if (p) problems.push(p);
  }
  return problems;
}

test("phone: 44 px targets and focus never hidden or ringless", async ({ browser, baseURL }) => {
  // 14 pages × 60 tabs: 51 s alone, 2–2.5 min beside the other e2e half in CI.
  test.setTimeout(300_000);
  const context = await contextFor(browser, baseURL!, 390, "light");
  const ids = await demoIds(context, baseURL!);
  await loginAs(context, baseURL!, DEMO.rosie.email);
  const page = await context.newPage();
  const small: string[] = [];
  const focus: string[] = [];
  for (const path of ["/listings", `/listings/${ids.listing}`, `/seller/${ids.other}`, "/my-listings", "/post-want", "/listings/new", "/profile", "/myfriends", "/gardeners?q=o", "/messages", "/invite-your-friends", "/events", `/events/${ids.event}`, "/events/new"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => {});
    small.push(...(await smallTargets(page)).map((s) => `${path}: ${s}`));
    focus.push(...(await hiddenFocus(page)).map((s) => `${path}: ${s}`));
  }
  expect(small).toEqual([]);
  expect(focus).toEqual([]);
  await context.close();
});

test("newcomer details: images, share tags, crawlable pages, skip link, dark theme, reduced motion", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: "reduce" });
  const ids = await demoIds(context, baseURL!);
  const page = await context.newPage();

  // The largest image of a page comes first and eagerly; small ones are thumbnails with a srcset.
  await page.goto(`/listings/${ids.listing}`);
  const main = page.locator("img[fetchpriority=high]").first();
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("srcset", /-thumb\.webp \d+w/);
  // Reduced motion: the photo's hover zoom has no transition left.
  expect(parseFloat(await main.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
  // Cards: the first two (the top of the screen) eager, the rest lazy, all thumbnails.
  await page.goto(`/seller/${ids.other}`);
  const cards = await page
    .getByRole("list", { name: `@${DEMO.basil.username}'s listings` })
    .evaluate((ul) => [...ul.children].map((li) => li.querySelector("img")).map((img) => img && { loading: img.loading, src: img.getAttribute("src") }));
  expect(cards.length).toBeGreaterThanOrEqual(2);
  cards.forEach((img, i) => {
    if (!img) return; // a listing without a photo shows a leaf
    expect(img.loading, `card ${i}`).toBe(i < 2 ? "eager" : "lazy");
    expect(img.src, `card ${i}`).toMatch(/-thumb\.webp$/);
  });
  // A profile shares as a person.
  await page.goto(`/seller/${ids.seller}`);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)).toMatchObject({ mainEntity: { "@type": "Person" } });
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "GardenSwap");

  // A listing without a photo shares the site image, with its size.
  const poster = await registerUser(context, baseURL!, "nophoto");
  const { access_token } = await loginAs(context, baseURL!, poster.email, poster.password);
  const created = await context.request.post("/api/listings/", { headers: { authorization: `Bearer ${access_token}` }, data: { title: "Rhubarb crowns", type_id: 3, category_id: 3, is_public: true } });
  expect(created.status()).toBe(201);
  await context.clearCookies();
  await page.goto(`/listings/${(await created.json()).id}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\.png$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");

  // Signed-in pages are not hidden from crawlers (they redirect them to the one canonical /login).
  const robots = await (await context.request.get("/robots.txt")).text();
  expect(robots).not.toMatch(/Disallow: \/(my-listings|messages)/);
  await page.goto("/my-listings");
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/login$/);

  // The skip link is the first stop and lands on the page's content.
  await page.goto("/listings");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  // The dark theme follows the system.
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.emulateMedia({ colorScheme: "dark" });
  // Read after a fresh load: on the page the skip link had scrolled (#main), Chromium kept the light
  // background after the switch on both CI attempts; a page opened in the dark theme is what a gardener sees.
  await page.goto("/listings");
  await expect.poll(background).not.toBe(light);
  await page.emulateMedia({ colorScheme: "light" });

  await context.close();
});

/**
 * The chat fits a phone and a laptop at 200% zoom: the composer and Send stay on screen. Rosie owes
 * basil a thank-you, so the trade panel opens by itself; on a short screen it keeps to a strip (it
 * once filled the screen and pushed the composer 61 px below the fold).
 */
test("a zoomed chat keeps the composer and Send on screen (200% zoom)", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: "reduce" });
  const ids = await demoIds(context, baseURL!);
  const page = await context.newPage();
  await loginAs(context, baseURL!, DEMO.rosie.email);
  for (const size of [{ width: 195, height: 422 }, { width: 640, height: 450 }]) {
    await page.setViewportSize(size);
    await page.goto(`/messages/${ids.other}`);
    // Polled: the thread scrolls to its end and the composer settles after the page's first paint.
    for (const el of [page.getByRole("textbox", { name: "Message", exact: true }), page.getByRole("button", { name: "Send", exact: true })]) {
      await expect.poll(async () => { const b = await el.boundingBox(); return b ? b.y + b.height : Infinity; }, { message: `${size.width}×${size.height}` }).toBeLessThanOrEqual(size.height);
      await expect.poll(async () => { const b = await el.boundingBox(); return b ? b.x + b.width : Infinity; }).toBeLessThanOrEqual(size.width);
    }
  }
  await context.close();
});
