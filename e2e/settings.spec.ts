import { axeOf } from "./axe";
import type { APIRequestContext, Browser } from "@playwright/test";
import { DEMO, expect, loginAs, registerUser, test } from "./fixtures";

/**
 * Issue 31 item 8: the account is yours to run, on a phone and a desktop. Settings change the name,
 * the units (the same unit on the marketplace and a listing page), the e-mail (the old address stays
 * the login until the link in the e2e outbox is opened) and the password (another session ends, this
 * one stays). axe on /settings, light and dark.
 */

async function loginStatus(request: APIRequestContext, baseURL: string, email: string, password: string) {
  return (await request.post(`${baseURL}/api/auth/login`, { form: { username: email, password } })).status();
}

async function confirmLink(request: APIRequestContext, baseURL: string, to: string) {
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${baseURL}/api/e2e/outbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
      const m = mails.find((x) => x.subject === "Confirm your e-mail address for GardenSwap");
      link = /(http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(m?.text ?? "")?.[1] ?? "";
      return link;
    })
    .toMatch(/verify-email\?token=/);
  return link;
}

async function journey(browser: Browser, baseURL: string, width: number) {
  const phone = width < 768;
  const viewport = { width, height: phone ? 844 : 900 };
  const context = await browser.newContext({ baseURL, viewport, isMobile: phone, hasTouch: phone });
  const elsewhere = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const user = await registerUser(context, baseURL, `settings${width}`);
  await loginAs(context, baseURL, user.email, user.password);
  await loginAs(elsewhere, baseURL, user.email, user.password);

  // "edit details" on the profile leads to settings, not to the onboarding wizard.
  await page.goto("/profile");
  await page.getByRole("link", { name: "edit details" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  // Location, saved in place (no wizard, no new-listing form).
  const location = page.locator("#location");
  await location.getByLabel("City").fill("Portland");
  await location.getByLabel("State").fill("OR");
  await location.getByLabel("Postcode").fill("97214");
  await location.getByRole("button", { name: "Save location" }).click();
  await expect(location.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  // Name.
  const details = page.locator("#details");
  await details.getByLabel("First name").fill("Marigold");
  await details.getByRole("button", { name: "Save name" }).click();
  await expect(details.getByRole("status")).toHaveText("Saved");

  // Units: kilometres on the marketplace and on the listing page alike; then miles on both.
  for (const [label, unit] of [
    ["Kilometres", /under 2 km|about \d+ km|over 50 km/],
    ["Miles", /under 1 mile|about \d+ miles|over 30 miles/],
  ] as const) {
    await page.goto("/settings#distances");
    await page.getByRole("radio", { name: new RegExp(label) }).check();
    await expect(page.locator("#distances").getByRole("status")).toHaveText("Saved");
    await page.goto("/listings?tab=public");
    const card = page.getByRole("list", { name: "produce listings" }).getByRole("listitem").filter({ hasText: "Cherry tomatoes" }).first();
    await expect(card).toContainText(unit);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/listings\/\d+/);
    await expect(page.getByText(/ from you$/).first()).toContainText(unit);
  }

  // E-mail: pending until the link is opened; the old address stays the login meanwhile.
  const next = `new_${user.username}@example.com`;
  await page.goto("/settings#email");
  const email = page.locator("#email");
  await email.getByLabel("New e-mail address").fill(next);
  await email.getByLabel("Your password").fill(user.password);
  await email.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(email.getByTestId("pending-email")).toHaveText(next);
  await expect(email.getByTestId("current-email")).toHaveText(user.email);
  expect(await loginStatus(context.request, baseURL, next, user.password)).toBe(401);
  expect(await loginStatus(context.request, baseURL, user.email, user.password)).toBe(200);
  const link = await confirmLink(context.request, baseURL, next);
  await page.goto(link);
  await expect(page.getByText("Thank you: your e-mail address is confirmed.")).toBeVisible();
  await page.goto("/settings#email");
  await expect(email.getByTestId("current-email")).toHaveText(next);
  await expect(email.getByTestId("pending-email")).toHaveCount(0);
  expect(await loginStatus(context.request, baseURL, next, user.password)).toBe(200);

  // Password: the other browser's session ends; this one stays.
  const other = await elsewhere.newPage();
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/profile$/);
  const password = page.locator("#password");
  await password.getByLabel("Current password").fill(user.password);
  await password.getByLabel("New password", { exact: true }).fill("a-fresh-password-9");
  await password.getByLabel("New password again").fill("a-fresh-password-9");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toContainText("Your password has been changed");
  await other.goto("/profile");
  await expect(other).toHaveURL(/\/login/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Marigold" })).toBeVisible();
  expect(await loginStatus(context.request, baseURL, next, "a-fresh-password-9")).toBe(200);

  // axe on /settings, light and dark.
  await page.goto("/settings");
  await page.waitForLoadState("networkidle").catch(() => {});
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const result = await axeOf(page).analyze();
    expect(result.violations.map((v) => `${colorScheme}: ${v.id} — ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  }
  expect(errors).toEqual([]);
  await context.close();
  await elsewhere.close();
}

test("settings on a phone: location, name, units everywhere, e-mail until confirmed, password ends other sessions", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  await journey(browser, baseURL!, 390);
});

test("settings on a desktop: the same journey at 1280 px", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  await journey(browser, baseURL!, 1280);
});

test("prices in the seller's currency: pounds chosen in settings, on the form, the listing and the marketplace, for every reader", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const user = await registerUser(context, baseURL!, "pounds");
  await loginAs(context, baseURL!, user.email, user.password);

  // A new gardener without a place: dollars, as the SPEC's "$price".
  await page.goto("/settings#prices");
  const prices = page.locator("#prices");
  await expect(prices.getByRole("radio", { name: /US dollars/ })).toBeChecked();
  await prices.getByRole("radio", { name: /Pounds sterling/ }).check();
  await expect(prices.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(page.locator("#prices").getByRole("radio", { name: /Pounds sterling/ })).toBeChecked();

  const title = `Pound rhubarb ${Date.now()}`;
  await page.goto("/listings/new");
  await page.getByLabel("Item name").fill(title);
  await page.getByLabel("Price (£)").fill("3");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?posted=\d+$/);
  await expect(page.getByRole("region", { name: "produce" }).getByRole("listitem").filter({ hasText: title })).toContainText("£3");
  await page.getByRole("link", { name: "View listing" }).click();
  await expect(page).toHaveURL(/\/listings\/\d+$/);
  const id = /\/listings\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByText("£3", { exact: true }).first()).toBeVisible();

  // Another gardener reads it in pounds too: on the listing and on its card.
  const rosie = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await loginAs(rosie, baseURL!, DEMO.rosie.email);
  const other = await rosie.newPage();
  await other.goto(`/listings/${id}`);
  await expect(other.getByText("£3", { exact: true }).first()).toBeVisible();
  // Anywhere: the new gardener has no place, so a radius would leave their listing out.
  await other.goto(`/listings?tab=public&within=any&q=${encodeURIComponent(title)}`);
  await expect(other.getByRole("listitem").filter({ hasText: title }).first()).toContainText("£3");
  expect(errors).toEqual([]);
  await rosie.close();
  await context.close();
});
