import { expect, loginAs, otherGardener, registerUser, test } from "./fixtures";

/** Issue 36: a glut for many takers, on phones. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("three gardeners take portions of one help-yourself glut; what is left updates live on all three phones", async ({ context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const giver = await registerUser(context, baseURL!, "glut");
  const session = await loginAs(context, baseURL!, giver.email, giver.password);
  const errors: string[] = [];
  const takers = [];
  for (const name of ["ivy", "oak", "elm"]) takers.push(await otherGardener(browser, baseURL!, name, errors));
  try {
    const posted = await context.request.post("/api/listings/", {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { title: "Courgette glut", description: "On the doorstep.", type_id: 3, category_id: 1, is_public: true, quantity: 10, max_per_person: 2, help_yourself: true },
    });
    expect(posted.status()).toBe(201);
    const listing = (await posted.json()) as { id: number; unit: string; remaining: number };
    expect(listing).toMatchObject({ unit: "kg", remaining: 10 });

    for (const t of takers) {
      await t.page.goto(`/listings/${listing.id}`);
      await expect(t.page.getByTestId("portions-left")).toHaveText("10 kg left of 10 kg · up to 2 kg each");
      // Watching: from here on this phone hears what the others take.
      await expect(t.page.locator("section[data-live=true]")).toBeVisible();
    }
    const [ivy, oak, elm] = takers;
    await ivy.page.getByLabel("How much?").selectOption("2");
    await ivy.page.getByRole("button", { name: "I took 2 kg" }).click();
    await expect(ivy.page.getByText("Enjoy your 2 kg!")).toBeVisible();
    for (const t of takers) await expect(t.page.getByTestId("portions-left")).toHaveText("8 kg left of 10 kg · up to 2 kg each");

    await oak.page.getByRole("button", { name: "I took 0.5 kg" }).click();
    for (const t of takers) await expect(t.page.getByTestId("portions-left")).toHaveText("7.5 kg left of 10 kg · up to 2 kg each");

    await elm.page.getByLabel("How much?").selectOption("1.5");
    await elm.page.getByRole("button", { name: "I took 1.5 kg" }).click();
    for (const t of takers) await expect(t.page.getByTestId("portions-left")).toHaveText("6 kg left of 10 kg · up to 2 kg each");

    // Ivy had her 2 kg: one more is refused, and nothing changes.
    await ivy.page.getByLabel("How much?").selectOption("0.5");
    await ivy.page.getByRole("button", { name: "I took 0.5 kg" }).click();
    await expect(ivy.page.getByRole("alert").filter({ hasText: "more than one gardener" })).toHaveText("That is more than one gardener may have: up to 2 kg");
    await expect(ivy.page.getByTestId("portions-left")).toHaveText("6 kg left of 10 kg · up to 2 kg each");
    // A visitor's page (the cache dropped by the change) says the same.
    const visitor = await browser.newContext({ baseURL });
    const anon = await visitor.newPage();
    await anon.goto(`/listings/${listing.id}`);
    await expect(anon.getByText("6 kg left of 10 kg · up to 2 kg each")).toBeVisible();
    await visitor.close();
  } finally {
    for (const t of takers) await t.context.close();
  }
  expect(errors).toEqual([]);
});

test("a fair chance: requests gather, and the draw runs on the injected clock", async ({ context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const giver = await registerUser(context, baseURL!, "fair");
  const session = await loginAs(context, baseURL!, giver.email, giver.password);
  const errors: string[] = [];
  const asker = await otherGardener(browser, baseURL!, "ask", errors);
  const other = await otherGardener(browser, baseURL!, "ask2", errors);
  try {
    const chooseAt = new Date(Date.now() + 3_600_000).toISOString();
    const posted = await context.request.post("/api/listings/", {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { title: "Plum glut", type_id: 3, category_id: 1, is_public: true, quantity: 3, max_per_person: 2, fair_chance_until: chooseAt },
    });
    expect(posted.status()).toBe(201);
    const listing = (await posted.json()) as { id: number };

    await asker.page.goto(`/listings/${listing.id}`);
    await expect(asker.page.getByText(/The giver chooses at/)).toBeVisible();
    await asker.page.getByLabel("How much?").selectOption("2");
    await asker.page.getByRole("button", { name: "Ask for 2 kg" }).click();
    await expect(asker.page.getByText("Asked for 2 kg: you will hear when the giver chooses.")).toBeVisible();
    const asked = await other.context.request.post(`/api/listings/${listing.id}/requests`, { headers: { authorization: `Bearer ${other.session.access_token}` }, data: { portion: 2 } });
    expect(asked.status()).toBe(201);
    // Nothing is handed out before the time.
    expect(((await (await context.request.get(`/api/listings/${listing.id}`)).json()) as { remaining: number }).remaining).toBe(3);

    // The clock passes the time: the draw hands out all 3 kg between the two.
    const moved = await context.request.post("/api/e2e/clock", { data: { offset_ms: 3_660_000 } });
    expect(((await moved.json()) as { drawn: number }).drawn).toBeGreaterThanOrEqual(1);
    const after = (await (await context.request.get(`/api/listings/${listing.id}`)).json()) as { remaining: number; state_id: number };
    expect(after).toMatchObject({ remaining: 0, state_id: 3 });
    await asker.page.reload();
    await expect(asker.page.getByTestId("portions-left")).toHaveText("All 3 kg are gone");
  } finally {
    await context.request.post("/api/e2e/clock", { data: { offset_ms: 0 } });
    await asker.context.close();
    await other.context.close();
  }
  expect(errors).toEqual([]);
});

test("a portion reserved in the chat (how much?), handed over on the listing page, confirmed by the taker", async ({ context, page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const giver = await registerUser(context, baseURL!, "share");
  const session = await loginAs(context, baseURL!, giver.email, giver.password);
  const errors: string[] = [];
  const taker = await otherGardener(browser, baseURL!, "pear", errors);
  try {
    const posted = await context.request.post("/api/listings/", {
      headers: { authorization: `Bearer ${session.access_token}` },
      data: { title: "Pear glut", type_id: 3, category_id: 1, is_public: true, quantity: 6, max_per_person: 2 },
    });
    expect(posted.status()).toBe(201);
    const listing = (await posted.json()) as { id: number };
    const asked = await taker.context.request.post("/api/messages", { data: { receiver_id: session.user.id, content: "Could I have a few pears?" } });
    expect(asked.status()).toBe(201);

    // The giver's chat: a glut is reserved a portion at a time, one gardener's most offered first.
    await page.goto(`/messages/${taker.session.user.id}`);
    await page.getByText(`Reserve or hand over to ${taker.user.username}`).click();
    const offer = page.getByRole("region", { name: "Trade: Pear glut" });
    await expect(offer.getByLabel("How much?")).toHaveValue("2");
    await offer.getByLabel("How much?").selectOption("1.5");
    await offer.getByRole("button", { name: `Reserve 1.5 kg for ${taker.user.username}` }).click();
    await expect(page.getByText(`Reserved for ${taker.user.username} · 1.5 kg`).first()).toBeVisible();
    // No "Mark as given" for the whole glut: each gardener's portion is handed over on its own.
    await expect(offer.getByRole("button", { name: "Mark as given / sold / swapped" })).toHaveCount(0);

    // The listing page: what is left, each portion, and the hand-over.
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByTestId("portions-left")).toHaveText("4.5 kg left of 6 kg · up to 2 kg each");
    await page.getByRole("button", { name: `Handed 1.5 kg to ${taker.user.username}` }).click();
    await expect(page.getByText(`Handed over to ${taker.user.username} · waiting for ${taker.user.username} to confirm · 1.5 kg`)).toBeVisible();

    // The taker confirms on their phone.
    await taker.page.goto(`/listings/${listing.id}`);
    await expect(taker.page.getByText(`${giver.username} says they handed it over to you · 1.5 kg`)).toBeVisible();
    await taker.page.getByRole("button", { name: "Received" }).click();
    await expect(taker.page.getByText(`You received it from ${giver.username} · 1.5 kg`)).toBeVisible();
    await expect(taker.page.getByTestId("portions-left")).toHaveText("4.5 kg left of 6 kg · up to 2 kg each");
  } finally {
    await taker.context.close();
  }
  expect(errors).toEqual([]);
});
