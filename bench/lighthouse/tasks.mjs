// The long tasks (≥ 50 ms) of a page's start, as Lighthouse's mobile run counts them: Chromium at 4×
// CPU throttling loads the page, a trace is taken, and each task on the main thread is listed with
// what ran in it (scripts evaluated, functions called with their source position, timers, events).
// Where profile.mjs (a V8 CPU profile) joins back-to-back tasks, this separates them.
// Usage: node bench/lighthouse/tasks.mjs http://localhost:3130/messages [--signed-in]. Not in CI.
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
const events = [];
cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute", transferMode: "ReportEvents" });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(5000);
await cdp.send("Tracing.end");
await done;
await browser.close();

// The renderer's main thread is the one that ran the navigation's ParseHTML.
const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url));
const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
const t0 = Math.min(...main.filter((e) => e.ts > 0).map((e) => e.ts));
const tasks = main.filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur >= 50_000);
const short = (u = "") => u.split("/").pop().slice(0, 40);
for (const t of tasks) {
  const inside = main.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && e.ph === "X" && e.dur >= 1_000 && e.name !== "RunTask");
  const what = inside
    .filter((e) => ["EvaluateScript", "FunctionCall", "TimerFire", "EventDispatch", "v8.compile", "ParseHTML", "Layout", "UpdateLayoutTree", "FireIdleCallback", "RunMicrotasks", "XHRReadyStateChange"].includes(e.name))
    .map((e) => {
      const d = e.args?.data ?? {};
      const where = d.url ? `${short(d.url)}:${d.lineNumber ?? ""}:${d.columnNumber ?? ""}` : "";
      return `${e.name}${d.type ? `(${d.type})` : ""}${d.functionName ? ` ${d.functionName}` : ""} ${where} ${Math.round(e.dur / 1000)}ms`;
    });
  console.log(`task at ${Math.round((t.ts - t0) / 1000)} ms: ${Math.round(t.dur / 1000)} ms`);
  for (const w of what.slice(0, 14)) console.log("   ", w);
}
