import { expect, test, type Page, reviewShots } from "./fixtures";

const shots = (page: Page, name: string) => reviewShots(page, "seasons", name);

test.setTimeout(240_000);

test("seasons: the marketplace's 'In season near you' leads to a crop page with its season; a sleeping wish says until when and wakes", async ({ page, loginAs }) => {
  await loginAs("rosie");

  // Fern's demo listing is in season near Portland whatever the month: the strip names crops, each a link.
  await page.goto("/listings");
  const strip = page.getByRole("navigation", { name: "In season near you" });
  await expect(strip).toBeVisible();
  await shots(page, "marketplace");
  const first = strip.getByRole("link").first();
  const crop = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(crop);
  const season = page.getByTestId("crop-season");
  await expect(season).toBeVisible();
  await expect(season.getByText("In season near you")).toBeVisible();
  await shots(page, "crop-page");

  // Rosie's raspberries sleep until a few days after the seed day, and still match.
  await page.goto("/my-listings?tab=want");
  const sleeping = page.getByTestId("wish-sleeping");
  await expect(sleeping).toHaveText(/^Sleeping until (\d{1,2} )?[A-Z][a-z]+ · still matches new listings$/);
  await shots(page, "wish-list");
  await page.getByRole("button", { name: "Wake it: “Raspberries”" }).click();
  await expect(sleeping).toHaveCount(0);
  const wishes = await page.request.get("/api/listings/want-listings");
  const raspberries = ((await wishes.json()) as { title: string; dormant_until: string | null }[]).find((w) => w.title === "Raspberries");
  expect(raspberries?.dormant_until).toBeNull();
});
