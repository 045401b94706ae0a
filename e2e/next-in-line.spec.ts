import { expect, loginAs, otherGardener, registerUser, test } from "./fixtures";

test("two asked; the owner reserves for the first, releases 'didn't show' → the second is offered it live, says yes → given → confirmed", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Rhubarb crowns ${stamp}`;
  const owner = await registerUser(context, baseURL!, "oak");
  const ownerSession = await loginAs(context, baseURL!, owner.email, owner.password);
  const auth = (s: { access_token: string }) => ({ authorization: `Bearer ${s.access_token}` });
  const others: string[] = [];
  const first = await otherGardener(browser, baseURL!, "ash", others);
  const second = await otherGardener(browser, baseURL!, "elm", others);

  const posted = await context.request.post("/api/listings/", {
    headers: auth(ownerSession),
    data: { title, description: "Three crowns, dug to order.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 3 },
  });
  expect(posted.status()).toBe(201);
  const listing = (await posted.json()) as { id: number };

  // Both ask about it in its chat, the first one first.
  for (const g of [first, second]) {
    const sent = await g.context.request.post("/api/messages", { headers: auth(g.session), data: { receiver_id: ownerSession.user.id, content: "Are these still available?", listing_id: listing.id } });
    expect(sent.status()).toBe(201);
  }

  // The owner sees the calm list on the listing page, askers in order.
  await page.goto(`/listings/${listing.id}`);
  const line = page.getByTestId("next-in-line");
  await expect(line.getByRole("listitem")).toHaveCount(2);
  await expect(line.getByRole("listitem").first()).toContainText(first.user.username);
  await expect(line.getByRole("listitem").first()).toContainText("asked about it");

  // Reserved for the first, who does not come.
  expect((await context.request.post(`/api/listings/${listing.id}/reserve`, { headers: auth(ownerSession), data: { user_id: first.session.user.id } })).status()).toBe(200);
  await second.page.goto("/match-noti");
  await expect(second.page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  expect((await context.request.post(`/api/listings/${listing.id}/release`, { headers: auth(ownerSession), data: { reason: "no_show" } })).status()).toBe(200);

  // The second sees the offer live on the bell page within a minute, and says yes.
  const offer = second.page.getByTestId("offer-banner");
  await expect(offer).toBeVisible({ timeout: 60_000 });
  await expect(offer).toContainText("It's yours if you want it — until");
  await offer.getByRole("button", { name: "Yes please" }).click();
  await expect(second.page.getByText(`“${title}” is reserved for you.`)).toBeVisible();

  const trades = await second.context.request.get(`/api/trades?status=in_progress`, { headers: auth(second.session) });
  const mine = ((await trades.json()) as { listing: { id: number }; state: string }[]).find((t) => t.listing.id === listing.id);
  expect(mine?.state).toBe("reserved");

  // The owner marks it given to them; they confirm.
  expect((await context.request.post(`/api/listings/${listing.id}/complete`, { headers: auth(ownerSession), data: { user_id: second.session.user.id } })).status()).toBe(200);
  expect((await second.context.request.post(`/api/listings/${listing.id}/confirm`, { headers: auth(second.session), data: { received: true } })).status()).toBe(200);
  expect(others).toEqual([]);
  await first.context.close();
  await second.context.close();
});
