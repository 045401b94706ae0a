import { expect, localAt, loginAs, otherGardener, registerUser, test } from "./fixtures";

test("issue 32: doorstep + windows, reserve with a time, counter-proposal, agreed, .ics, reminder, can't make it → released as cancelled", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Runner beans ${stamp}`;
  const spot = `Crate by the blue door ${stamp}`;
  const holly = await registerUser(context, baseURL!, "holly");
  const hollySession = await loginAs(context, baseURL!, holly.email, holly.password);
  const others: string[] = [];
  const ash = await otherGardener(browser, baseURL!, "ash", others);

  try {
    const posted = await context.request.post("/api/listings/", {
      headers: { authorization: `Bearer ${hollySession.access_token}` },
      data: { title, description: "A big bag of them.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 1 },
    });
    expect(posted.status()).toBe(201);
    const listing = (await posted.json()) as { id: number };

    // Holly says how it changes hands in the edit form: doorstep, the exact spot, one pickup time.
    await page.goto(`/listings/${listing.id}/edit`);
    const section = page.getByTestId("handover-fields");
    await section.getByText("Doorstep", { exact: true }).click();
    await section.getByLabel("Exact pickup spot").fill(spot);
    await section.getByRole("button", { name: "Add a pickup time" }).click();
    await section.getByLabel("Time 1 from").fill(localAt(2, 10));
    await section.getByLabel("until").fill(localAt(2, 11));
    await page.getByRole("button", { name: "save" }).click();
    await page.waitForURL(`**/listings/${listing.id}`);
    await expect(page.getByRole("heading", { name: "How it changes hands" })).toBeVisible();
    await expect(page.getByText(spot)).toBeVisible();

    // Ash asks in chat (a trade needs a conversation), and does not see the spot.
    await ash.page.goto(`/messages/${hollySession.user.id}`);
    await ash.page.getByRole("textbox", { name: "Message", exact: true }).fill("Could I have the beans?");
    await expect(ash.page.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 15_000 });
    await ash.page.getByRole("button", { name: "Send" }).click();
    await expect(ash.page.getByTestId("message-out").filter({ hasText: "Could I have the beans?" })).toBeVisible();
    await ash.page.goto(`/listings/${listing.id}`);
    await expect(ash.page.getByText("The exact spot is shown to the gardener it is reserved for.")).toBeVisible();
    await expect(ash.page.getByText(spot)).toHaveCount(0);

    // Holly reserves for Ash with her pickup time.
    await page.reload();
    const panel = page.getByRole("region", { name: `Trade: ${title}` });
    await panel.getByLabel("Reserve for").selectOption({ label: ash.user.username });
    await panel.getByLabel("Pickup time").selectOption({ index: 1 });
    await panel.getByRole("button", { name: "Reserve", exact: true }).click();
    await expect(panel.getByText("You proposed:")).toBeVisible();

    // Ash sees the spot now, and counter-proposes 14:00–15:00.
    await ash.page.reload();
    await expect(ash.page.getByText(spot)).toBeVisible();
    const ashPanel = ash.page.getByRole("region", { name: `Trade: ${title}` });
    await expect(ashPanel.getByText(`${holly.username} proposed:`)).toBeVisible();
    await ashPanel.getByRole("button", { name: "Propose another time" }).click();
    await ashPanel.getByLabel("Pickup from").fill(localAt(2, 14));
    await ashPanel.getByLabel("until").fill(localAt(2, 15));
    await ashPanel.getByRole("button", { name: "Propose", exact: true }).click();
    await expect(ashPanel.getByText("You proposed:")).toBeVisible();

    // Holly agrees (the live trade notification refreshes her page).
    await expect(panel.getByText(`${ash.user.username} proposed:`)).toBeVisible({ timeout: 15_000 });
    await panel.getByRole("button", { name: "Accept time" }).click();
    await expect(panel.getByText("Pickup agreed:")).toBeVisible();
    await expect(ashPanel.getByText("Pickup agreed:")).toBeVisible({ timeout: 15_000 });
    await expect(ashPanel.getByRole("link", { name: "Google Calendar" })).toHaveAttribute("href", /calendar\.google\.com/);

    // Ash downloads the calendar file.
    const ics = await ash.context.request.get(`/api/listings/${listing.id}/calendar.ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain("BEGIN:VEVENT");
    expect(body).toContain(`DTSTART:${localAt(2, 14).replace(/[-:]/g, "")}00Z`);

    // The e2e clock makes the reminder due (the evening before): Ash gets the bell item.
    const due = Date.parse(`${localAt(2, 13)}:00Z`) - Date.now();
    const moved = await context.request.post("/api/e2e/clock", { data: { offset_ms: due } });
    expect(moved.status()).toBe(200);
    expect(((await moved.json()) as { reminded: number }).reminded).toBe(1);
    await ash.page.goto("/match-noti");
    await expect(ash.page.getByText("soon: still coming?")).toBeVisible();
    await ash.page.getByRole("button", { name: "Can't make it" }).first().click();
    await expect(ash.page.getByText("Released. They know you can't make it.")).toBeVisible();

    // Holly sees it released as cancelled, and it is available again.
    await page.goto("/my-trades?status=done");
    await expect(page.getByText("Released: they cancelled").first()).toBeVisible({ timeout: 15_000 });
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByRole("region", { name: `Trade: ${title}` }).getByLabel("Reserve for")).toBeVisible();
    expect(others).toEqual([]);
  } finally {
    await context.request.post("/api/e2e/clock", { data: { offset_ms: 0 } });
    await ash.context.close();
  }
});
