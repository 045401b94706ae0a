/**
 * Issue 29 M5: browsing latency while big pictures are uploaded. Runs the app's use cases in this
 * process (one Node thread, like the server): N concurrent listing uploads, each with the heaviest
 * picture the caps accept (a 25 MP PNG, decoded in full, and a phone's 50 MP JPEG, alternately),
 * while anonymous `GET /api/listings/?public=true` calls (listListings) run back to back; prints the
 * browse p50/p95/max during the uploads and at rest, the uploads' wall time, and how fast the 49 MP
 * PNG of the review is refused. `--uncapped` lifts the decode slot (8 at once) to show what it buys.
 *
 *   npx tsx bench/images/run.ts [--uploads 8] [--uncapped]
 *
 * Embedded database (PGlite, in memory), as in the review; nothing is written to disk.
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { percentile } from "../stats";

process.env.LOG_LEVEL ??= "warn";
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const UPLOADS = Number(arg("uploads", "8"));
const UNCAPPED = process.argv.includes("--uncapped");

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `n=${s.length} p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms, max ${s[s.length - 1].toFixed(0)} ms`;
};

async function main() {
  const dbm = await import("@/db");
  const { makeListing, makeUser } = await import("@/db/factories");
  const images = await import("@/lib/images");
  const { createListing } = await import("@/lib/listings/create-listing");
  const { listListings } = await import("@/lib/listings/list-listings");
  const { invoke } = await import("@/lib/use-case");
  const { testViewer } = await import("@/test/viewer");
  if (UNCAPPED) images.DECODE_SLOTS.concurrency = 99;

  dbm.setDbHandle(dbm.openPglite());
  await dbm.dbHandle().migrate();
  const db = dbm.db();
  const owners = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => makeUser(db, { username: `bench_img_${i}`, email: `img${i}@bench.test` })));
  for (let i = 0; i < 200; i++) await makeListing(db, owners[i % owners.length].id, { title: `Tomatoes ${i}` });

  const png = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: "#8a5a3b" } }).png({ compressionLevel: 9 }).toBuffer();
  const jpeg = await sharp({ create: { width: 8160, height: 6120, channels: 3, background: "#4f7d2a" } }).jpeg().toBuffer();
  const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#24440D" } }).png({ compressionLevel: 9 }).toBuffer();

  const browse = async () => {
    const t = performance.now();
    await invoke(listListings, null, { public: true });
    return performance.now() - t;
  };
  for (let i = 0; i < 5; i++) await browse(); // warm-up
  const rest: number[] = [];
  for (let i = 0; i < 30; i++) rest.push(await browse());

  const upload = (i: number) =>
    invoke(createListing, testViewer({ id: owners[i].id }), {
      title: `Big squash ${i}`,
      type_id: 2,
      image: new File([new Uint8Array(i % 2 ? jpeg : png)], i % 2 ? "p.jpg" : "p.png"),
    } as never);

  const during: number[] = [];
  const t0 = performance.now();
  let done = false;
  const uploads = Promise.allSettled(Array.from({ length: UPLOADS }, (_, i) => upload(i))).then((r) => {
    done = true;
    return r;
  });
  // Yield between calls as a server does between requests (PGlite answers without leaving the microtask queue).
  while (!done) {
    during.push(await browse());
    await new Promise((r) => setImmediate(r));
  }
  const results = await uploads;
  const uploadMs = performance.now() - t0;

  const tb = performance.now();
  const refused = await invoke(createListing, testViewer({ id: owners[0].id }), { title: "Bomb", type_id: 2, image: new File([new Uint8Array(bomb)], "b.png") } as never).then(
    () => "accepted",
    (e: { kind?: string }) => e.kind ?? "error",
  );
  const bombMs = performance.now() - tb;

  console.log(`decode slots: ${UNCAPPED ? "uncapped (99)" : `${images.DECODE_SLOTS.concurrency} (queue ${images.DECODE_SLOTS.queue})`}; ${UPLOADS} uploads (25 MP PNG / 50 MP JPEG alternately)`);
  console.log(`browse at rest:        ${fmt(rest)}`);
  console.log(`browse during uploads: ${fmt(during)}`);
  console.log(`uploads: ${results.filter((r) => r.status === "fulfilled").length}/${UPLOADS} stored in ${(uploadMs / 1000).toFixed(1)} s${results.some((r) => r.status === "rejected") ? ` (refused: ${results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason?.kind).join(", ")})` : ""}`);
  console.log(`49 MP PNG (${(bomb.byteLength / 1024).toFixed(0)} KB): ${refused} in ${bombMs.toFixed(0)} ms`);
  await dbm.closeDb();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
