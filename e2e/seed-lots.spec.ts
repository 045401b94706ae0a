import { expect, loginAs, otherGardener, registerUser, test } from "./fixtures";

/** Issue 36: a seed trade writes the lineage; the packet label's QR code opens the lot's page. */
test("a seed trade (reserve → complete) makes the receiver's lot; the lineage shows both; the label's QR opens the lot page", async ({ page, context, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Brandywine tomato seeds ${stamp}`;
  // Hazel (this phone) saved the seed and gives; Rowan (a second phone) receives.
  const hazel = await registerUser(context, baseURL!, "hazel");
  const hazelSession = await loginAs(context, baseURL!, hazel.email, hazel.password);
  const auth = { authorization: `Bearer ${hazelSession.access_token}` };
  const others: string[] = [];
  const rowan = await otherGardener(browser, baseURL!, "rowan", others);

  const posted = await context.request.post("/api/listings/", {
    headers: auth,
    data: { title, description: "Home saved, open-pollinated.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 2 },
  });
  expect(posted.status(), "post listing").toBe(201);
  const listing = (await posted.json()) as { id: number };
  const made = await context.request.post("/api/seed-lots", { headers: auth, data: { listing_id: listing.id, variety: "tomato/brandywine", pollination: "open-pollinated", saved: "2025-09", source: "saved" } });
  expect(made.status(), "seed lot").toBe(201);
  const { code: hazelCode } = (await made.json()) as { code: string };

  // Rowan asks in chat; Hazel reserves the seeds for Rowan, then hands them over.
  const asked = await rowan.context.request.post("/api/messages", { data: { receiver_id: hazelSession.user.id, content: "May I have some of your tomato seeds?" } });
  expect(asked.status(), "message").toBe(201);
  await page.goto(`/messages/${rowan.session.user.id}`);
  await page.getByText(`Reserve or hand over to ${rowan.user.username}`).click();
  const panel = page.getByRole("region", { name: `Trade: ${title}` });
  await panel.getByRole("button", { name: `Reserve for ${rowan.user.username}` }).click();
  await expect(page.getByText(`Reserved for ${rowan.user.username} · ${title}`)).toBeVisible();
  await panel.getByRole("button", { name: "Mark as given / sold / swapped" }).click();
  const who = page.getByRole("dialog", { name: "Who got it?" });
  await expect(who.getByRole("radio", { name: rowan.user.username })).toBeChecked();
  await who.getByRole("button", { name: "Mark as given" }).click();
  await expect(page.getByText(`Handed over to ${rowan.user.username}`).first()).toBeVisible();

  // Rowan now has a lot of his own, its parent Hazel's.
  const lineage = await rowan.context.request.get(`/api/seed-lots/${hazelCode}/lineage`);
  const { lots } = (await lineage.json()) as { lots: { code: string; generation: number; owner: string }[] };
  const child = lots.find((l) => l.generation === 1 && l.owner === rowan.user.username);
  expect(child, "the receiver's lot").toBeTruthy();

  // The lineage page, on Rowan's phone: both generations, his own with the grow-out form.
  await rowan.page.goto(`/seed-lots/${child!.code}`);
  await expect(rowan.page.getByRole("heading", { name: "Brandywine tomato" })).toBeVisible();
  const generations = rowan.page.getByTestId("lineage-lot");
  await expect(generations).toHaveCount(2);
  await expect(generations.nth(0)).toContainText(`Lot ${hazelCode}`);
  await expect(generations.nth(0)).toContainText(hazel.username);
  await expect(generations.nth(1)).toContainText(`Lot ${child!.code}`);
  await expect(rowan.page.getByRole("heading", { name: "How did it come up?" })).toBeVisible();
  await rowan.page.screenshot({ path: testInfo.outputPath("lot-page-390.png"), fullPage: true });

  // The label: a printable page whose QR code is the lot page's address, and its link opens the lot page.
  await rowan.page.getByRole("link", { name: "Print its packet label" }).click();
  const label = rowan.page.getByRole("main", { name: "Seed packet label" });
  await expect(label).toContainText("Brandywine tomato");
  await expect(label).toContainText("Open-pollinated (OP)");
  await expect(label).toContainText(`Lot ${child!.code}`);
  await expect(label.locator("svg")).toBeVisible();
  const qrFor = await label.locator("[data-qr-for]").getAttribute("data-qr-for");
  expect(new URL(qrFor!).pathname).toBe(`/seed-lots/${child!.code}`);
  await rowan.page.screenshot({ path: testInfo.outputPath("label-390.png"), fullPage: true });
  await rowan.page.getByRole("link", { name: "Open the lot's page" }).click();
  await expect(rowan.page).toHaveURL(new RegExp(`/seed-lots/${child!.code}$`));
  await expect(rowan.page.getByTestId("lineage-lot")).toHaveCount(2);

  // Anyone (signed out) may open the lineage from Hazel's lot: down one generation to Rowan's.
  const anon = await browser.newContext({ baseURL });
  const anonPage = await anon.newPage();
  await anonPage.goto(`/seed-lots/${hazelCode}`);
  await expect(anonPage.getByTestId("lineage-lot")).toHaveCount(2);
  await expect(anonPage.getByRole("link", { name: `Lot ${child!.code}` })).toBeVisible();
  await expect(anonPage.getByRole("heading", { name: "How did it come up?" })).toHaveCount(0);
  await anon.close();
  expect(others).toEqual([]);
  await rowan.context.close();
});

/** Issue 36: the seed listing form records the lot (variety from the catalogue); a parent code with a typo is caught before anything is posted. */
test("posting seeds with their lot: variety from the suggestions, pollination, month saved, source, a parent checked first", async ({ page, context, baseURL }) => {
  const gardener = await registerUser(context, baseURL!, "saver");
  await loginAs(context, baseURL!, gardener.email, gardener.password);
  const title = `Brandywine seeds ${Date.now().toString(36)}`;
  await page.goto("/listings/new");
  await page.getByLabel("Item name").fill(title);
  await page.getByText("giveaway", { exact: true }).click();
  await page.getByText("seeds", { exact: true }).click();
  await page.getByText("Record its seed lot").click();
  const variety = page.getByRole("combobox", { name: "Variety" });
  await variety.fill("Brandyw");
  await page.getByRole("option", { name: /Brandywine \(tomato\)/ }).click();
  await expect(variety).toHaveValue("Brandywine tomato");
  await page.getByLabel("Pollination").selectOption("open-pollinated");
  await page.getByLabel("Saved in").fill("2025-09");
  await page.getByLabel("Where it came from").selectOption("saved");
  await page.getByLabel(/Parent lot code/).fill("ZZZZZZZZ");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page.getByText("Parent lot not found: check the code on its label")).toBeVisible();
  // Nothing was posted.
  const mine = await (await context.request.get(`${baseURL}/api/listings/?q=${encodeURIComponent(title)}`)).json();
  expect((mine as unknown[]).length).toBe(0);

  await page.getByLabel(/Parent lot code/).fill("");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?posted=\d+/);
  const id = new URL(page.url()).searchParams.get("posted");
  await page.goto(`/listings/${id}`);
  const box = page.getByRole("region", { name: /Seed lot [A-Z2-9]{8}/ });
  await expect(box).toContainText("Brandywine (tomato)");
  await expect(box).toContainText("Open-pollinated (OP)");
  await expect(box).toContainText("September 2025");
  await expect(box).toContainText("Saved by the gardener");
});
