import { expect, loginAs, registerUser, test, type Page } from "./fixtures";

/**
 * Issue 14 from a phone, with gardeners registered for the run: one message in a chat is reported
 * (once), and blocking works from the chat, the listing page and the seller profile, each undone
 * from "Blocked gardeners" in the profile.
 */
test("report one message from the chat; block from the chat, a listing and a profile; unblock from the profile", async ({ page, context, browser, baseURL }) => {
  const other = await browser.newContext();
  const thorn = await registerUser(other, baseURL!, "thorn");
  const thornSession = await loginAs(other, baseURL!, thorn.email, thorn.password);
  const auth = { authorization: `Bearer ${thornSession.access_token}` };
  const wren = await registerUser(context, baseURL!, "wren");
  const wrenSession = await loginAs(context, baseURL!, wren.email, wren.password);
  const thornId = thornSession.user.id;
  const handle = `@${thorn.username}`;

  const ids: number[] = [];
  for (const content of ["Hi! Are the beans still there?", "Answer me or else."]) {
    const sent = await other.request.post(`${baseURL}/api/messages`, { headers: auth, data: { receiver_id: wrenSession.user.id, content } });
    expect(sent.status(), "send").toBeLessThan(300);
    ids.push(((await sent.json()) as { id: number }).id);
  }
  const posted = await other.request.post(`${baseURL}/api/listings/`, {
    headers: auth,
    data: { title: "Runner bean seeds", description: "Saved last autumn.", price: 0, is_active: true, is_public: true, type_id: 3, state_id: 1, category_id: 2 },
  });
  expect(posted.status(), "post listing").toBe(201);
  const listing = (await posted.json()) as { id: number };

  // One message is reported, with a reason and a note; the flag then says it was reported.
  await page.goto(`/messages/${thornId}`);
  const rude = page.getByTestId("message-in").filter({ hasText: "Answer me or else." });
  await rude.getByRole("button", { name: /^Report the message/ }).click();
  const dialog = page.getByRole("dialog", { name: "Report this message" });
  await dialog.getByLabel("Offensive or harassing").check();
  await dialog.getByLabel("Anything the moderators should know? (optional)").fill("Pushy after I asked for time.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you for telling us" })).toContainText(`${handle} is not told who reported them.`);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(rude.getByRole("button", { name: /^You reported the message/ })).toBeDisabled();
  // The other message can still be reported; the server takes one report per message.
  await expect(page.getByTestId("message-in").filter({ hasText: "Are the beans" }).getByRole("button", { name: /^Report the message/ })).toBeEnabled();
  const again = await context.request.post(`${baseURL}/api/reports`, {
    headers: { authorization: `Bearer ${wrenSession.access_token}` },
    data: { target_type: "message", target_id: ids[1], reason: "spam_scam" },
  });
  expect(again.status()).toBe(409);

  // Block from the chat: the confirmation says what it does; the conversation leaves the list.
  await page.getByRole("region", { name: `Chat with ${thorn.username}` }).getByRole("button", { name: "Block", exact: true }).click();
  await confirmBlock(page, handle);
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole("link", { name: new RegExp(thorn.username) })).toHaveCount(0);
  expect((await page.goto(`/listings/${listing.id}`))?.status()).toBe(404);
  await unblock(page, handle);

  // Block from the listing page.
  await page.goto(`/listings/${listing.id}`);
  await page.getByRole("button", { name: `Block ${handle}` }).click();
  await confirmBlock(page, handle);
  await expect(page).toHaveURL(/\/listings$/);
  expect((await page.goto(`/listings/${listing.id}`))?.status()).toBe(404);
  await unblock(page, handle);

  // Block from the seller profile.
  await page.goto(`/seller/${thornId}`);
  await page.getByRole("button", { name: `Block ${handle}` }).click();
  await confirmBlock(page, handle);
  await page.goto(`/seller/${thornId}`);
  await expect(page.getByText("User not found")).toBeVisible();
  await unblock(page, handle);
  await page.goto(`/seller/${thornId}`);
  await expect(page.getByRole("heading", { name: new RegExp(thorn.username) }).first()).toBeVisible();
  await other.close();
});

async function confirmBlock(page: Page, handle: string) {
  const dialog = page.getByRole("dialog", { name: `Block ${handle}?` });
  await expect(dialog).toContainText(`${handle} is not told.`);
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
}

async function unblock(page: Page, handle: string) {
  await page.goto("/profile");
  const list = page.getByRole("region", { name: "Blocked gardeners" });
  await list.getByRole("button", { name: `Unblock ${handle}` }).click();
  await expect(list.getByText("You have not blocked anyone.")).toBeVisible();
}
