import sharp from "sharp";
import { DEMO, expect, test, type Page } from "./fixtures";

/**
 * Each step as the phone shows it (390 px) and as a laptop would (1280 px), full page, in
 * test-results/newcomer/ for review (`E2E_SHOTS=0` skips them). The same page is widened and narrowed
 * back: nothing is reloaded, so a form keeps what was typed.
 */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS === "0") return;
  const phone = page.viewportSize()!;
  await page.screenshot({ path: `test-results/newcomer/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/newcomer/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(phone);
}

/**
 * A newcomer's first five minutes on a phone, in one go: sign up → area → a listing with a photo →
 * a wish → find a gardener → friend request → message.
 */
test("the newcomer's walk: sign up to first message", async ({ page }) => {
  test.setTimeout(150_000);
  const name = `newbie_${Date.now().toString(36)}`;
  await page.goto("/register");
  await page.getByLabel("First name").fill("New");
  await page.getByLabel("Last name").fill("Gardener");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("first-seeds-1");
  await page.getByLabel("Confirm password").fill("first-seeds-1");
  await shot(page, "0-sign-up");
  await page.getByRole("button", { name: "Register" }).click();

  // Area.
  await expect(page).toHaveURL(/\/personal-info$/);
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State").fill("OR");
  await page.getByLabel("Postcode").fill("97214");
  await shot(page, "1-area");
  await page.getByRole("button", { name: "Next" }).click();

  // A listing with a photo; My lists confirms it with view and share.
  await expect(page).toHaveURL(/\/listings\/new$/);
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0392b" } }).png().toBuffer();
  await page.getByTestId("listing-image").setInputFiles({ name: "chillies.png", mimeType: "image/png", buffer: png });
  await expect(page.getByAltText("Selected photo preview")).toBeVisible();
  await page.getByLabel("Item name").fill("Chilli plants");
  await page.getByText("giveaway", { exact: true }).click();
  await page.getByText("plants", { exact: true }).click();
  await shot(page, "2-listing");
  await page.getByRole("button", { name: "save" }).click();
  const posted = page.getByRole("status").filter({ hasText: "Posted!" });
  await expect(posted).toContainText("Chilli plants");
  await expect(posted.getByRole("link", { name: "View listing" })).toBeVisible();
  await expect(posted.getByRole("button", { name: "share" })).toBeVisible();
  await shot(page, "3-posted");

  // A wish.
  await page.goto("/post-want");
  await page.getByRole("region", { name: "seeds" }).getByRole("combobox", { name: "seeds wish 1", exact: true }).fill("Sweet pea seeds");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText("Sweet pea seeds", { exact: true })).toBeVisible();
  await shot(page, "4-wish");

  // Find a gardener from the marketplace, by town, as you type.
  await page.goto("/listings");
  await expect(page.getByRole("link", { name: "Public", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Find gardeners" }).click();
  await page.getByRole("searchbox", { name: "Search by username, name or town" }).fill("beaverton");
  const fern = page.getByRole("listitem").filter({ hasText: `@${DEMO.fern.username}` });
  await expect(fern).toBeVisible();
  await shot(page, "5-gardeners");

  // Friend request, then a message.
  await fern.getByRole("button", { name: `Add friend @${DEMO.fern.username}` }).click();
  await expect(fern.getByText("Request sent")).toBeVisible();
  await shot(page, "6-friend-request");
  await fern.getByRole("link", { name: new RegExp(`@${DEMO.fern.username}`) }).click();
  await page.getByRole("link", { name: new RegExp(`Message @${DEMO.fern.username}`) }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const input = page.getByPlaceholder("Type a message…");
  await input.fill("Hello! I'm new here — do you have marigold seeds to swap?");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("message-out").filter({ hasText: "marigold seeds" })).toBeVisible();
  // The chat fits the phone screen: no scrolling past it.
  const scroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scroll).toBeLessThanOrEqual(1);
  await shot(page, "7-message");
});
