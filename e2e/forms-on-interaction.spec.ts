import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, expect, loginAs, registerUser, test } from "./fixtures";

// Issue 33 (decision 0219): a form's code is fetched on the gardener's first focus or touch. These
// hold that code back (every script asked for after the page has loaded waits until released) and
// check that what was typed, pressed or submitted meanwhile is not lost.

// The service worker would answer the chunks from its cache, past page.route.
test.use({ serviceWorkers: "block" });

function holdLateScripts(page: Page) {
  let holding = false;
  let held = 0;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  void page.route("**/_next/static/chunks/**", async (route) => {
    if (holding) {
      held++;
      await released;
    }
    await route.continue();
  });
  return {
    start: () => void (holding = true),
    release: () => {
      holding = false;
      release();
    },
    count: () => held,
  };
}

/** React marks the elements it has taken over (hydrated). */
const running = (field: Locator) => field.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

async function loaded(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("login: what is typed before the form's code arrives is kept, and the server's answer shows", async ({ page }) => {
  const scripts = holdLateScripts(page);
  await loaded(page, "/login");
  const email = page.getByLabel("Email");
  expect(await running(email), "the form waits for a first interaction").toBe(false);
  scripts.start();
  await email.fill(DEMO.rosie.email);
  await page.getByLabel("Password").fill("wrong-password");
  await expect.poll(scripts.count, { message: "the focus asked for the form's code" }).toBeGreaterThan(0);
  expect(await running(email)).toBe(false);

  scripts.release();
  await expect.poll(() => running(email)).toBe(true);
  await expect(email).toHaveValue(DEMO.rosie.email);
  await expect(page.getByLabel("Password")).toHaveValue("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password" })).toBeVisible();
});

test("register: a submit pressed before the form's code arrives runs the form's checks on what was typed", async ({ page }) => {
  const scripts = holdLateScripts(page);
  await loaded(page, "/register");
  scripts.start();
  await page.getByLabel("First name").fill("Sprout");
  await page.getByLabel("Password", { exact: true }).fill("sprouting-1");
  await page.getByRole("button", { name: "Register" }).click();
  await expect.poll(scripts.count).toBeGreaterThan(0);
  await expect(page.getByText("Last name is required")).toHaveCount(0); // nothing ran yet

  scripts.release();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page.getByLabel("First name")).toHaveValue("Sprout");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("sprouting-1");
});

test("settings: an edit form shows its values before its code arrives, and saves what was typed meanwhile", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "lazyform");
  await loginAs(context, baseURL!, user.email, user.password);
  const scripts = holdLateScripts(page);
  await loaded(page, "/settings");
  const details = page.locator("#details");
  const first = details.getByLabel("First name");
  await expect(first).toHaveValue(user.first_name); // in the server's HTML
  expect(await running(first)).toBe(false);

  scripts.start();
  await details.getByLabel("Last name").fill("Typed-early");
  await expect.poll(scripts.count).toBeGreaterThan(0);
  scripts.release();
  await expect.poll(() => running(first)).toBe(true);
  await expect(details.getByLabel("Last name")).toHaveValue("Typed-early");
  await details.getByRole("button", { name: "Save name" }).click();
  await expect(details.getByRole("status")).toHaveText("Saved");

  await page.reload();
  await expect(page.locator("#details").getByLabel("Last name")).toHaveValue("Typed-early");
  await expect(page.locator("#details").getByLabel("First name")).toHaveValue(user.first_name);
});

test("wish list: a wish typed before the form's code arrives (a controlled field) is kept and saved", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "lazywish");
  await loginAs(context, baseURL!, user.email, user.password);
  const scripts = holdLateScripts(page);
  await loaded(page, "/post-want");
  const wish = page.getByRole("combobox").first();
  scripts.start();
  await wish.fill("Early zucchini");
  await expect.poll(scripts.count).toBeGreaterThan(0);
  expect(await running(wish)).toBe(false);

  scripts.release();
  await expect.poll(() => running(wish)).toBe(true);
  await expect(wish).toHaveValue("Early zucchini");
  await page.getByRole("button", { name: "save" }).click();
  await expect(page).toHaveURL(/\/my-listings\?tab=want$/);
  await expect(page.getByText("Early zucchini")).toBeVisible();
});

const png = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: "#6f9f3a" } }).png().toBuffer(),
});

test("listing photo: a photo chosen before the form's code arrives is kept (set on the picker, or picked after a tap)", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "lazyphoto");
  await loginAs(context, baseURL!, user.email, user.password);
  const scripts = holdLateScripts(page);
  await loaded(page, "/listings/new");
  const picker = page.getByTestId("listing-image");
  expect(await running(picker)).toBe(false);

  // Set on the picker directly (its change event is all there is).
  scripts.start();
  await picker.setInputFiles(await png("early.png"));
  await expect.poll(scripts.count, { message: "the pick asked for the form's code" }).toBeGreaterThan(0);
  expect(await running(picker)).toBe(false);
  scripts.release();
  await expect(page.getByAltText("Selected photo preview")).toBeVisible();

  // A tap on the photo area before the code arrives: the press is made again, the picker opens.
  const again = holdLateScripts(page);
  await loaded(page, "/listings/new");
  again.start();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /Add a photo/ }).tap();
  await expect.poll(again.count).toBeGreaterThan(0);
  again.release();
  await (await chooser).setFiles(await png("tapped.png"));
  await expect(page.getByAltText("Selected photo preview")).toBeVisible();
});

test("profile photo: a tap on the photo label before the form's code arrives wakes it, and the picked photo is kept", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "lazyavatar");
  await loginAs(context, baseURL!, user.email, user.password);
  const scripts = holdLateScripts(page);
  await loaded(page, "/personal-info");
  const label = page.getByText("Add a photo (optional)");
  expect(await running(label)).toBe(false);

  scripts.start();
  const chooser = page.waitForEvent("filechooser");
  await label.tap(); // the label opens the browser's picker itself, no script needed
  await expect.poll(scripts.count, { message: "the tap asked for the form's code" }).toBeGreaterThan(0);
  await (await chooser).setFiles(await png("me.png"));
  expect(await running(label)).toBe(false);
  scripts.release();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
});
