/* eslint-disable @typescript-eslint/no-explicit-any -- a profiling script that wraps postgres.js's untyped internals */
/**
 * Where matching's time goes: posts N bench titles into a kept bench database (BENCH_KEEP=1 of
 * run.ts), times each statement of the matching call, and EXPLAIN (ANALYZE, BUFFERS)es the slowest.
 *
 *   URL=postgres://postgres@127.0.0.1:5432/gs_bench_xxxx N=60 EXPLAIN=2 STMTS=1 npx tsx bench/matching/explain.ts
 *   WHICH=wish ...   # a new wish against the listings instead; TITLE="..." fixes the title
 */
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import * as dbm from "@/db";

process.env.LOG_LEVEL ??= "warn";
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
const URL = process.env.URL!;
const WHICH = process.env.WHICH ?? "listing";
type Rec = { q: string; p: unknown[]; ms: number };
let recs: Rec[] = [];
function wrap(c: any): any {
  return new Proxy(c, {
    get(t, k, r) {
      if (k === "unsafe") return (q: string, p?: unknown[], o?: any) => {
        const s = performance.now();
        const res = t.unsafe(q, p, { ...o, prepare: true });
        const orig = res.then.bind(res);
        let seen = false;
        res.then = (a: any, b: any) => orig((v: any) => { if (!seen) recs.push({ q, p: p ?? [], ms: performance.now() - s }); seen = true; return v; }).then(a, b);
        return res;
      };
      if (k === "begin") return (...args: any[]) => { const cb = args[args.length - 1]; return t.begin((tc: any) => cb(wrap(tc))); };
      return Reflect.get(t, k, r);
    },
  });
}
const raw = postgres(URL, { max: 2, onnotice: () => {} });
const client = wrap(raw);
const db = drizzle(client, { schema: dbm.schema }) as any;
const { wishesMatchingListing, listingsMatchingWish } = await import("@/lib/notifications/matching");
const { listingCropColumns, wishCropColumns } = await import("@/lib/crops/columns");
const { title } = await import("./data");
const N = Number(process.env.N ?? 60);
const out: { t: string; total: number; n: number; recs: Rec[] }[] = [];
const [{ lo, hi }] = await raw`select min(id) lo, max(id) hi from users`;
for (let i = 0; i < N; i++) {
  const c = 1 + Math.floor(Math.random() * 3);
  const owner = lo + Math.floor(Math.random() * (hi - lo + 1));
  const t = process.env.TITLE ?? title(c);
  let id: number;
  if (WHICH === "listing") {
    const [l] = await raw`insert into listings (title, category_id, owner_id, is_public, type_id, crops) values (${t}, ${c}, ${owner}, ${Math.random() < 0.7}, 2, ${listingCropColumns(t).crops}) returning id`;
    id = l.id;
  } else {
    const w = wishCropColumns(t);
    const [l] = await raw`insert into want_items (title, category_id, user_id, crops, crop_rest) values (${t}, ${c}, ${owner}, ${w.crops}, ${w.cropRest}) returning id`;
    id = l.id;
  }
  recs = [];
  const s = performance.now();
  const r = await db.transaction((tx: any) => (WHICH === "listing" ? wishesMatchingListing(tx, id) : listingsMatchingWish(tx, id)));
  out.push({ t: `${t} [cat ${c}]`, total: performance.now() - s, n: r.matches.length, recs });
}
out.sort((a, b) => a.total - b.total);
for (const o of out) console.log(`${o.total.toFixed(1).padStart(7)} ms  n=${String(o.n).padStart(4)}  ${o.t}  [${o.recs.map((r) => r.ms.toFixed(1)).join(", ")}]`);
const slow = out.slice(-Number(process.env.EXPLAIN ?? 2));
for (const o of slow) {
  const worst = [...o.recs].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.STMTS ?? 1));
  for (const w of worst) {
    console.log(`\n===== ${o.t} ${w.ms.toFixed(1)} ms\n${w.q}\n${JSON.stringify(w.p)}`);
    await raw.begin(async (tx: any) => {
      await tx.unsafe(`select set_config('pg_trgm.word_similarity_threshold', '0.3', true), set_config('enable_seqscan', 'off', true)`);
      const plan = await tx.unsafe(`explain (analyze, buffers) ${w.q}`, w.p as any);
      console.log(plan.map((r: any) => r["QUERY PLAN"]).join("\n"));
    });
  }
}
await raw.end();
process.exit(0);
