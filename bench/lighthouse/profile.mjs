// Where a page's main-thread time goes while it starts, as Lighthouse's mobile run sees it: Chromium at
// 4× CPU throttling loads the page, a V8 CPU profile is taken, and its three longest busy stretches
// are printed with their self and inclusive time per function (minified names: chunk file and column).
// Usage: node bench/lighthouse/profile.mjs http://localhost:3130/messages [--signed-in]
// (the demo data's rosie@gardenswap.test signs in). Not in CI.
import { chromium } from "@playwright/test";

const url = process.argv[2];
const signedIn = process.argv.includes("--signed-in");
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
if (signedIn) {
  const login = await fetch(new URL("/api/auth/login", url), { method: "POST", body: new URLSearchParams({ username: "rosie@gardenswap.test", password: "gardenswap123" }) });
  const { access_token } = await login.json();
  await ctx.addCookies([{ name: "next-auth.session-token", value: access_token, url: new URL(url).origin }]);
}
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(5000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.columnNumber}`;
// tasks: runs of non-idle samples
const tasks = []; let cur = null;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]); const d = profile.timeDeltas[i + 1] ?? 0;
  if (n.callFrame.functionName === "(idle)") { if (cur) { tasks.push(cur); cur = null; } continue; }
  if (!cur) cur = { dur: 0, samples: [] };
  cur.dur += d; cur.samples.push([profile.samples[i], d]);
}
if (cur) tasks.push(cur);
tasks.sort((a, b) => b.dur - a.dur);
for (const t of tasks.slice(0, 3)) {
  console.log("=== task", Math.round(t.dur / 1000), "ms");
  const incl = new Map();
  for (const [id, d] of t.samples) { const seen = new Set(); let c = id; while (c) { const k = name(byId.get(c)); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + d); seen.add(k); } c = parent.get(c); } }
  const self = new Map(); for (const [id, d] of t.samples) { const k = name(byId.get(id)); self.set(k, (self.get(k) ?? 0) + d); }
  console.log(" self:", [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${Math.round(v / 1000)} ${k}`).join(" | "));
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log("  ", Math.round(v / 1000), k);
}
await browser.close();
