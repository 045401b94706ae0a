import sharp from "sharp";
import { expect, loginAs, registerUser, test } from "./fixtures";

const photo = async () => ({
  name: "tomatoes.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#e8702a" } }).png().toBuffer(),
});

test("post a sell listing with a photo, find it, filter, edit and delete it", async ({ page, context, browser, baseURL }) => {
  const seller = await registerUser(context, baseURL!, "seller");
  await loginAs(context, baseURL!, seller.email, seller.password);
  const title = `Sungold tomatoes ${Date.now().toString(36)}`;

  await page.goto("/listings/new");
  await page.getByTestId("listing-image").setInputFiles(await photo());
  await expect(page.getByAltText("Selected photo preview")).toBeVisible();
  await page.getByLabel("Item name").fill("ab");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page.getByText("Title must be at least 3 characters long")).toBeVisible();
  await expect(page.getByText("Price must be greater than 0 for sell listings")).toBeVisible();
  await page.getByLabel("Item name").fill(title);
  await page.getByLabel("Price ($)").fill("7");
  await page.getByText("seeds", { exact: true }).click();
  await page.getByLabel("Description").fill("Home-saved seeds from the sweetest cherry tomato.");
  await expect(page.getByRole("radio", { name: "Everyone" })).toBeChecked();
  await page.getByRole("button", { name: "save" }).click();

  // My lists confirms it (view and share), grouped under its category.
  await expect(page).toHaveURL(/\/my-listings\?posted=\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "Posted!" })).toContainText(title);
  await expect(page.getByRole("link", { name: "View listing" })).toBeVisible();
  const seeds = page.getByRole("region", { name: "seeds" });
  await expect(seeds.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expect(seeds.getByText("$7")).toBeVisible();

  // A second gardener finds it in Public, filters and sorts.
  const other = await browser.newContext({ baseURL });
  const buyer = await registerUser(other, baseURL!, "buyer");
  await loginAs(other, baseURL!, buyer.email, buyer.password);
  const p2 = await other.newPage();
  // A newcomer without friends opens on Public; Friend's says why it is empty.
  await p2.goto("/listings");
  await expect(p2.getByRole("link", { name: "Public", exact: true })).toHaveAttribute("aria-current", "page");
  await p2.getByRole("link", { name: "Friend's", exact: true }).click();
  await expect(p2).toHaveURL(/\/listings\?tab=friends$/);
  await expect(p2.getByText("No listings from friends yet. Check out the public listings!")).toBeVisible();
  await p2.getByRole("link", { name: "Public", exact: true }).click();
  await expect(p2).toHaveURL(/\/listings\?tab=public$/);
  await p2.getByRole("link", { name: "seeds", exact: true }).click();
  await expect(p2).toHaveURL(/tab=public&category=seeds/);
  await expect(p2.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await p2.getByRole("button", { name: /Filters/ }).click();
  const dialog = p2.getByRole("dialog", { name: "Filters" });
  await dialog.getByRole("button", { name: "lowest" }).click();
  await dialog.getByRole("button", { name: "exchange" }).click();
  await dialog.getByRole("button", { name: "giveaway" }).click();
  await dialog.getByLabel("min").fill("5");
  await dialog.getByLabel("max").fill("1x0");
  await expect(dialog.getByLabel("max")).toHaveValue("10");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(p2).toHaveURL(/sort=lowest&show=sell&min=5&max=10/);
  await expect(p2.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  const prices = (await p2.locator("ul[aria-label='seeds listings'] li").allInnerTexts()).map((t) => Number(/\$(\d+(\.\d+)?)/.exec(t)?.[1]));
  expect(prices.every((n) => n >= 5 && n <= 10)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The filtered marketplace is a link: opening it again gives the same view.
  await p2.goto(p2.url());
  await expect(p2.getByRole("button", { name: "Filters (3 active)" })).toBeVisible();
  // Search by a word of the description.
  await p2.goto("/listings?tab=public&category=seeds");
  await p2.getByRole("searchbox", { name: "Search listings" }).fill("sweetest");
  await p2.keyboard.press("Enter");
  await expect(p2).toHaveURL(/q=sweetest/);
  await expect(p2.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  // The buyer sees share, not edit or delete.
  await p2.getByRole("link", { name: new RegExp(title) }).click();
  await expect(p2.getByRole("heading", { name: title })).toBeVisible();
  await expect(p2.getByRole("button", { name: "share" })).toBeVisible();
  await expect(p2.getByRole("link", { name: "edit" })).toHaveCount(0);
  await expect(p2.getByRole("button", { name: "delete" })).toHaveCount(0);
  await other.close();

  // Edit as the owner.
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const img = page.getByRole("button", { name: `${title} tap to enlarge` }).locator("img");
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("link", { name: "edit" }).click();
  await expect(page).toHaveURL(/\/listings\/\d+\/edit$/);
  await expect(page.getByLabel("Item name")).toHaveValue(title);
  await page.getByLabel("Item name").fill(`${title} (swap)`);
  await page.getByText("exchange", { exact: true }).click();
  await expect(page.getByLabel("Price ($)")).toHaveCount(0);
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/listings\/\d+$/);
  await expect(page.getByRole("heading", { name: `${title} (swap)` })).toBeVisible();
  await expect(page.getByText("exchange", { exact: true })).toBeVisible();

  // Trade: handed over to someone else (no one to choose from yet) → completed.
  await page.getByRole("button", { name: "Mark as given / sold / swapped" }).click();
  const who = page.getByRole("dialog", { name: "Who got it?" });
  await who.getByRole("radio", { name: "Someone else" }).check();
  await who.getByRole("button", { name: "Mark as given" }).click();
  await expect(page.getByText("Given to someone else")).toBeVisible();
  await expect(page.getByText("completed", { exact: true }).first()).toBeVisible();

  // Delete, after confirming.
  await page.getByRole("button", { name: "delete" }).click();
  await page.getByRole("dialog", { name: "Delete this listing?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  await expect(page.getByText("No listings found.")).toBeVisible();
});

test("wishes: at most 5 per category, saved together", async ({ page, context, baseURL }) => {
  const u = await registerUser(context, baseURL!, "wisher");
  await loginAs(context, baseURL!, u.email, u.password);
  await page.goto("/my-listings?tab=want");
  await expect(page.getByText("No items in wishlist.")).toBeVisible();
  await page.getByRole("link", { name: "Add to your wish list" }).click();
  await expect(page).toHaveURL(/\/post-want$/);
  const produce = page.getByRole("region", { name: "produce" });
  const add = produce.getByRole("button", { name: "Add produce" });
  await expect(add).toBeDisabled();
  // Each wish field suggests crops as you type; Escape closes the suggestions so they cover nothing.
  await produce.getByRole("combobox", { name: "produce wish 1", exact: true }).fill("ab");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page.getByText("Each item must have at least 3 characters")).toBeVisible();
  const names = ["Zucchini", "Apples", "Pears", "Rhubarb", "Figs"];
  for (const [i, name] of names.entries()) {
    if (i > 0) {
      await expect(add).toBeEnabled();
      await add.click();
    }
    await produce.getByRole("combobox", { name: `produce wish ${i + 1}`, exact: true }).fill(name);
    await page.keyboard.press("Escape");
  }
  await expect(add).toBeDisabled();
  await expect(produce.getByText("Up to 5 wishes per category.")).toBeVisible();
  await page.getByRole("region", { name: "seeds" }).getByRole("combobox", { name: "seeds wish 1", exact: true }).fill("Chilli seeds");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  for (const name of [...names, "Chilli seeds"]) await expect(page.getByText(name, { exact: true })).toBeVisible();

  // Remove one here, another on the form: both saved.
  await page.getByRole("button", { name: "Delete Figs" }).click();
  await expect(page.getByText("Figs", { exact: true })).toHaveCount(0);
  await page.goto("/post-want");
  await page.getByRole("region", { name: "produce" }).getByRole("button", { name: "Remove Pears" }).click();
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText("Pears", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Apples", { exact: true })).toBeVisible();
});

test("a friends-only listing is seen by a friend and not by a stranger", async ({ page, context, browser, baseURL, loginAs: login }) => {
  // rosie's "Saved bean seeds" is friends-only; basil is her friend, sage only asked.
  const rosie = await browser.newContext({ baseURL });
  const { access_token } = await loginAs(rosie, baseURL!, "rosie@gardenswap.test");
  const mine = await (await rosie.request.get("/api/listings/?mine=true", { headers: { authorization: `Bearer ${access_token}` } })).json();
  const beans = mine.find((l: { title: string }) => l.title === "Saved bean seeds");
  expect(beans.is_public).toBe(false);
  await rosie.close();

  await login("basil");
  await page.goto("/listings?category=seeds");
  await expect(page.getByRole("link", { name: /Saved bean seeds/ })).toBeVisible();
  await page.goto(`/listings/${beans.id}`);
  await expect(page.getByRole("heading", { name: "Saved bean seeds" })).toBeVisible();
  await expect(page.getByText("friends only")).toBeVisible();

  const stranger = await browser.newContext({ baseURL });
  await loginAs(stranger, baseURL!, "sage@gardenswap.test");
  const p2 = await stranger.newPage();
  await p2.goto("/listings?tab=public&category=seeds");
  await expect(p2.getByRole("link", { name: /Marigold seeds/ })).toBeVisible();
  await expect(p2.getByRole("link", { name: /Saved bean seeds/ })).toHaveCount(0);
  const hidden = await p2.goto(`/listings/${beans.id}`);
  expect(hidden?.status()).toBe(404);
  await expect(p2.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  const api = await stranger.request.get(`/api/listings/${beans.id}`);
  expect(api.status()).toBe(404);
  const image = await stranger.request.get(`/api/${beans.featured_image}`);
  expect(image.status()).toBe(404);
  await stranger.close();
  void context;
});

test("anonymous visitors open a public listing with share metadata", async ({ page }) => {
  const all = (await (await page.request.get("/api/listings/?public=true&limit=100")).json()) as { id: number; title: string; featured_image: string | null }[];
  const list = all.filter((l) => l.featured_image);
  await page.goto(`/listings/${list[0].id}`);
  await expect(page.getByRole("heading", { name: list[0].title })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/api\/images\/[a-f0-9]{64}\.webp$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", /^\d+$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/listings/${list[0].id}$`));
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "GardenSwap");
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)).toMatchObject({ "@type": "Product", name: list[0].title });
  for (const [path, type] of [["/robots.txt", "text/plain"], ["/sitemap.xml", "application/xml"], ["/sitemaps/listings-0.xml", "application/xml"], ["/favicon.ico", "image/"]] as const) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toContain(type);
  }
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign up to message" })).toHaveAttribute("href", /^\/register\?next=%2Flistings%2F\d+%23message$/);
  const missing = await page.goto("/listings/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the API answers /api/listings/ with the trailing slash in place (no redirect)", async ({ request }) => {
  const login = await request.post("/api/auth/login", { form: { username: "fern@gardenswap.test", password: "gardenswap123" } });
  const { access_token } = await login.json();
  const res = await request.post("/api/listings/", {
    headers: { authorization: `Bearer ${access_token}` },
    data: { title: "Trailing slash test", type_id: 3, category_id: 1, is_public: false },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(201);
  const created = await res.json();
  const list = await request.get("/api/listings/?mine=true", { headers: { authorization: `Bearer ${access_token}` }, maxRedirects: 0 });
  expect(list.status()).toBe(200);
  expect((await list.json()).map((l: { id: number }) => l.id)).toContain(created.id);
  const del = await request.delete(`/api/listings/${created.id}/`, { headers: { authorization: `Bearer ${access_token}` }, maxRedirects: 0 });
  expect(del.status()).toBe(204);
});

test("the marketplace loads more as you scroll (keyset pages)", async ({ page, context, baseURL }) => {
  const u = await registerUser(context, baseURL!, "grower");
  const { access_token } = await loginAs(context, baseURL!, u.email, u.password);
  const word = `zinnia${Date.now().toString(36)}`;
  for (let i = 0; i < 30; i++) {
    const res = await context.request.post("/api/listings/", {
      headers: { authorization: `Bearer ${access_token}` },
      data: { title: `${word} pot ${i}`, type_id: 2, category_id: 3, is_public: true },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/listings?tab=public&category=plants&q=${word}`);
  const cards = page.getByRole("link", { name: new RegExp(`${word} pot`) });
  await expect(cards).toHaveCount(24);
  await expect(page.getByRole("link", { name: new RegExp(`${word} pot 29\\b`) })).toBeVisible();
  await page.getByText("That’s everything for now.").or(page.getByRole("button", { name: "Load more" })).first().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole("link", { name: new RegExp(`${word} pot 0\\b`) })).toBeVisible();
  await expect(page.getByText("That’s everything for now.")).toBeVisible();
});

test("anonymous visitors browse the public marketplace; a search finds other categories in one tap", async ({ page }) => {
  await page.goto("/listings?q=lemon");
  await expect(page).toHaveURL(/\/listings\?q=lemon$/); // no detour through /login
  await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", "/register");
  // A search spans every category (issue 31 item 5): the plant shows at once, no detour through "See plants".
  await expect(page.getByTestId("market-summary")).toContainText("All categories");
  await expect(page.getByRole("link", { name: /Lemon balm/ })).toBeVisible();
  await page.getByRole("link", { name: "plants", exact: true }).click();
  await expect(page).toHaveURL(/category=plants/);
  await expect(page.getByRole("link", { name: /Lemon balm/ })).toBeVisible();
});
