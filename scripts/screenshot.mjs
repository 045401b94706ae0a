// Screenshots of pages at phone (390 px) and desktop (1280 px) width, to look at what we build.
// Usage: node scripts/screenshot.mjs http://localhost:3000 [--as rosie@gardenswap.test] [--dark] /path1 /path2 ...
// Writes screenshots/<path>-<width>[-dark].png (--dark: the system's dark colour scheme).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base, ...rest] = process.argv.slice(2);
let email = null;
let dark = false;
const paths = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === "--as") email = rest[++i];
  else if (rest[i] === "--dark") dark = true;
  else paths.push(rest[i]);
}
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, deviceScaleFactor: 1, colorScheme: dark ? "dark" : "light" });
  if (email) {
    const res = await context.request.post(`${base}/api/auth/login`, { form: { username: email, password: process.env.PASSWORD ?? "gardenswap123" } });
    const { access_token } = await res.json();
    await context.addCookies([{ name: "next-auth.session-token", value: access_token, url: base }]);
  }
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `screenshots/${p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${dark ? "-dark" : ""}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
