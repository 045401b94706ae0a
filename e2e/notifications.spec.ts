import { expect, loginAs, registerUser, test } from "./fixtures";

/** Letters only (numbers are ignored by the match rule), unique per run. */
const tag = () =>
  Array.from({ length: 7 }, () => "bcdfghjklmnpqrstvwz"[Math.floor(Math.random() * 19)]).join("") + "ia";

test("a wish comes true: the bell rises live, /match-noti shows the match, the e-mail is in the outbox", async ({ page, context, browser, baseURL }) => {
  const crop = tag();
  // Wren wishes (this browser); Moss posts (API only, another context).
  const wren = await registerUser(context, baseURL!, "wren");
  const wrenSession = await loginAs(context, baseURL!, wren.email, wren.password);
  const mossContext = await browser.newContext({ baseURL });
  const moss = await registerUser(mossContext, baseURL!, "moss");
  const mossSession = await loginAs(mossContext, baseURL!, moss.email, moss.password);

  const wish = await context.request.post(`${baseURL}/api/listings/want-listings`, {
    headers: { authorization: `Bearer ${wrenSession.access_token}` },
    data: { title: `${crop} seeds`, category_id: 2 },
  });
  expect(wish.status(), "add wish").toBeLessThan(300);

  // The bell is there, with nothing unread yet; wait until the live connection has synced.
  const synced = page.waitForResponse((r) => r.url().includes("/api/notifications?limit=1") && r.ok());
  await page.goto("/my-listings?tab=want");
  await synced;
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute("aria-label", "Notifications");
  await expect(page.getByText(`${crop} seeds`)).toBeVisible();

  // Moss lists it (plural, different word order): Wren's bell rises without a reload.
  const posted = await mossContext.request.post(`${baseURL}/api/listings/`, {
    headers: { authorization: `Bearer ${mossSession.access_token}` },
    data: { title: `Seeds: ${crop}s, heirloom`, description: "Saved from last summer.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 2 },
  });
  expect(posted.status(), "post listing").toBe(201);
  const listing = (await posted.json()) as { id: number; title: string };
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await expect(bell).toHaveAttribute("aria-label", "Notifications, 1 unread");

  // The match e-mail (a durable job, woken as soon as the match commits) is in the outbox, with the seller and
  // an unsubscribe link. Checked before the match is read in the app: a match read before its e-mail job ran
  // is not e-mailed (decision 0052), so this order keeps the journey from racing the job.
  await expect
    .poll(async () => {
      const r = await context.request.get(`${baseURL}/api/e2e/outbox?to=${encodeURIComponent(wren.email)}`);
      if (!r.ok()) return [];
      return ((await r.json()) as { kind: string; subject: string; text: string }[]).filter((m) => m.kind === "match");
    }, { timeout: 30_000 })
    .toHaveLength(1);
  const mails = (await (await context.request.get(`${baseURL}/api/e2e/outbox?to=${encodeURIComponent(wren.email)}`)).json()) as { kind: string; subject: string; text: string }[];
  const mail = mails.find((m) => m.kind === "match")!;
  expect(mail.subject).toBe(`A match for your wish list: ${listing.title}`);
  expect(mail.text).toContain(moss.username);
  expect(mail.text).toContain(`/messages/${mossSession.user.id}`);
  const unsubscribe = /(http\S+\/api\/unsubscribe\?token=[^\s\])]+)/.exec(mail.text)?.[1];
  expect(unsubscribe, "unsubscribe link").toBeTruthy();

  // The notification: listing, seller, the wish it matches, and the way to the chat.
  await bell.click();
  await expect(page).toHaveURL(/\/match-noti$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const item = page.getByTestId("notification").first();
  await expect(item).toHaveAttribute("data-read", "false");
  await expect(item.getByRole("link", { name: listing.title })).toHaveAttribute("href", `/listings/${listing.id}`);
  await expect(item.getByText(moss.username)).toBeVisible();
  await expect(item.getByText(`Match for your wish “${crop} seeds”`)).toBeVisible();
  await expect(item.getByRole("link", { name: "message the seller" })).toHaveAttribute("href", `/messages/${mossSession.user.id}`);
  await expect(item.getByRole("link", { name: "open listing" })).toHaveAttribute("href", `/listings/${listing.id}`);

  // Mark all as read: the item and the bell follow.
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(item).toHaveAttribute("data-read", "true");
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await expect(page.getByText("You're all caught up.", { exact: false })).toBeVisible();

  // A second wish for the same thing finds it at once on the Want tab.
  await context.request.post(`${baseURL}/api/listings/want-listings`, {
    headers: { authorization: `Bearer ${wrenSession.access_token}` },
    data: { title: `heirloom ${crop}`, category_id: 2 },
  });
  await page.goto("/my-listings?tab=want");
  await expect(page.getByTestId("wish-match-line").first()).toHaveText("1 gardener already has this");

  // The unsubscribe link works without a session and can be undone.
  const anon = await browser.newContext({ baseURL });
  const anonPage = await anon.newPage();
  await anonPage.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
  await expect(anonPage.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  const toggle = anonPage.getByTestId("email-notifications-switch");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(anonPage.getByText("E-mail notifications are on.")).toBeVisible();
  await anon.close();

  // And the profile shows the same switch, on.
  await page.goto("/profile");
  await expect(page.getByTestId("email-notifications-switch")).toHaveAttribute("aria-checked", "true");
  await mossContext.close();
});
