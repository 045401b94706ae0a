import { expect, test } from "./fixtures";

// Decision 0135: links prefetch on intent, not on sight, and a tapped link shows a bar until the next
// page is there (pages have no loading.tsx, whose streamed fallback delayed every first paint).

test("a page load prefetches nothing; hovering a link prefetches its page", async ({ page, consoleErrors }) => {
  const rsc: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("_rsc=")) rsc.push(new URL(r.url()).pathname);
  });
  await page.goto("/listings");
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(rsc, "no prefetch on load").toEqual([]);

  const card = page.locator("main ul li a[href^='/listings/']").first();
  const href = (await card.getAttribute("href"))!;
  await card.hover();
  await expect.poll(() => rsc.includes(href), { message: `prefetch of ${href} after hover` }).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a tapped link shows the pending bar at the top of the screen until its page is there", async ({ page, consoleErrors }) => {
  await page.goto("/listings");
  const card = page.locator("main ul li a[href^='/listings/']").first();
  const href = (await card.getAttribute("href"))!;
  await expect(card).toBeVisible();
  // Hold the next page's payload back so that the pending state lasts long enough to look at.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/_rsc=/, async (route) => {
    await held;
    await route.continue();
  });
  await card.click();
  const bar = page.locator("[data-navigation-pending]");
  await expect(bar).toHaveCount(1);
  const box = (await bar.boundingBox())!;
  expect(box.y, "pinned to the top of the viewport, not to the card").toBe(0);
  expect(box.height).toBeGreaterThan(0);
  await expect(page).toHaveURL("/listings"); // still on the marketplace while the page is on its way
  release();
  await expect(page).toHaveURL(href);
  await expect(bar).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
