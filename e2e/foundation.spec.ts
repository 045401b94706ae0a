import { expect, test } from "./fixtures";

test("landing page for an anonymous visitor", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "Try it out for free" })).toHaveAttribute("href", "/login");
  for (const step of ["List", "Connect", "Share", "Match"]) await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} GardenSwap`)).toBeVisible();
});

test("landing page for a signed-in gardener, and logout back to /", async ({ page, loginAs }) => {
  await loginAs("rosie");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Marketplace" })).toHaveAttribute("href", "/listings");
  await expect(page.getByRole("link", { name: "Try it out for free" })).toHaveAttribute("href", "/listings");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});

test("signed-in-only pages send anonymous visitors to /login", async ({ page }) => {
  for (const path of ["/my-listings", "/profile", "/messages", "/myfriends"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});

test("a token from before logout no longer opens signed-in pages", async ({ page, context, loginAs }) => {
  const { access_token } = await loginAs("basil");
  await page.goto("/");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  // Put the old token back: the server refuses it.
  await context.addCookies([{ name: "next-auth.session-token", value: access_token, url: page.url() }]);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login/);
});

test("unknown paths show the 404 page", async ({ page }) => {
  const res = await page.goto("/no-such-garden");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the landing page shares well: description and an OpenGraph image that exists", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /marketplace for home gardeners/);
  const og = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(og).toMatch(/\/og\.png$/);
  const img = await request.get(new URL(og!).pathname);
  expect(img.status()).toBe(200);
  expect(img.headers()["content-type"]).toBe("image/png");
});

test("developer tools do not exist in production", async ({ page }) => {
  const res = await page.goto("/dev/outbox");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the health check answers", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", database: "up" });
});
