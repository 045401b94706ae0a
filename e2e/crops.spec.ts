import { expect, loginAs, registerUser, test } from "./fixtures";

test("crop-aware wish: type 'courg', pick 'Courgette (zucchini)', save; a neighbour's 'Zucchini — too many!' arrives live", async ({ page, context, browser, baseURL }) => {
  const wren = await registerUser(context, baseURL!, "wren");
  await loginAs(context, baseURL!, wren.email, wren.password);
  const mossContext = await browser.newContext({ baseURL });
  const moss = await registerUser(mossContext, baseURL!, "moss");
  const mossSession = await loginAs(mossContext, baseURL!, moss.email, moss.password);

  // The wish field suggests crops as you type; the keyboard picks one.
  await page.goto("/post-want");
  const field = page.getByRole("combobox", { name: "produce wish 1" });
  await field.pressSequentially("courg", { delay: 40 });
  const option = page.getByRole("option", { name: /^Courgette \(zucchini\)/ });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await field.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await field.press("Enter");
  await expect(field).toHaveValue("Courgette");
  await expect(field).toHaveAttribute("aria-expanded", "false");

  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  // Wait until the live connection has synced (a fresh page load) before the neighbour posts.
  const synced = page.waitForResponse((r) => r.url().includes("/api/notifications?limit=1") && r.ok());
  await page.goto("/my-listings?tab=want");
  await synced;
  await expect(page.getByText("Courgette", { exact: true })).toBeVisible();
  // Demo data may already hold courgettes: count from what the bell says now.
  const count = page.getByTestId("notification-count");
  const before = (await count.count()) ? Number(await count.textContent()) : 0;

  // Moss posts under the American name: Wren's bell rises without a reload.
  const posted = await mossContext.request.post(`${baseURL}/api/listings/`, {
    headers: { authorization: `Bearer ${mossSession.access_token}` },
    data: { title: "Zucchini — too many!", description: "Come and take some.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 1 },
  });
  expect(posted.status(), "post listing").toBe(201);
  const listing = (await posted.json()) as { id: number };
  await expect(count).toHaveText(String(before + 1));

  await page.getByTestId("notification-bell").click();
  await expect(page).toHaveURL(/\/match-noti$/);
  const item = page.getByTestId("notification").filter({ has: page.getByRole("link", { name: "Zucchini — too many!" }) });
  await expect(item.getByText("Match for your wish “Courgette”")).toBeVisible();
  await expect(item.getByRole("link", { name: "open listing" })).toHaveAttribute("href", `/listings/${listing.id}`);
  await mossContext.close();
});

test("the crop page: names by region, varieties, and who offers it", async ({ page }) => {
  await page.goto("/crops/courgette");
  await expect(page.getByRole("heading", { level: 1, name: "Courgette (zucchini)" })).toBeVisible();
  await expect(page.getByText("Cucurbita pepo")).toBeVisible();
  await expect(page.getByText(/gardeners? wants? it/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Varieties gardeners grow" })).toBeVisible();
  await expect(page).toHaveTitle(/Courgette \(zucchini\)/);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain("Courgette (zucchini)");
  const missing = await page.goto("/crops/triffid");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Crop not found" })).toBeVisible();
});

test("the crop page counts the gardeners near a signed-in gardener who want it (a count and their own town, never a place)", async ({ page, loginAs }) => {
  // Anonymous: how many want it, nothing "near".
  await page.goto("/crops/tomato");
  await expect(page.getByTestId("crop-demand")).toContainText(/\d+ gardeners? wants? it/);
  await expect(page.getByTestId("crop-demand")).not.toContainText("near");
  // Rosie (Portland): Basil, about 3 km away, wants cherry tomatoes; Juniper in Seattle is too far.
  await loginAs("rosie");
  await page.goto("/crops/tomato");
  await expect(page.getByTestId("crop-demand")).toContainText(/^\d+ gardeners? near Portland, OR wants? it \(\d+ in all\) · \d+ on offer$/);
  await expect(page.getByTestId("crop-demand")).not.toContainText(/Seattle|Beaverton|\bkm\b|miles?/);
});
