import sharp from "sharp";
import { DEMO, expect, loginAs, registerUser, test } from "./fixtures";

const unique = (p: string) => `${p}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A small real photo for the file picker (compressed in the browser before upload). */
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: "#6f9f3a" } })
    .png()
    .toBuffer();

test("register → personal info with a photo → first listing page; invite page from the profile", async ({ page }) => {
  const name = unique("sprout");
  await page.goto("/register");
  await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("aria-current", "page");

  // The form's own rules first.
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("First name").fill("Sprout");
  await expect(page.getByText("Last name is required")).toHaveCount(0); // editing clears errors

  await page.getByLabel("Last name").fill("Gardener");
  await page.getByLabel("Username").fill(DEMO.rosie.username);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("sprouting-1");
  await page.getByLabel("Confirm password").fill("sprouting-2");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("sprouting-1");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("This username is already taken")).toBeVisible(); // the server's answer, on the field

  await page.getByLabel("Username").fill(name);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/personal-info$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();

  // Personal info: the rules, then a photo with its preview, then Next.
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("City is required")).toBeVisible();
  await expect(page.getByText("Postcode must be at least 5 characters.")).toBeVisible();
  await page.getByLabel("Add a photo (optional)").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("State").fill("OR");
  await page.getByLabel("Postcode").fill("97201");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);

  // The profile shows the new details and photo; the invite page is one tap away.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sprout" })).toBeVisible();
  await expect(page.getByText(`@${name}`).first()).toBeVisible();
  await expect(page.getByText("Sprout Gardener")).toBeVisible();
  await expect(page.getByText(`${name}@example.com`)).toBeVisible();
  const avatar = page.locator('img[src^="/api/images/"]').first();
  await expect(avatar).toBeVisible();
  await page.getByRole("link", { name: "Invite", exact: true }).click();
  await expect(page).toHaveURL(/\/invite-your-friends$/);
  const link = page.getByRole("textbox", { name: "Your profile link" });
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/seller\/\d+$/);
  await expect(page.getByRole("img", { name: "QR code of your profile" })).toBeVisible();
  await page.getByRole("link", { name: "finish setup" }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);
});

test("personal info: 'skip for now' goes to the first listing page", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "skipper");
  await loginAs(context, baseURL!, user.email, user.password);
  await page.goto("/personal-info");
  await page.getByRole("link", { name: "skip for now" }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);
});

test("login: the spec's messages, editing clears them, success goes to /my-listings or back to ?next=", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Email").fill("not-an-email");
  await expect(page.getByText("Email is required")).toHaveCount(0);
  await page.getByLabel("Password").fill("whatever-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email format")).toBeVisible();

  await page.getByLabel("Email").fill(DEMO.rosie.email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password" })).toBeVisible();
  await page.getByLabel("Password").fill("gardenswap123");
  await expect(page.getByText("Incorrect email or password")).toHaveCount(0);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);

  // Signed in: /login and /register send to /my-listings.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/my-listings$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/my-listings$/);
});

test("the guard's ?next= brings the gardener back after login", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
  await page.getByLabel("Email").fill(DEMO.fern.email);
  await page.getByLabel("Password").fill("gardenswap123");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`@${DEMO.fern.username}`).first()).toBeVisible();
});

test("forgot password → e-mail in the outbox → reset → login with the new password", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "forgetful");
  await page.goto("/forgot-password");
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0); // no tabs here
  await expect(page.getByText("Enter your email address and we'll send you instructions to reset your password.")).toBeVisible();
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("If an account exists with this email, you will receive a password reset link")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeEnabled();

  // Read the e-mail back (test-only outbox route of the e2e server).
  let resetUrl = "";
  await expect
    .poll(async () => {
      const res = await context.request.get(`${baseURL}/api/e2e/outbox?to=${encodeURIComponent(user.email)}`);
      const mails = (await res.json()) as { subject: string; text: string }[];
      const m = mails.find((x) => x.subject === "Reset your GardenSwap password");
      resetUrl = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(m?.text ?? "")?.[1] ?? "";
      return resetUrl;
    })
    .toMatch(/reset-password\?token=/);
  expect(new URL(resetUrl).origin).toBe(baseURL);

  await page.goto(resetUrl);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("fresh-password-1");
  await page.getByLabel("Confirm new password").fill("fresh-password-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("fresh-password-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  // The old password is gone; the new one works.
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await page.getByLabel("Password").fill("fresh-password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/my-listings$/);

  // The link works once.
  await page.goto(resetUrl);
  await page.getByLabel("New password", { exact: true }).fill("another-pass-1");
  await page.getByLabel("Confirm new password").fill("another-pass-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(/Invalid or expired reset token/)).toBeVisible();
});

test("/reset-password without a token", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText("Invalid or missing reset token")).toBeVisible();
  await expect(page.getByText("Please request a new password reset link.")).toBeVisible();
  await page.getByRole("link", { name: "Go to Forgot Password" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("profile → logout ends the session and goes to /login", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "leaver");
  await loginAs(context, baseURL!, user.email, user.password);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: user.first_name })).toBeVisible();
  await expect(page.getByRole("link", { name: /0\s*friends/ })).toHaveAttribute("href", "/myfriends");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login/);
});

test("delete my profile: asks for the password, then deletes the account and signs out", async ({ page, context, baseURL }) => {
  const user = await registerUser(context, baseURL!, "goner");
  await loginAs(context, baseURL!, user.email, user.password);
  await page.goto("/profile");
  await page.getByRole("button", { name: "delete my profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your profile?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "delete my profile" }).click();
  await dialog.getByRole("button", { name: "Delete my profile" }).click();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my profile" }).click();
  await expect(dialog.getByText("Incorrect password")).toBeVisible();
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Delete my profile" }).click();
  await expect(page).toHaveURL(/\/login\?deleted=1$/);
  await expect(page.getByText("Your profile has been deleted.", { exact: false })).toBeVisible();

  const res = await context.request.post(`${baseURL}/api/auth/login`, { form: { username: user.email, password: user.password } });
  expect(res.status()).toBe(401);
});
