import sharp from "sharp";
import { expect, loginAs, otherGardener, registerUser, test } from "./fixtures";

const photo = async () => ({
  name: "courgettes.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#4f7d2a" } }).png().toBuffer(),
});

/**
 * "My groups" (issue 34): a gardener posts a listing for their community garden from the form; a
 * member sees it; a non-member, a visitor and a member the owner blocked reach it by no page or call
 * (the listing page, the API detail, the picture, the list API and the marketplace search). The group is
 * made and joined through the groups API.
 */
test("a group-only listing: the member sees it; a non-member, a visitor and a blocked member get 404 everywhere", async ({ page, context, browser, baseURL }) => {
  // Four gardeners, each door tried by three of them: longer than one journey's default.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const owner = await registerUser(context, baseURL!, "plot");
  const { access_token } = await loginAs(context, baseURL!, owner.email, owner.password);
  const auth = { authorization: `Bearer ${access_token}` };
  const errors: string[] = [];
  const member = await otherGardener(browser, baseURL!, "member", errors);
  const outsider = await otherGardener(browser, baseURL!, "outsider", errors);
  const blocked = await otherGardener(browser, baseURL!, "blocked", errors);
  const groupName = `Chapel Allerton garden ${stamp}`;
  const made = await context.request.post(`${baseURL}/api/groups`, {
    headers: auth,
    data: { name: groupName, kind: "community_garden", place: "97214", description: "Plots by the chapel.", join: "open" },
  });
  expect(made.status(), "make the group").toBe(201);
  const group = (await made.json()) as { id: number };
  for (const g of [member, blocked]) {
    const joined = await g.context.request.post(`${baseURL}/api/groups/${group.id}/join`, { headers: { authorization: `Bearer ${g.session.access_token}` }, data: {} });
    expect(await joined.json(), "join").toMatchObject({ status: "member" });
  }
  expect((await context.request.post(`${baseURL}/api/users/${blocked.session.user.id}/block`, { headers: auth })).ok(), "block").toBe(true);

  // The form: "Who can see it" → My groups → the garden.
  const title = `Courgette glut ${stamp}`;
  await page.goto("/listings/new");
  await page.getByTestId("listing-image").setInputFiles(await photo());
  await expect(page.getByAltText("Selected photo preview")).toBeVisible();
  await page.getByLabel("Item name").fill(title);
  await page.getByText("giveaway", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Everyone" })).toBeChecked();
  await page.getByText("My groups", { exact: true }).click();
  await page.getByRole("button", { name: "save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Choose at least one group" })).toBeVisible();
  await page.getByRole("checkbox", { name: groupName }).check();
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?posted=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("posted"));
  const listing = (await (await context.request.get(`${baseURL}/api/listings/${id}`, { headers: auth })).json()) as { is_public: boolean; group_only: boolean; featured_image: string };
  expect(listing).toMatchObject({ is_public: false, group_only: true });
  const image = `${baseURL}/api/${listing.featured_image}`;

  // The member: the page, the API, the picture and the search.
  await member.page.goto(`/listings/${id}`);
  await expect(member.page.getByRole("heading", { name: title })).toBeVisible();
  expect((await member.context.request.get(`${baseURL}/api/listings/${id}`)).status()).toBe(200);
  expect((await member.context.request.get(image)).status()).toBe(200);
  const found = (await (await member.context.request.get(`${baseURL}/api/listings/?q=${encodeURIComponent(stamp)}`)).json()) as { id: number }[];
  expect(found.map((l) => l.id), "member: the list API").toContain(id);

  // Everyone else: 404 on each door, and absent from the search.
  const anonymous = await browser.newContext({ baseURL });
  const anonPage = await anonymous.newPage();
  for (const [who, ctx, p] of [
    ["outsider", outsider.context, outsider.page],
    ["blocked member", blocked.context, blocked.page],
    ["visitor", anonymous, anonPage],
  ] as const) {
    const res = await p.goto(`/listings/${id}`);
    expect(res?.status(), `${who}: the page`).toBe(404);
    await expect(p.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    expect((await ctx.request.get(`${baseURL}/api/listings/${id}`)).status(), `${who}: the API`).toBe(404);
    expect((await ctx.request.get(image)).status(), `${who}: the picture`).toBe(404);
    await p.goto(`/listings?tab=public&q=${encodeURIComponent(`Courgette glut ${stamp}`)}`);
    await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(p.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
    const listed = (await (await ctx.request.get(`${baseURL}/api/listings/?q=${encodeURIComponent(stamp)}`)).json()) as { id: number }[];
    expect(listed.map((l) => l.id), `${who}: the list API`).not.toContain(id);
  }
  await Promise.all([anonymous.close(), member.context.close(), outsider.context.close(), blocked.context.close()]);
  expect(errors).toEqual([]);
});
