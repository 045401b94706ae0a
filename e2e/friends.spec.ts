import type { BrowserContext, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, loginAs, registerUser, test } from "./fixtures";

/** Console errors on a second gardener's page fail the test too. */
function watchConsole(page: Page, errors: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error" && !/Failed to load resource: the server responded with a status of (401|403|404|409|422)/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
}

async function friendsOnlyListing(context: BrowserContext, baseURL: string, token: string, title: string) {
  const res = await context.request.post(`${baseURL}/api/listings/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: "Only for my friends.", price: 0, is_active: true, is_public: false, type_id: 2, state_id: 1, category_id: 2 },
  });
  expect(res.status(), "create listing").toBe(201);
  return (await res.json()) as { id: number; title: string };
}

test("two gardeners find each other, connect, see friends-only listings, and disconnect", async ({ page, context, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  // Ivy (this browser) and Oak (a second browser) are brand-new gardeners.
  const ivy = await registerUser(context, baseURL!, "ivy");
  const ivySession = await loginAs(context, baseURL!, ivy.email, ivy.password);
  const oakContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const oak = await registerUser(oakContext, baseURL!, "oak");
  const oakSession = await loginAs(oakContext, baseURL!, oak.email, oak.password);
  const oakPage = await oakContext.newPage();
  const oakErrors: string[] = [];
  watchConsole(oakPage, oakErrors);

  const ivyListing = await friendsOnlyListing(context, baseURL!, ivySession.access_token, `Ivy's saved peas ${stamp}`);
  const oakListing = await friendsOnlyListing(oakContext, baseURL!, oakSession.access_token, `Oak's acorn squash seeds ${stamp}`);

  // Strangers: neither sees the other's friends-only listing.
  expect((await context.request.get(`${baseURL}/api/listings/${oakListing.id}`)).status()).toBe(404);
  await page.goto(`/seller/${oakSession.user.id}`);
  await expect(page.getByText("No listings found.")).toBeVisible();

  // Ivy finds Oak by searching part of the username, in capitals.
  // Results update as Ivy types: no submit, no page reload.
  await page.goto("/gardeners");
  await page.getByRole("searchbox", { name: "Search by username, name or town" }).fill(oak.username.slice(0, 8).toUpperCase());
  const result = page.getByRole("listitem").filter({ hasText: `@${oak.username}` });
  await expect(result).toBeVisible();
  // ... opens the profile and asks from there.
  await result.getByRole("link", { name: new RegExp(`@${oak.username}`) }).click();
  await expect(page).toHaveURL(`/seller/${oakSession.user.id}`);
  await expect(page.getByRole("heading", { name: `@${oak.username}` })).toBeVisible();
  await expect(page.getByText("Location not specified")).toBeVisible();
  await expect(page.getByText("0 friends")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`Message @${oak.username}`) })).toHaveAttribute("href", `/messages/${oakSession.user.id}`);
  await page.getByRole("button", { name: `Add friend @${oak.username}` }).click();
  const sent = page.getByRole("dialog", { name: "Your connection request was sent!" });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole("button", { name: "cancel request" })).toBeVisible();
  await sent.getByRole("button", { name: "ok!" }).click();
  await expect(sent).toBeHidden();
  await expect(page.getByText("Request sent")).toBeVisible();

  // Oak accepts from /myfriends (Show Pending).
  await oakPage.goto("/myfriends");
  await expect(oakPage.getByText("You haven't added any friends yet.")).toBeVisible();
  await oakPage.getByRole("link", { name: /Show Pending/ }).click();
  await expect(oakPage).toHaveURL(/show=pending/);
  const request = oakPage.getByRole("list", { name: "Friend requests to you" }).getByRole("listitem").filter({ hasText: `@${ivy.username}` });
  await expect(request).toBeVisible();
  await request.getByRole("button", { name: `Accept @${ivy.username}` }).click();
  await expect(oakPage.getByText("No pending friend requests.")).toBeVisible();
  await oakPage.getByRole("link", { name: "Show Friends" }).click();
  const friendCard = oakPage.getByRole("list", { name: "Friends" }).getByRole("link", { name: new RegExp(`@${ivy.username}`) });
  await expect(friendCard).toBeVisible();
  // The search box filters by username, case-insensitively.
  await oakPage.getByRole("searchbox", { name: "Search friends by username" }).fill(ivy.username.toUpperCase());
  await expect(friendCard).toBeVisible();
  await oakPage.getByRole("searchbox", { name: "Search friends by username" }).fill("zzz-nobody");
  await expect(oakPage.getByText(/No friends match/)).toBeVisible();

  // Both see each other's friends-only listing at once.
  await oakPage.goto("/my-friend-listing");
  await expect(oakPage.getByRole("link", { name: new RegExp(ivyListing.title) })).toBeVisible();
  await page.goto(`/seller/${oakSession.user.id}`);
  await expect(page.getByText("1 friend", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(oakListing.title) })).toBeVisible();
  expect((await context.request.get(`${baseURL}/api/listings/${oakListing.id}`)).status()).toBe(200);

  // Ivy removes the friendship after confirming.
  await page.getByRole("button", { name: "Remove friend" }).click();
  const confirm = page.getByRole("dialog", { name: `Remove @${oak.username} from your friends?` });
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByRole("button", { name: `Add friend @${oak.username}` })).toBeVisible();
  await expect(page.getByText("0 friends")).toBeVisible();
  await expect(page.getByText("No listings found.")).toBeVisible();

  // ... and the listings disappear for both.
  await oakPage.goto("/my-friend-listing");
  await expect(oakPage.getByText("No listings from friends yet. Check out the public listings!")).toBeVisible();
  expect((await oakContext.request.get(`${baseURL}/api/listings/${ivyListing.id}`)).status()).toBe(404);
  expect((await context.request.get(`${baseURL}/api/listings/${oakListing.id}`)).status()).toBe(404);

  await oakContext.close();
  expect(oakErrors, "console errors in the second browser").toEqual([]);
});

test("cancel request from the confirmation, and the QR code and share link on /myfriends", async ({ page, context, baseURL }) => {
  const me = await registerUser(context, baseURL!, "qr");
  const session = await loginAs(context, baseURL!, me.email, me.password);
  // Sage's id, without putting Sage's session in this browser.
  const sageLogin = await context.request.post(`${baseURL}/api/auth/login`, { form: { username: DEMO.sage.email, password: DEMO_PASSWORD } });
  const { user: sage } = (await sageLogin.json()) as { user: { id: number } };

  await page.goto(`/seller/${sage.id}`);
  await page.getByRole("button", { name: `Add friend @${DEMO.sage.username}` }).click();
  const sent = page.getByRole("dialog", { name: "Your connection request was sent!" });
  await sent.getByRole("button", { name: "cancel request" }).click();
  await expect(sent).toBeHidden();
  await expect(page.getByRole("button", { name: `Add friend @${DEMO.sage.username}` })).toBeVisible();
  const status = await context.request.get(`${baseURL}/api/auth/friends/status/${sage.id}`, { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(await status.json()).toMatchObject({ status: "none" });

  await page.goto("/myfriends");
  await expect(page.getByRole("heading", { name: "Connect to your friends" })).toBeVisible();
  await page.getByRole("button", { name: "Use QR Code" }).click();
  const qr = page.getByRole("dialog", { name: "Your profile QR code" });
  const profileUrl = `${baseURL}/seller/${session.user.id}`;
  await expect(qr.getByRole("img", { name: `QR code for ${profileUrl}` })).toBeVisible();
  const box = await qr.getByRole("img", { name: `QR code for ${profileUrl}` }).boundingBox();
  expect(Math.round(box!.width)).toBe(200);
  expect(Math.round(box!.height)).toBe(200);
  await expect(qr.getByText(profileUrl)).toBeVisible();
  await qr.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Share your profile" })).toBeVisible();
});

test("an anonymous visitor sees a public profile without friend actions, and unknown ids say 'User not found'", async ({ page }) => {
  const res = await page.goto("/seller/1");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: /^@/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add friend/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Message @/ })).toHaveCount(0);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /on GardenSwap/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/api\/images\/.+\.webp$/);
  await page.getByRole("link", { name: "Want" }).click();
  await expect(page).toHaveURL(/\/seller\/1\?tab=want/);

  const missing = await page.goto("/seller/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  expect((await page.goto("/seller/abc"))?.status()).toBe(404);
});
