import { DEMO, expect, loginAs, otherGardener, test } from "./fixtures";

/**
 * Garden groups (issue 34, part G): start a group on a phone and invite by link; ask to join a group
 * by approval with the group's question, be approved on the members page, then see its listings.
 */
test("start a group, share its invite link: a second gardener joins by it", async ({ page, loginAs, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  await loginAs("rosie");
  await page.goto("/groups");
  await page.getByRole("link", { name: "Start a group" }).first().click();
  await expect(page).toHaveURL(/\/groups\/new$/);
  const name = `Ash Street growers ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Kind of group").selectOption("street");
  await page.getByLabel("Where it meets (town or postcode)").fill("97214");
  await page.getByLabel("What the group is").fill("Neighbours on SE Ash swapping what we grow.");
  await page.getByLabel("Rules (optional)").fill("Be kind.");
  await page.getByLabel("By approval: an admin lets people in").check();
  await page.getByLabel("A question for those who ask to join (optional)").fill("Which house are you?");
  await page.getByRole("button", { name: "Start the group" }).click();
  await expect(page).toHaveURL(/\/groups\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("You are the group's owner.")).toBeVisible();

  await page.getByRole("button", { name: "Make an invite link" }).click();
  const link = page.getByRole("textbox", { name: "Invite link" });
  await expect(link).toHaveValue(/\/groups\/join\/[\w-]+$/);
  await expect(page.getByRole("img", { name: `QR code of the invite link to ${name}` })).toBeVisible();
  const invite = new URL(await link.inputValue()).pathname;

  const other = await otherGardener(browser, baseURL!, "invited", consoleErrors);
  await other.page.goto(invite);
  await expect(other.page.getByRole("heading", { level: 1, name })).toBeVisible();
  // An invite from an admin lets one straight in, even into a group by approval.
  await other.page.getByRole("button", { name: "Join the group" }).click();
  await expect(other.page.getByText("You are a member.")).toBeVisible();
  await other.page.getByRole("link", { name: "Open the group" }).click();
  await expect(other.page.getByText("2 members", { exact: false })).toBeVisible();
  await other.context.close();
});

test("ask to join a group by approval, be approved on the members page, see its listings", async ({ page, browser, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const other = await otherGardener(browser, baseURL!, "asker", consoleErrors);
  const near = (await (await other.context.request.get("/api/groups?near=97214")).json()) as { id: number; name: string }[];
  const id = near.find((g) => g.name === "Buckman Community Garden")!.id;
  await other.page.goto(`/groups/${id}`);
  await expect(other.page.getByRole("heading", { level: 1, name: "Buckman Community Garden" })).toBeVisible();
  await other.page.getByLabel("Which plot are you on?").fill("Plot 30, the new one by the gate");
  await other.page.getByRole("button", { name: "Ask to join" }).click();
  await expect(other.page.getByText("You asked to join. An admin will look at it.")).toBeVisible();

  await loginAs(page.context(), baseURL!, DEMO.rosie.email);
  await page.goto(`/groups/${id}`);
  await page.getByRole("link", { name: "Members and requests" }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${id}/members$`));
  const asking = page.getByRole("list", { name: "Asking to join" });
  await expect(asking.getByText("Plot 30, the new one by the gate")).toBeVisible();
  await asking.getByRole("button", { name: `Approve @${other.user.username}` }).click();
  await expect(page.getByRole("list", { name: "Members" }).getByRole("link", { name: `@${other.user.username}` })).toBeVisible();

  await other.page.reload();
  await expect(other.page.getByText("You are a member.")).toBeVisible();
  await expect(other.page.getByRole("list", { name: "Listings in Buckman Community Garden" }).getByText("Cherry tomatoes")).toBeVisible();
  await other.context.close();
});
