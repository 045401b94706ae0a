import { axeFor } from "./axe";
import { expect, loginAs, registerUser, test, type Page } from "./fixtures";

/**
 * Issue 31, items 7 and 10 (phone): an empty area says so and offers to invite neighbours (link, QR,
 * poster); blocking is confirmed and can be undone on the spot; a conversation carries the item
 * asked about; the help and policy pages exist, are linked and pass axe. (Offline Try again:
 * e2e/offline.spec.ts.)
 */

async function axe(page: Page, where: string) {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const result = await axeFor(page, colorScheme, { labelMismatch: true }).analyze();
    found.push(...result.violations.map((v) => `${where}, ${colorScheme}: ${v.id} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`));
  }
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

test("an empty area: 'Nothing near you yet', the nearest listings under an honest heading, and an invitation (link, QR, poster)", async ({ page, context, baseURL }) => {
  // A visitor in Boston: every demo listing is in Oregon or Washington, thousands of miles away.
  await context.addCookies([{ name: "gs_area", value: "02108", url: baseURL! }]);
  await page.goto("/listings?tab=public&category=all");
  const panel = page.getByRole("region", { name: "Nothing near you yet" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Nobody within 50 miles of");
  await expect(panel.getByRole("img", { name: "QR code inviting neighbours to GardenSwap" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Share an invitation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /The nearest listings, all farther away/ })).toBeVisible();
  // Each card says how far: the farthest bucket, never "near".
  await expect(page.getByRole("link").filter({ hasText: "over 30 miles" }).first()).toBeVisible();
  expect(await axe(page, "/listings (empty area)")).toEqual([]);

  await panel.getByRole("link", { name: "Print a poster" }).click();
  await expect(page).toHaveURL(/\/invite\/poster$/);
  await expect(page.getByRole("heading", { name: "A poster for your neighbours" })).toBeVisible();
  await page.getByLabel("Street, allotment or place (optional)").fill("Meanwood Allotments");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("article", { name: "Poster" })).toContainText("the gardeners of Meanwood Allotments");
  await expect(page.getByRole("img", { name: "QR code to join GardenSwap" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print the poster" })).toBeVisible();
  // Printed: only the poster, on white.
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  await expect(page.getByRole("heading", { name: "A poster for your neighbours" })).toBeHidden();
  expect(await page.getByRole("article", { name: "Poster" }).evaluate((el) => getComputedStyle(el).color)).toBe("rgb(31, 26, 23)");
  await page.emulateMedia({ media: "screen" });
  expect(await axe(page, "/invite/poster")).toEqual([]);
});

test("help, community guidelines, privacy and terms: real pages, linked from the footer and sign-up, axe clean", async ({ page }) => {
  await page.goto("/register");
  await expect(page.getByRole("main").getByRole("link", { name: "terms", exact: true })).toHaveAttribute("href", "/terms");
  await page.getByRole("navigation", { name: "About GardenSwap" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("never asked for, stored or shown");
  for (const [path, title, text] of [
    ["/privacy", "Privacy", "Delete your account"],
    ["/terms", "Terms", "at least 16 years old"],
    ["/guidelines", "Community guidelines", "invasive or prohibited species"],
    ["/help", "Help", "How do reserving and handing over work?"],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(text);
    expect(await axe(page, path)).toEqual([]);
  }
  // The landing page's footer links them too.
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Community guidelines" })).toHaveAttribute("href", "/guidelines");
});

test("blocking asks first (Cancel changes nothing), then says 'You blocked @x.' with an Undo that unblocks", async ({ page, context, browser, baseURL }) => {
  const other = await browser.newContext();
  const thorn = await registerUser(other, baseURL!, "thorn");
  const thornId = (await loginAs(other, baseURL!, thorn.email, thorn.password)).user.id;
  const wren = await registerUser(context, baseURL!, "wren");
  const { access_token } = await loginAs(context, baseURL!, wren.email, wren.password);
  const blocked = async () => (await (await context.request.get(`${baseURL}/api/users/blocked`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as { id: number }[];
  const handle = `@${thorn.username}`;

  await page.goto(`/seller/${thornId}`);
  await page.getByRole("button", { name: `Block ${handle}` }).click();
  const dialog = page.getByRole("dialog", { name: `Block ${handle}?` });
  await expect(dialog).toContainText(`${handle} is not told.`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await blocked()).toEqual([]);

  await page.getByRole("button", { name: `Block ${handle}` }).click();
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  const notice = page.getByTestId("block-undo");
  await expect(notice.getByRole("status")).toHaveText(new RegExp(`You blocked ${handle}\\.`));
  expect((await blocked()).map((b) => b.id)).toEqual([thornId]);
  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(notice.getByRole("status")).toContainText(`${handle} is unblocked.`);
  expect(await blocked()).toEqual([]);
  await page.goto(`/seller/${thornId}`);
  await expect(page.getByRole("heading", { name: new RegExp(thorn.username) }).first()).toBeVisible();
  await other.close();
});

test("a conversation carries the item asked about: the list shows it, the owner's trade panel lists it first", async ({ page, context, browser, baseURL }) => {
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await registerUser(ownerContext, baseURL!, "grower");
  const ownerSession = await loginAs(ownerContext, baseURL!, owner.email, owner.password);
  const auth = { authorization: `Bearer ${ownerSession.access_token}` };
  const post = async (title: string) => {
    const res = await ownerContext.request.post(`${baseURL}/api/listings/`, {
      headers: auth,
      data: { title, description: "From the allotment.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 1 },
    });
    expect(res.status(), "post listing").toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const zucchini = await post("Zucchini glut");
  await post("Heirloom seeds");
  await post("Strawberry runners");
  const asker = await registerUser(context, baseURL!, "asker");
  const askerId = (await loginAs(context, baseURL!, asker.email, asker.password)).user.id;

  await page.goto(`/listings/${zucchini}`);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("message-out")).toHaveCount(1, { timeout: 15_000 });
  await page.goto("/messages");
  await expect(page.getByRole("link", { name: new RegExp(owner.username) }).getByTestId("conversation-item")).toHaveText(/Zucchini glut/);

  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/messages/${askerId}`);
  await ownerPage.getByText(`Reserve or hand over to ${asker.username}`, { exact: true }).click();
  await expect(ownerPage.getByText(`${asker.username} asked about this`)).toBeVisible();
  // First in the panel, although it is the oldest of the three (newest first put it last).
  const firstOffer = ownerPage.locator("details").first().locator("li").first();
  await expect(firstOffer).toContainText(`${asker.username} asked about this`);
  await expect(firstOffer).toContainText("Zucchini glut");
  await ownerContext.close();
});
