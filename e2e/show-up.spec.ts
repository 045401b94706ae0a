import type { APIRequestContext } from "@playwright/test";
import { expect, localAt, loginAs, otherGardener, registerUser, test } from "./fixtures";

type Session = { access_token: string; user: { id: number } };
const auth = (s: Session) => ({ authorization: `Bearer ${s.access_token}` });

async function post(request: APIRequestContext, owner: Session, title: string, category = 1) {
  const r = await request.post("/api/listings/", {
    headers: auth(owner),
    data: { title, description: "From the garden.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: category },
  });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { id: number }).id;
}

/** An earlier pickup that went well: asked, reserved, handed over, confirmed. */
async function earlierPickup(request: APIRequestContext, owner: Session, taker: Session, title: string) {
  const id = await post(request, owner, title);
  expect((await request.post("/api/messages", { headers: auth(taker), data: { receiver_id: owner.user.id, content: "May I have it?", listing_id: id } })).status()).toBe(201);
  expect((await request.post(`/api/listings/${id}/reserve`, { headers: auth(owner), data: { user_id: taker.user.id } })).status()).toBe(200);
  expect((await request.post(`/api/listings/${id}/complete`, { headers: auth(owner), data: { user_id: taker.user.id } })).status()).toBe(200);
  expect((await request.post(`/api/listings/${id}/confirm`, { headers: auth(taker), data: { received: true } })).status()).toBe(200);
}

const record = async (request: APIRequestContext, id: number) => (await (await request.get(`/api/users/${id}/reliability`)).json()) as { shown: boolean; kept: number | null; pickups: number | null };

test("show up: propose, counter-propose, agree, reminder, can't make it, the next in line takes it within a minute, both records update", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Strawberry runners ${stamp}`;
  const errors: string[] = [];
  const holly = await registerUser(context, baseURL!, "holly");
  const hollySession = (await loginAs(context, baseURL!, holly.email, holly.password)) as Session;
  const ash = await otherGardener(browser, baseURL!, "ash", errors);
  const elm = await otherGardener(browser, baseURL!, "elm", errors);

  try {
    // Both takers have kept two earlier pickups: a third ended trade shows their record.
    for (const taker of [ash, elm]) for (const n of [1, 2]) await earlierPickup(context.request, hollySession, taker.session, `Earlier ${n} ${taker.user.username}`);
    for (const taker of [ash, elm]) expect((await record(context.request, taker.session.user.id)).shown).toBe(false);

    // Holly's runners, doorstep, two pickup times the day after tomorrow.
    const id = await post(context.request, hollySession, title);
    const windows = [
      { start: `${localAt(2, 10)}:00Z`, end: `${localAt(2, 11)}:00Z` },
      { start: `${localAt(2, 16)}:00Z`, end: `${localAt(2, 17)}:00Z` },
    ];
    expect((await context.request.put(`/api/listings/${id}/handover`, { headers: auth(hollySession), data: { mode: "doorstep", spot: `Under the pear tree ${stamp}`, windows } })).status()).toBe(200);

    // Ash asks first, elm second, both in the listing's chat.
    for (const g of [ash, elm]) expect((await g.context.request.post("/api/messages", { headers: auth(g.session), data: { receiver_id: hollySession.user.id, content: "Are the runners still there?", listing_id: id } })).status()).toBe(201);

    // Holly reserves for ash with the morning time.
    await page.goto(`/listings/${id}`);
    const panel = page.getByRole("region", { name: `Trade: ${title}` });
    await panel.getByLabel("Reserve for").selectOption({ label: ash.user.username });
    await panel.getByLabel("Pickup time").selectOption({ index: 1 });
    await panel.getByRole("button", { name: "Reserve", exact: true }).click();
    await expect(panel.getByText("You proposed:")).toBeVisible();

    // Ash counter-proposes 14:00–15:00 on his phone; holly agrees; both see it agreed.
    await ash.page.goto(`/listings/${id}`);
    const ashPanel = ash.page.getByRole("region", { name: `Trade: ${title}` });
    await expect(ashPanel.getByText(`${holly.username} proposed:`)).toBeVisible();
    await ashPanel.getByRole("button", { name: "Propose another time" }).click();
    await ashPanel.getByLabel("Pickup from").fill(localAt(2, 14));
    await ashPanel.getByLabel("until").fill(localAt(2, 15));
    await ashPanel.getByRole("button", { name: "Propose", exact: true }).click();
    await expect(ashPanel.getByText("You proposed:")).toBeVisible();
    await expect(panel.getByText(`${ash.user.username} proposed:`)).toBeVisible({ timeout: 15_000 });
    await panel.getByRole("button", { name: "Accept time" }).click();
    await expect(panel.getByText("Pickup agreed:")).toBeVisible();
    await expect(ashPanel.getByText("Pickup agreed:")).toBeVisible({ timeout: 15_000 });

    // The e2e clock makes the reminder due; ash can't make it, from the bell.
    const due = Date.parse(`${localAt(2, 13)}:00Z`) - Date.now();
    const moved = await context.request.post("/api/e2e/clock", { data: { offset_ms: due } });
    expect(moved.status()).toBe(200);
    await context.request.post("/api/e2e/clock", { data: { offset_ms: 0 } });
    await elm.page.goto("/match-noti");
    await expect(elm.page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    await ash.page.goto("/match-noti");
    await expect(ash.page.getByText("soon: still coming?")).toBeVisible();
    await ash.page.getByRole("button", { name: "Can't make it" }).first().click();
    await expect(ash.page.getByText("Released. They know you can't make it.")).toBeVisible();

    // Elm, next in line, is offered it live within a minute and says yes.
    const offer = elm.page.getByTestId("offer-banner");
    await expect(offer).toBeVisible({ timeout: 60_000 });
    await offer.getByRole("button", { name: "Yes please" }).click();
    await expect(elm.page.getByText(`“${title}” is reserved for you.`)).toBeVisible();

    // Holly hands it over, elm confirms on the phone's API.
    expect((await context.request.post(`/api/listings/${id}/complete`, { headers: auth(hollySession), data: { user_id: elm.session.user.id } })).status()).toBe(200);
    expect((await elm.context.request.post(`/api/listings/${id}/confirm`, { headers: auth(elm.session), data: { received: true } })).status()).toBe(200);

    // Both records update: ash cancelled in time (kept, not a no-show), elm picked up.
    expect(await record(context.request, ash.session.user.id)).toMatchObject({ shown: true, kept: 3, pickups: 3 });
    expect(await record(context.request, elm.session.user.id)).toMatchObject({ shown: true, kept: 3, pickups: 3 });
    await elm.page.goto(`/seller/${elm.session.user.id}`);
    await expect(elm.page.getByText("kept 3 of 3 pickups in 90 days")).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.request.post("/api/e2e/clock", { data: { offset_ms: 0 } });
    await ash.context.close();
    await elm.context.close();
  }
});
