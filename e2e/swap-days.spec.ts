import { expect, loginAs, otherGardener, registerUser, test } from "./fixtures";

type Session = { access_token: string; user: { id: number; username: string } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });
const DAY = 86_400_000;

test("swap days: plan one, two gardeners RSVP, the pre-swap notice arrives on the e2e clock, a swap is recorded afterwards", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Seed swap ${stamp}`;
  const beans = `Runner bean seeds ${stamp}`;
  const errors: string[] = [];
  const holly = await registerUser(context, baseURL!, "holly");
  await loginAs(context, baseURL!, holly.email, holly.password);
  const ash = await otherGardener(browser, baseURL!, "ash", errors);
  const elm = await otherGardener(browser, baseURL!, "elm", errors);

  try {
    // Holly plans a swap day in five days, in Portland, with the exact address for those going.
    const day = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    await page.goto("/events/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Day", { exact: true }).fill(day);
    await page.getByLabel("Starts", { exact: true }).fill("10:00");
    await page.getByLabel("Ends", { exact: true }).fill("13:00");
    await page.getByLabel("Town or postcode", { exact: true }).fill("97214");
    await page.getByLabel("Exact address (optional)", { exact: true }).fill(`12 Garden Lane ${stamp}`);
    await page.getByLabel("How many can come (optional)", { exact: true }).fill("10");
    await page.getByRole("button", { name: "Plan the swap day" }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    const id = Number(page.url().split("/").pop());
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(`12 Garden Lane ${stamp}`)).toBeVisible();

    // Ash and elm see the town, not the address, until they say they're going.
    for (const g of [ash, elm]) {
      await g.page.goto(`/events/${id}`);
      await expect(g.page.getByText("The exact address is shown once you're going.")).toBeVisible();
      await expect(g.page.getByText(`12 Garden Lane ${stamp}`)).toHaveCount(0);
      await g.page.getByRole("button", { name: "I'm going" }).click();
      await expect(g.page.getByText(`12 Garden Lane ${stamp}`)).toBeVisible();
    }
    await expect(elm.page.getByRole("heading", { name: /^3 going/ })).toBeVisible();

    // Ash brings runner bean seeds; elm hopes for runner beans.
    const listing = await ash.context.request.post("/api/listings/", {
      headers: auth(ash.session as Session),
      data: { title: beans, description: "Saved from last summer.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 2 },
    });
    expect(listing.status()).toBe(201);
    const listingId = ((await listing.json()) as { id: number }).id;
    expect((await elm.context.request.post("/api/listings/want-listings", { headers: auth(elm.session as Session), data: { title: "runner beans", category_id: 2 } })).status()).toBe(201);
    await ash.page.reload();
    await ash.page.getByRole("checkbox", { name: beans }).check();
    await ash.page.getByRole("button", { name: "Save what I bring" }).click();
    await expect(ash.page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await elm.page.reload();
    await elm.page.getByRole("checkbox", { name: "runner beans" }).check();
    await elm.page.getByRole("button", { name: "Save what I bring" }).click();
    await expect(elm.page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(elm.page.getByRole("heading", { name: /On your want list: 1 thing will be there/ })).toBeVisible();

    // Held for the day: the listing page says so.
    await ash.page.goto(`/listings/${listingId}`);
    await expect(ash.page.getByText("Held for the swap day")).toBeVisible();

    // Two days before: the e2e clock makes the notice due; elm hears it in the bell.
    const event = (await (await context.request.get(`/api/events/${id}`)).json()) as { starts_at: string; ends_at: string };
    const due = Date.parse(event.starts_at) - 2 * DAY + 60_000 - Date.now();
    const moved = await context.request.post("/api/e2e/clock", { data: { offset_ms: due } });
    expect(moved.status()).toBe(200);
    expect(((await moved.json()) as { noticed: number }).noticed).toBeGreaterThanOrEqual(1);
    await context.request.post("/api/e2e/clock", { data: { offset_ms: 0 } });
    await elm.page.goto("/match-noti");
    await expect(elm.page.getByText("1 thing on your want list will be there")).toBeVisible();

    // Afterwards: ash records the beans went to elm; elm confirms.
    await context.request.post("/api/e2e/clock", { data: { offset_ms: Date.parse(event.ends_at) + 3_600_000 - Date.now() } });
    await ash.page.goto(`/events/${id}/swapped`);
    await ash.page.getByLabel(`${beans} went to`).selectOption({ label: elm.user.username });
    await ash.page.getByRole("button", { name: "Record my swaps" }).click();
    await expect(ash.page.getByRole("status").filter({ hasText: "Recorded." })).toBeVisible();
    await expect(ash.page.getByText(`went to ${elm.user.username}`)).toBeVisible();
    await elm.page.goto(`/events/${id}/swapped`);
    await elm.page.getByRole("checkbox", { name: new RegExp(`I got ${beans}`) }).check();
    await elm.page.getByRole("button", { name: "Record my swaps" }).click();
    await expect(elm.page.getByText(`from ${ash.user.username}: received.`)).toBeVisible();
    await elm.page.goto("/my-trades?status=done");
    await expect(elm.page.getByRole("link", { name: beans }).first()).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.request.post("/api/e2e/clock", { data: { offset_ms: 0 } });
    await ash.context.close();
    await elm.context.close();
  }
});

test("swap days: the organiser calls one off; the gardener going is told and the page says so", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Frost swap ${stamp}`;
  const errors: string[] = [];
  const holly = await registerUser(context, baseURL!, "holly");
  await loginAs(context, baseURL!, holly.email, holly.password);
  const ash = await otherGardener(browser, baseURL!, "ash", errors);
  try {
    const starts = new Date(Date.now() + 6 * DAY);
    starts.setUTCHours(10, 0, 0, 0);
    const planned = await context.request.post("/api/events", {
      data: { title, starts_at: starts.toISOString(), ends_at: new Date(starts.getTime() + 3 * 3_600_000).toISOString(), place: "97214" },
    });
    expect(planned.status()).toBe(201);
    const { id } = (await planned.json()) as { id: number };
    await ash.page.goto(`/events/${id}`);
    await ash.page.getByRole("button", { name: "I'm going" }).click();
    await expect(ash.page.getByRole("button", { name: "I can't go after all" })).toBeVisible();
    await expect(ash.page.getByRole("button", { name: "Cancel this swap day" })).toHaveCount(0);

    await page.goto(`/events/${id}`);
    await page.getByRole("button", { name: "Cancel this swap day" }).click();
    await expect(page.getByText("1 gardener is going: they will be told. Cancel it?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText("This swap day was cancelled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel this swap day" })).toHaveCount(0);

    await ash.page.goto("/match-noti");
    await expect(ash.page.getByText("cancelled by its organiser")).toBeVisible();
    await ash.page.getByRole("link", { name: "See the swap day" }).click();
    await expect(ash.page.getByText("This swap day was cancelled.")).toBeVisible();
    await expect(ash.page.getByRole("button", { name: "I can't go after all" })).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await ash.context.close();
  }
});
