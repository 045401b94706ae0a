import { axeOf } from "./axe";
import { expect, test, type Page, reviewShots } from "./fixtures";

const shots = (page: Page, name: string) => reviewShots(page, "map", name);

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 38 on a phone: a visitor near Portland opens the map from the marketplace; the table under
 * the map lists areas with counts (whether or not this browser can draw the map), axe passes, and an
 * area's "See listings" opens the marketplace filtered to that area.
 */
test("the private map: counts by area, a list equivalent, an area opens its listings", async ({ page }) => {
  // Eight screenshots of a page with a WebGL canvas (software-rendered in headless Chromium) take their time.
  test.setTimeout(180_000);
  await page.goto("/listings?tab=public&category=all");
  await page.getByText("Set your area to see distances").click();
  await page.getByLabel("Your postcode or town").fill("97214");
  await page.getByRole("button", { name: "Show distances" }).click();
  await expect(page.getByText("Browsing near")).toContainText("Portland, OR");

  await page.getByRole("link", { name: "See the map" }).click();
  await page.waitForURL("**/listings/map");
  await expect(page.getByRole("heading", { name: "Map of listings" })).toBeVisible();
  const table = page.getByRole("table", { name: /Listings by area of the map/ });
  const counts = table.getByTestId("cell-count");
  await expect(counts.first()).toHaveText(/^(\d+ listings|a few)$/);
  // The map is drawn, or says plainly that this browser cannot draw it: either way the page stands.
  // Either may be showing (both are, for a moment, while the map loads).
  await expect(page.getByTestId("map-status").or(page.locator(".maplibregl-canvas")).first()).toBeVisible();
  await expect(page.getByText("Loading the map…")).toHaveCount(0);

  const axe = await axeOf(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await shots(page, "map");

  // The busiest area's listings: the marketplace filtered to that cell, nearest first.
  await table.getByRole("link", { name: /^See listings/ }).first().click();
  await page.waitForURL(/\/listings\?.*cell=/);
  await expect(page).toHaveURL(/order=nearest/);
  await expect(page.getByTestId("market-summary")).toContainText("in one area of the map");
  await expect(page.getByRole("list", { name: "All listings" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Show every area" })).toBeVisible();
});

test("the marketplace filters by a walk or a cycle", async ({ page }) => {
  await page.goto("/listings?tab=public&category=all");
  await page.getByText("Set your area to see distances").click();
  await page.getByLabel("Your postcode or town").fill("97214");
  await page.getByRole("button", { name: "Show distances" }).click();
  await expect(page.getByText("Browsing near")).toContainText("Portland, OR");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByLabel(/Distance from/).selectOption("cycle-15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/within=cycle-15/);
  await expect(page.getByTestId("market-summary")).toContainText("within a 15-minute cycle");
});
