import { expect, loginAs, registerUser, test, type Page } from "./fixtures";

/**
 * Issue 31 items 2, 3 and 10: a shared listing carries a newcomer through sign-up back to its chat;
 * the listing's action bar is on the first phone screen; Back restores the feed's place.
 * Run on a phone (the config's project) and again at desktop width.
 */
for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  {
    name: "desktop",
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  },
]) {
  test.describe(size.name, () => {
    test.use({
      viewport: size.viewport,
      ...(size.isMobile === false && { isMobile: false, hasTouch: false }),
    });

    test("ana opens a shared listing, signs up to message, onboards and lands back on it with the composer focused", async ({
      page,
      request,
    }) => {
      const res = await request.get("/api/listings/?public=true&limit=50");
      expect(res.status()).toBe(200);
      const listing = (
        (await res.json()) as {
          id: number;
          title: string;
          owner_username: string;
          state_id: number;
        }[]
      ).find((l) => l.owner_username === "basil" && l.state_id === 1)!;
      expect(listing, "a public listing of basil's").toBeTruthy();

      await page.goto(`/listings/${listing.id}`);
      await expect(
        page.getByRole("heading", { name: listing.title }),
      ).toBeVisible();
      // The way to message is on the first screen (the phone's sticky bar, the desktop's details column).
      const bar = page.getByTestId("listing-action-bar");
      await expect(bar).toBeInViewport();
      await expect(bar.getByRole("button", { name: "share" })).toBeVisible();
      await bar.getByRole("link", { name: "Sign up to message" }).click();
      await expect(page).toHaveURL(
        new RegExp(`/register\\?next=%2Flistings%2F${listing.id}%23message$`),
      );

      const n = `ana_${size.name}_${Date.now().toString(36)}`;
      await page.getByLabel("First name").fill("Ana");
      await page.getByLabel("Last name").fill("Grows");
      await page.getByLabel("Username").fill(n);
      await page.getByLabel("Email").fill(`${n}@example.com`);
      await page.getByLabel("Password", { exact: true }).fill("e2e-password-1");
      await page.getByLabel("Confirm password").fill("e2e-password-1");
      await page.getByRole("button", { name: "Register" }).click();

      await page.waitForURL(/\/personal-info\?next=/);
      await page.getByLabel("City").fill("Portland");
      await page.getByLabel("State").fill("OR");
      await page.getByLabel("Postcode").fill("97214");
      await page.getByRole("button", { name: "Next" }).click();

      await page.waitForURL(new RegExp(`/listings/${listing.id}#message$`));
      await expect(
        page.getByRole("heading", {
          name: `Chat with ${listing.owner_username}`,
        }),
      ).toBeVisible();
      await expect(
        page.getByRole("textbox", { name: "Message" }),
      ).toBeFocused();
      await expect(
        page.getByRole("textbox", { name: "Message" }),
      ).toBeInViewport();
    });

    test("the signed-in action bar's Message focuses the composer; Log in keeps the way back", async ({
      page,
      context,
      baseURL,
    }) => {
      const res = await page.request.get("/api/listings/?public=true&limit=50");
      const listing = (
        (await res.json()) as { id: number; owner_username: string }[]
      ).find((l) => l.owner_username === "basil")!;
      await page.goto(`/listings/${listing.id}`);
      await expect(
        page
          .getByTestId("listing-action-bar")
          .getByRole("link", { name: "Log in" }),
      ).toHaveAttribute(
        "href",
        `/login?next=%2Flistings%2F${listing.id}%23message`,
      );

      const user = await registerUser(context, baseURL!, "bar");
      await loginAs(context, baseURL!, user.email, user.password);
      await page.goto(`/listings/${listing.id}`);
      const bar = page.getByTestId("listing-action-bar");
      await expect(bar).toBeInViewport();
      await bar.getByRole("link", { name: "Message" }).click();
      await expect(
        page.getByRole("textbox", { name: "Message" }),
      ).toBeFocused();
    });

    test("Back from a listing restores the feed's place, with the pages loaded further down", async ({
      page,
      context,
      baseURL,
    }) => {
      const seller = await registerUser(context, baseURL!, "feed");
      const { access_token } = await loginAs(
        context,
        baseURL!,
        seller.email,
        seller.password,
      );
      const auth = { authorization: `Bearer ${access_token}` };
      const posted: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await context.request.post("/api/listings/", {
          headers: auth,
          data: {
            title: `Feed marrow ${i}`,
            type_id: 3,
            category_id: 1,
            is_public: true,
          },
        });
        expect(res.status()).toBe(201);
        posted.push((await res.json()).id);
      }
      await context.clearCookies();
      try {
        await page.goto("/listings?tab=public");
        const cards = page.locator("main li a[href^='/listings/']");
        await expect(cards.first()).toBeInViewport(); // cards on the first screen
        const first = await cards.count();
        // Scroll to the end: the next page loads.
        await page
          .getByText("That’s everything for now.")
          .or(page.getByRole("button", { name: "Load more" }))
          .scrollIntoViewIfNeeded();
        await expect.poll(() => cards.count()).toBeGreaterThan(first);
        const target = cards.nth(first + 2);
        await target.scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 1);
        await page.waitForTimeout(300);
        const before = await scrollY(page);
        expect(before).toBeGreaterThan(500);
        await target.click();
        await page.waitForURL(/\/listings\/\d+$/);
        await page.goBack();
        await page.waitForURL(/\/listings\?tab=public$/);
        await expect.poll(() => cards.count()).toBeGreaterThan(first);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40);
        expect(await scrollY(page)).toBeLessThan(before + 40);
      } finally {
        // The 30 newest produce listings would push the seeded ones off the first page of later specs (near-me).
        for (const id of posted)
          await context.request.delete(`/api/listings/${id}`, {
            headers: auth,
          });
      }
    });
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
