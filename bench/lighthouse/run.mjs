// Lighthouse (mobile, default throttling) on the newcomer's pages against a running production server,
// each page N times (default 3); the median run's report is kept as bench/results/lighthouse-<page>.json
// and bench/results/lighthouse-summary.json holds, per page, the median of the scores and of the byte
// audits (JavaScript transferred, total weight, unused / legacy JavaScript, render-blocking requests)
// plus every run's figures. Slow (about 30 s a run): not part of CI. Usage:
//   node bench/lighthouse/run.mjs http://localhost:3130 [--runs 3] [--only home,login] [--tag after]
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium); runs `npx lighthouse@12`. The demo data's
// rosie@gardenswap.test signs in for the signed-in pages. --tag writes lighthouse-summary-<tag>.json
// instead (for before/after comparisons) and keeps the per-page reports as lighthouse-<tag>-<page>.json.
// Default throttling slows the host's CPU 4×, which Lighthouse calibrates for a host whose benchmarkIndex
// is 1,500–2,000: every run records the host's index, and a slower host scores lower for the same page.
// --cpu-multiplier N (e.g. 4 × index / 1,750) compares hosts; its summary says which multiplier it used.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = args.find((a) => /^https?:/.test(a)) ?? "http://localhost:3000";
const runs = Number(opt("runs", "3"));
const only = opt("only", null)?.split(",");
const tag = opt("tag", null);
const cpuMultiplier = opt("cpu-multiplier", null);
// An experiment, not a score: requests whose URL matches are blocked (e.g. --block '*.js' shows what
// Lighthouse's simulated LCP is without the page's scripts).
const block = opt("block", null);
const out = "bench/results";
mkdirSync(out, { recursive: true });

const login = await fetch(`${base}/api/auth/login`, { method: "POST", body: new URLSearchParams({ username: "rosie@gardenswap.test", password: "gardenswap123" }) });
const { access_token } = await login.json();
const listings = await (await fetch(`${base}/api/listings/?public=true&limit=1`)).json();
const pages = [
  ["home", "/", false],
  ["login", "/login", false],
  ["listings", "/listings", false],
  ["listing", `/listings/${listings[0].id}`, false],
  ["seller", `/seller/${listings[0].owner_id}`, false],
  ["my-listings", "/my-listings", true],
  ["messages", "/messages", true],
].filter(([name]) => !only || only.includes(name));
const flags = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};
/** One run's figures: the scores, the paint metrics and the byte-based audits (bytes as transferred, compressed). */
function figures(r) {
  const a = r.audits;
  const requests = a["network-requests"]?.details?.items ?? [];
  const wasted = (id) => Math.round(a[id]?.details?.overallSavingsBytes ?? (a[id]?.details?.items ?? []).reduce((n, i) => n + (i.wastedBytes ?? 0), 0));
  return {
    ...Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, Math.round(v.score * 100)])),
    lcp_ms: Math.round(a["largest-contentful-paint"].numericValue),
    fcp_ms: Math.round(a["first-contentful-paint"].numericValue),
    tbt_ms: Math.round(a["total-blocking-time"].numericValue),
    cls: Number(a["cumulative-layout-shift"].numericValue.toFixed(3)),
    js_bytes: requests.filter((q) => q.resourceType === "Script").reduce((n, q) => n + (q.transferSize ?? 0), 0),
    js_requests: requests.filter((q) => q.resourceType === "Script").length,
    font_bytes: requests.filter((q) => q.resourceType === "Font").reduce((n, q) => n + (q.transferSize ?? 0), 0),
    total_bytes: Math.round(a["total-byte-weight"].numericValue),
    unused_js_bytes: wasted("unused-javascript"),
    legacy_js_bytes: wasted("legacy-javascript"),
    render_blocking: (a["render-blocking-resources"]?.details?.items ?? []).map((i) => ({ url: i.url.replace(base, ""), bytes: i.totalBytes, wasted_ms: i.wastedMs })),
    bf_cache_failures: (a["bf-cache"]?.details?.items ?? []).map((i) => i.protocolReason ?? i.reason),
    final_url: r.finalDisplayedUrl,
    benchmark_index: Math.round(r.environment?.benchmarkIndex ?? 0),
  };
}

const summaryFile = `${out}/lighthouse-summary${tag ? `-${tag}` : ""}.json`;
// With --only, the other pages' figures of an earlier run stay in the summary.
let summary = {};
if (only) {
  try {
    summary = JSON.parse(readFileSync(summaryFile, "utf8")).pages;
  } catch {}
}
for (const [name, path, signedIn] of pages) {
  const file = (i) => `${out}/lighthouse-${tag ? `${tag}-` : ""}${name}${i === undefined ? "" : `.run${i}`}.json`;
  const each = [];
  for (let i = 0; i < runs; i++) {
    const cli = ["-y", "lighthouse@12", base + path, "--quiet", "--output=json", `--output-path=${file(i)}`, `--chrome-flags=${flags}`, "--only-categories=performance,accessibility,best-practices,seo"];
    if (cpuMultiplier) cli.push(`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`);
    if (block) cli.push(`--blocked-url-patterns=${block}`);
    if (signedIn) cli.push(`--extra-headers=${JSON.stringify({ Cookie: `next-auth.session-token=${access_token}` })}`);
    // Under heavy load Lighthouse sometimes loses the trace (NO_NAVSTART): try that run again, twice at most.
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync("npx", cli, { stdio: "inherit", env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        console.error(`${path}: Lighthouse failed (attempt ${attempt}), trying again`);
      }
    }
    // The report repeats its settings, the session cookie among them: never keep a token in a file.
    if (signedIn) writeFileSync(file(i), readFileSync(file(i), "utf8").replaceAll(access_token, "[redacted]"));
    each.push(figures(JSON.parse(readFileSync(file(i), "utf8"))));
  }
  // Keep the report of the run with the median performance score; drop the others (about 0.5 MB each).
  const keep = each.indexOf(each.find((f) => f.performance === median(each.map((e) => e.performance))));
  renameSync(file(keep), file());
  for (let i = 0; i < runs; i++) if (i !== keep) rmSync(file(i), { force: true });
  const numeric = Object.keys(each[0]).filter((k) => typeof each[0][k] === "number");
  summary[path] = { page: name, signed_in: signedIn, median: Object.fromEntries(numeric.map((k) => [k, median(each.map((e) => e[k]))])), render_blocking: each[keep].render_blocking, bf_cache_failures: each[keep].bf_cache_failures, final_url: each[keep].final_url, runs: each.map((e) => Object.fromEntries(numeric.map((k) => [k, e[k]]))) };
  console.log(path, summary[path].median);
}
let load = null; // how busy the machine was: scores under load are noisy, bytes are not
try {
  load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
} catch {}
// Runs kept from an older summary (--only) may not have recorded it.
const hostIndex = median(Object.values(summary).flatMap((p) => p.runs.map((r) => r.benchmark_index).filter(Boolean)));
const throttling = (cpuMultiplier ? `simulated, CPU ${cpuMultiplier}× (not the default)` : "simulated, default (CPU 4×)") + (block ? `; requests matching ${block} blocked` : "");
if (!cpuMultiplier && hostIndex < 1500) console.warn(`This host's benchmarkIndex is ${hostIndex}, below the 1,500–2,000 that Lighthouse's 4× is calibrated for: performance scores here read lower than on a faster host.`);
writeFileSync(summaryFile, `${JSON.stringify({ at: new Date().toISOString(), base, lighthouse: "12", formFactor: "mobile", throttling, host_benchmark_index: hostIndex, runs, load, pages: summary }, null, 2)}\n`);
