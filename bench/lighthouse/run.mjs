// Lighthouse (mobile) on the newcomer's pages against a running production server; JSON reports in
// bench/results/lighthouse-<page>.json and a summary in bench/results/lighthouse-summary.json.
// Slow (about 30 s a page): not part of CI. Usage:
//   node bench/lighthouse/run.mjs http://localhost:3161
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium); runs `npx lighthouse@12`.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const base = process.argv[2] ?? "http://localhost:3000";
const out = "bench/results";
mkdirSync(out, { recursive: true });

const login = await fetch(`${base}/api/auth/login`, { method: "POST", body: new URLSearchParams({ username: "rosie@gardenswap.test", password: "gardenswap123" }) });
const { access_token } = await login.json();
const listings = await (await fetch(`${base}/api/listings/?public=true&limit=1`)).json();
const pages = [
  ["home", "/", false],
  ["listings", "/listings", false],
  ["listing", `/listings/${listings[0].id}`, false],
  ["seller", `/seller/${listings[0].owner_id}`, false],
  ["my-listings", "/my-listings", true],
  ["messages", "/messages", true],
];
const flags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const summary = {};
for (const [name, path, signedIn] of pages) {
  const file = `${out}/lighthouse-${name}.json`;
  const args = ["-y", "lighthouse@12", base + path, "--quiet", "--output=json", `--output-path=${file}`, `--chrome-flags=${flags}`, "--only-categories=performance,accessibility,best-practices,seo"];
  if (signedIn) args.push(`--extra-headers=${JSON.stringify({ Cookie: `next-auth.session-token=${access_token}` })}`);
  execFileSync("npx", args, { stdio: "inherit", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } });
  const r = JSON.parse(readFileSync(file, "utf8"));
  summary[path] = {
    ...Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, Math.round(v.score * 100)])),
    lcp_ms: Math.round(r.audits["largest-contentful-paint"].numericValue),
    cls: Number(r.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbt_ms: Math.round(r.audits["total-blocking-time"].numericValue),
    final_url: r.finalDisplayedUrl,
  };
  console.log(path, summary[path]);
}
writeFileSync(`${out}/lighthouse-summary.json`, `${JSON.stringify({ at: new Date().toISOString(), base, lighthouse: "12", formFactor: "mobile", pages: summary }, null, 2)}\n`);
