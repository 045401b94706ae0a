import { axeFor } from "./axe";
import { es } from "../lib/i18n/messages/es";
import { expect, loginAs, registerUser, test, type Page, reviewShots } from "./fixtures";

const shots = (page: Page, name: string) => reviewShots(page, "languages", name);

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 38, the interface's languages (decision 0231): a visitor's browser language, the footer's
 * chooser and hreflang; the public page cache keeps each language's page apart; Arabic right to left
 * passes axe at 390 px, light and dark.
 */
test("a visitor's language: Accept-Language, the chooser, hreflang, one cached page per language", async ({ browser, baseURL, request }) => {
  const [listing] = (await (await request.get("/api/listings/?public=true&limit=1")).json()) as { id: number }[];
  const path = `/listings/${listing.id}`;

  // A browser in Spanish gets the page in Spanish, pointing at its other languages.
  const spanish = await browser.newContext({ baseURL, locale: "es-MX", viewport: { width: 390, height: 844 } });
  const es = await spanish.newPage();
  await es.goto(path);
  await expect(es.locator("html")).toHaveAttribute("lang", "es");
  await expect(es.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(es.getByRole("link", { name: "Ayuda" })).toBeVisible();
  await expect(es.getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(es.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", new RegExp(`${path}\\?lang=ar$`));
  await expect(es.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expect(es.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}\\?lang=es$`));

  // The same page for an English browser right after: English, though the Spanish one is cached.
  const english = await browser.newContext({ baseURL, locale: "en-US", viewport: { width: 390, height: 844 } });
  const page = await english.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Help" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ayuda" })).toHaveCount(0);

  // The chooser: Arabic, kept on the next pages, laid out right to left.
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("link", { name: "مساعدة" })).toBeVisible();
  await expect(page.getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
  await expect(page.getByText("العربية", { exact: true })).toHaveAttribute("aria-current", "true");
  await page.goto("/listings");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.goto(path);
  await page.waitForLoadState("networkidle").catch(() => {});
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const result = await axeFor(page, colorScheme).analyze();
    expect(result.violations.map((v) => `${colorScheme}: ${v.id} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  }
  await shots(page, "listing-ar");

  // A link's ?lang= outvotes the cookie for that page only.
  await page.goto(`${path}?lang=es`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  // Back to English with the chooser.
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(errors).toEqual([]);
  await spanish.close();
  await english.close();
});

/**
 * A gardener's own language (Settings → Language): every page in it, whatever the browser says,
 * the nav and the footer included; and back.
 */
test("a gardener chooses Español in Settings: the app speaks it on every page, and English again", async ({ context, baseURL, page }) => {
  const user = await registerUser(context, baseURL!, "lang");
  const session = await loginAs(context, baseURL!, user.email, user.password);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const language = page.locator("#language");
  await expect(language.getByRole("radio", { name: /English/ })).toBeChecked();
  await language.getByRole("radio", { name: /Español/ }).check();
  await expect(page.getByRole("heading", { name: "Ajustes", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("#language").getByRole("radio", { name: /Español/ })).toBeChecked();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "mercado" })).toBeVisible();
  await shots(page, "settings-es");
  await page.goto("/listings");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "Normas de la comunidad" })).toBeVisible();
  const me = await (await page.request.get(`${baseURL}/api/auth/profile`, { headers: { authorization: `Bearer ${session.access_token}` } })).json();
  expect(me.language).toBe("es");

  // Arabic: the settings page right to left; then English again.
  await page.goto("/settings#language");
  await page.locator("#language").getByRole("radio", { name: /العربية/ }).check();
  await expect(page.getByRole("heading", { name: "الإعدادات", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shots(page, "settings-ar");
  await page.locator("#language").getByRole("radio", { name: /English/ }).check();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

/**
 * Issue 38's journey for a Spanish-speaking gardener, every step in Spanish: she signs up from a
 * browser in Spanish (which the account keeps), goes through onboarding, posts a listing, wishes for
 * "Tomates", finds a neighbour's "jitomates" by searching "tomates" (decision 0230), and receives the
 * match e-mail in Spanish. Every label she meets is the Spanish catalogue's, looked up by key.
 */
test("a Spanish-speaking gardener: sign-up, onboarding and posting in Spanish, a neighbour's jitomates found by their local name, the match e-mail in Spanish", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL, locale: "es-MX", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const name = `lucia_${Date.now().toString(36)}`;
  const email = `${name}@example.com`;

  // Sign up: the form in Spanish.
  await page.goto("/register");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const form = es.accountRegisterForm;
  await page.getByLabel(form.firstName, { exact: true }).fill("Lucía");
  await page.getByLabel(form.lastName, { exact: true }).fill("Jardinera");
  await page.getByLabel(form.username, { exact: true }).fill(name);
  await page.getByLabel(form.email, { exact: true }).fill(email);
  await page.getByLabel(form.password, { exact: true }).fill("semillas-de-mayo-1");
  await page.getByLabel(form.confirm, { exact: true }).fill("semillas-de-mayo-1");
  await page.getByRole("button", { name: form.submit }).click();

  // Onboarding, in Spanish.
  await expect(page).toHaveURL(/\/personal-info$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const place = es.accountPlaceForm;
  await page.getByLabel(place.city, { exact: true }).fill("Portland");
  await page.getByLabel(place.state, { exact: true }).fill("OR");
  await page.getByLabel(place.postcode, { exact: true }).fill("97214");
  await shots(page, "onboarding-es");
  await page.getByRole("button", { name: place.next }).click();

  // A listing, posted with the Spanish form.
  await expect(page).toHaveURL(/\/listings\/new$/);
  await expect(page.getByRole("heading", { name: es.postingPages.newHeading })).toBeVisible();
  const listing = es.postingListing;
  await page.getByLabel(listing.itemName, { exact: true }).fill("Semillas de calabaza");
  await page.getByText(listing.giveaway, { exact: true }).click();
  await page.getByText(listing.seeds, { exact: true }).click();
  await shots(page, "posting-es");
  await page.getByRole("button", { name: listing.save }).click();
  const posted = page.getByRole("status").filter({ hasText: es.marketMine.posted });
  await expect(posted).toContainText("Semillas de calabaza");
  await expect(posted.getByRole("link", { name: es.marketMine.viewListing })).toBeVisible();

  // A wish, in her own word.
  await page.goto("/post-want");
  const produce = es.postingWant.produce;
  await page.getByRole("region", { name: produce }).getByRole("combobox", { name: es.postingWant.wishN.replace("{category}", produce).replace("{n}", "1"), exact: true }).fill("Tomates");
  await page.getByRole("button", { name: es.postingWant.save }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText("Tomates", { exact: true })).toBeVisible();

  // The account kept the language of the page she signed up on.
  const session = await loginAs(context, baseURL!, email, "semillas-de-mayo-1");
  const me = await (await context.request.get(`${baseURL}/api/auth/profile`, { headers: { authorization: `Bearer ${session.access_token}` } })).json();
  expect(me.language).toBe("es");

  // A neighbour lists "jitomates".
  const neighbourContext = await browser.newContext({ baseURL });
  const neighbour = await registerUser(neighbourContext, baseURL!, "vecino");
  const neighbourSession = await loginAs(neighbourContext, baseURL!, neighbour.email, neighbour.password);
  const neighbourAuth = { authorization: `Bearer ${neighbourSession.access_token}` };
  expect((await neighbourContext.request.post(`${baseURL}/api/auth/upload-profile-image`, { headers: neighbourAuth, multipart: { city: "Portland", state: "OR", postcode: "97214" } })).status()).toBeLessThan(300);
  const title = `Jitomates de mi huerto ${Date.now().toString(36)}`;
  const created = await neighbourContext.request.post(`${baseURL}/api/listings/`, {
    headers: neighbourAuth,
    data: { title, description: "Maduros hoy.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 1 },
  });
  expect(created.status()).toBe(201);

  // Searching her own word finds the neighbour's: "tomates" and "jitomates" are both tomatoes.
  await page.goto("/listings?tab=public");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const search = page.getByRole("searchbox", { name: es.marketFeed.searchListings });
  await search.fill("tomates");
  await search.press("Enter");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await shots(page, "search-es");

  // The match e-mail, in Spanish.
  let mail: { kind: string; subject: string; text: string; html?: string } | undefined;
  await expect
    .poll(async () => {
      const r = await context.request.get(`${baseURL}/api/e2e/outbox?to=${encodeURIComponent(email)}`);
      mail = r.ok() ? ((await r.json()) as (typeof mail & object)[]).find((m) => m.kind === "match") : undefined;
      return mail?.subject;
    }, { timeout: 30_000 })
    .toBe(`Algo de tu lista de deseos: ${title}`);
  expect(mail!.text).toContain("Buenas noticias");
  expect(mail!.text).toContain("cosechas");
  expect(mail!.text).toContain(neighbour.username);
  expect(mail!.text).not.toMatch(/Good news|message the seller/);
  // So was the confirmation e-mail, sent before she chose anything.
  const all = (await (await context.request.get(`${baseURL}/api/e2e/outbox?to=${encodeURIComponent(email)}`)).json()) as { kind: string; subject: string }[];
  expect(all.find((m) => m.kind === "email_verification")?.subject).toBe("Confirma tu dirección de correo para GardenSwap");
  expect(errors).toEqual([]);
  await neighbourContext.close();
  await context.close();
});
