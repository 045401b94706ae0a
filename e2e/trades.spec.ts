import { expect, loginAs, otherGardener, registerUser, test } from "./fixtures";

test("two gardeners: ask in chat → reserve → hand over → confirm → thank; a third sees Reserved, then nothing", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Runner beans ${stamp}`;
  // Holly (this phone) gives; Ash (a second phone) asks and receives; Elm (a third) only looks.
  const holly = await registerUser(context, baseURL!, "holly");
  const hollySession = await loginAs(context, baseURL!, holly.email, holly.password);
  const others: string[] = [];
  const ash = await otherGardener(browser, baseURL!, "ash", others);
  const elm = await otherGardener(browser, baseURL!, "elm", others);

  const posted = await context.request.post("/api/listings/", {
    headers: { authorization: `Bearer ${hollySession.access_token}` },
    data: { title, description: "A big bag of them.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 1 },
  });
  expect(posted.status(), "post listing").toBe(201);
  const listing = (await posted.json()) as { id: number; available_until: string };
  expect(listing.available_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Ash asks in chat.
  await ash.page.goto(`/messages/${hollySession.user.id}`);
  await ash.page.getByRole("textbox", { name: "Message", exact: true }).fill(`Hi! Are the ${title} still available?`);
  await expect(ash.page.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 15_000 });
  await ash.page.getByRole("button", { name: "Send" }).click();
  // Stored, not only shown as sending: Holly's page must find the conversation when it renders.
  await expect(ash.page.getByTestId("message-out").filter({ hasText: `Are the ${title} still available?` })).toBeVisible();

  // Holly reserves from the chat header.
  await page.goto(`/messages/${ash.session.user.id}`);
  await page.getByText(`Reserve or hand over to ${ash.user.username}`).click();
  const panel = page.getByRole("region", { name: `Trade: ${title}` });
  await panel.getByRole("button", { name: `Reserve for ${ash.user.username}` }).click();
  await expect(page.getByText(`Reserved for ${ash.user.username} · ${title}`)).toBeVisible();

  // Ash sees "Reserved for you" without reloading (the live trade notification).
  await expect(ash.page.getByText(`Reserved for you · ${title}`)).toBeVisible();
  // Elm, a third gardener, sees it reserved.
  await elm.page.goto(`/listings/${listing.id}`);
  await expect(elm.page.getByRole("heading", { name: title })).toBeVisible();
  await expect(elm.page.getByText("reserved", { exact: true })).toBeVisible();
  await expect(elm.page.getByText("Reserved for you")).toHaveCount(0);

  // Holly hands it over to Ash.
  await panel.getByRole("button", { name: "Mark as given / sold / swapped" }).click();
  const who = page.getByRole("dialog", { name: "Who got it?" });
  await expect(who.getByRole("radio", { name: ash.user.username })).toBeChecked();
  await who.getByRole("button", { name: "Mark as given" }).click();
  await expect(page.getByText(`Handed over to ${ash.user.username} · waiting for ${ash.user.username} to confirm`).first()).toBeVisible();

  // The listing has left the marketplace for Elm.
  await elm.page.reload();
  await expect(elm.page.getByRole("heading", { name: title })).toHaveCount(0);
  expect((await elm.context.request.get(`/api/listings/${listing.id}`)).status()).toBe(404);

  // Ash confirms and thanks.
  const ashPanel = ash.page.getByRole("region", { name: `Trade: ${title}` });
  await expect(ashPanel.getByText(`${holly.username} says they handed it over to you`)).toBeVisible();
  await ashPanel.getByRole("button", { name: "Received" }).click();
  await expect(ashPanel.getByText(`You received it from ${holly.username}`)).toBeVisible();
  await ashPanel.getByLabel(`Thank-you note for ${holly.username}`).fill("Delicious, thank you Holly!");
  await ashPanel.getByText("It went well").click();
  await ashPanel.getByRole("button", { name: "Send thank-you" }).click();
  await expect(ash.page.getByText(`Thank you sent to ${holly.username}.`)).toBeVisible();
  // Once the page has refreshed (the sent note shows), the panel stays open with the confirmation.
  await expect(ashPanel.getByText("Your thank-you")).toBeVisible();
  await expect(ash.page.getByText(`Thank you sent to ${holly.username}.`)).toBeVisible();

  // Holly thanks from My trades (linked from the profile); both see the trade done.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Open", exact: true }).click();
  await expect(page).toHaveURL(/\/my-trades$/);
  await page.getByRole("link", { name: "Done", exact: true }).click();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText(`Given to ${ash.user.username} · ${ash.user.username} confirmed`)).toBeVisible();
  await expect(row.getByText("Delicious, thank you Holly!")).toBeVisible();
  await row.getByLabel(`Thank-you note for ${ash.user.username}`).fill("Lovely to meet you, Ash.");
  await row.getByRole("button", { name: "Send thank-you" }).click();
  await expect(row.getByText("Lovely to meet you, Ash.")).toBeVisible();
  await expect(row.getByRole("link", { name: `Chat with ${ash.user.username}` })).toHaveAttribute("href", `/messages/${ash.session.user.id}`);

  await ash.page.goto("/my-trades?status=done");
  const ashRow = ash.page.getByRole("listitem").filter({ hasText: title });
  await expect(ashRow.getByText(`You received it from ${holly.username}`)).toBeVisible();
  await expect(ashRow.getByText("Lovely to meet you, Ash.")).toBeVisible();
  await expect(ashRow.getByText("Your thank-you")).toBeVisible();
  // Ash can report Holly's note from My trades (issue 15: a thank-you can be reported).
  await ashRow.getByRole("button", { name: `Report the note from @${holly.username}` }).click();
  const reportDialog = ash.page.getByRole("dialog", { name: "Report this thank-you note" });
  await reportDialog.getByRole("radio", { name: "Offensive or harassing" }).check();
  await reportDialog.getByRole("button", { name: "Send report" }).click();
  await expect(ash.page.getByRole("dialog", { name: "Thank you for telling us" })).toBeVisible();
  await ash.page.getByRole("button", { name: "Done" }).click();
  // The dialog loaded on the tap closes like any dialog: focus goes back to the button that opened it.
  await expect(ashRow.getByRole("button", { name: `Report the note from @${holly.username}` })).toBeFocused();

  // The profile counts it.
  await elm.page.goto(`/seller/${hollySession.user.id}`);
  const record = elm.page.getByRole("region", { name: "Trades" });
  await expect(record.getByRole("definition")).toHaveText(["1", "0"]);

  await ash.context.close();
  await elm.context.close();
  expect(others, "console errors on the other phones").toEqual([]);
});

test("My lists: the state select reserves for a gardener they talked to and hands over, through the trade steps", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  const title = `Chard ${Date.now().toString(36)}`;
  const holly = await registerUser(context, baseURL!, "holly");
  const hollySession = await loginAs(context, baseURL!, holly.email, holly.password);
  const others: string[] = [];
  const ash = await otherGardener(browser, baseURL!, "ash", others);
  const posted = await context.request.post("/api/listings/", {
    headers: { authorization: `Bearer ${hollySession.access_token}` },
    data: { title, description: "Rainbow chard.", price: 0, is_active: true, is_public: true, type_id: 3, category_id: 1 },
  });
  expect(posted.status()).toBe(201);
  const sent = await ash.context.request.post("/api/messages", { headers: { authorization: `Bearer ${ash.session.access_token}` }, data: { receiver_id: hollySession.user.id, content: "Chard please?" } });
  expect(sent.ok()).toBe(true);

  await page.goto("/my-listings");
  const select = page.getByLabel(`Trade state of ${title}`);
  await select.selectOption({ label: "reserved" });
  const reserve = page.getByRole("dialog", { name: "Reserve it for whom?" });
  await reserve.getByRole("radio", { name: ash.user.username }).check();
  await reserve.getByRole("button", { name: "Reserve" }).click();
  await expect(page.getByText(`for ${ash.user.username}`)).toBeVisible();
  await expect(select).toHaveValue("2");

  await select.selectOption({ label: "completed" });
  const who = page.getByRole("dialog", { name: "Who got it?" });
  await expect(who.getByRole("radio", { name: ash.user.username })).toBeChecked();
  await who.getByRole("button", { name: "Mark as given" }).click();
  await expect(select).toHaveValue("3");

  // Both see it in My trades; Ash is asked to confirm.
  await ash.page.goto("/my-trades");
  await expect(ash.page.getByText(`${holly.username} says they handed it over to you`)).toBeVisible();
  await ash.context.close();
  expect(others).toEqual([]);
});
