import { expect, loginAs, registerUser, test } from "./fixtures";

/** Issue 13 on a phone: set a postcode, see buckets on cards, filter within 5 miles, sort nearest first. */
test("near me: postcode, distance buckets, within 5 miles, nearest first", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "near");
  await loginAs(context, baseURL!, user.email, user.password);

  await page.goto("/personal-info");
  await expect(page.getByText("We only ever show an approximate area")).toBeVisible();
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State").fill("OR");
  await page.getByLabel("Postcode").fill("97214");
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForURL("**/listings/new");

  // Default: public listings within 25 miles; the Seattle gardener's kale is not among them.
  await page.goto("/listings?tab=public");
  const cards = page.getByRole("list", { name: "produce listings" }).getByRole("listitem");
  await expect(cards.filter({ hasText: "Cherry tomatoes" })).toContainText(/under 1 mile|about \d+ miles/);
  await expect(cards.filter({ hasText: "Cherry tomatoes" })).toContainText("Portland, OR");
  await expect(cards.filter({ hasText: "Kale" })).toHaveCount(0);

  // Anywhere: the far listing shows, as "over 30 miles".
  await page.getByLabel(/Distance from/).selectOption("any");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(cards.filter({ hasText: "Kale" })).toContainText("over 30 miles");

  // Within 5 miles, nearest first: Beaverton's apples (about 8 miles) drop out; the neighbour's tomatoes come first.
  await page.getByLabel(/Distance from/).selectOption("5");
  await page.getByLabel("Order").selectOption("nearest");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/within=5/);
  await expect(cards.filter({ hasText: "Apples" })).toHaveCount(0);
  await expect(cards.first()).toContainText("Cherry tomatoes");
  const html = await page.content();
  expect(html).not.toMatch(/\b\d{1,3}\.\d{4,}\b/); // no coordinates in the page
});
