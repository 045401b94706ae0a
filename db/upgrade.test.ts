/**
 * Upgrades stay tested (issue 37; reliability review §2): the database is rebuilt with the migrations
 * of a pinned older commit, filled the way that build stored things (gardeners, a session token,
 * listings, a wish, a conversation), and then this build starts on it (db/bootstrap.ts, as server.ts
 * does). Everything must still be there and work: logins, old tokens, listings, the conversation, and a
 * wish made before the upgrade matches a listing made after it. Runs on PGlite and on Postgres.
 *
 * The old commit's files come from git (`git show <commit>:db/migrations/...`), so this needs the
 * repository's history: CI clones are full clones.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getListingRoute } from "@/app/api/listings/[id]/route";
import { GET as getThreadRoute } from "@/app/api/messages/[otherUserId]/route";
import { GET as listWishesRoute } from "@/app/api/listings/want-listings/route";
import { bootstrapDatabase } from "@/db/bootstrap";
import { db, dbHandle, openPostgres, setDbHandle } from "@/db";
import { syncCropColumns } from "@/lib/crops/backfill";
import { discardAfterFile } from "./test-database";
import { makeListing, makeUser } from "@/db/factories";
import { login, verifyToken } from "@/lib/auth";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";
import { drainJobs, prepareJobs, stopJobs } from "@/lib/jobs";
import { matchListing } from "@/lib/notifications/events";
import { params, req } from "@/test/http";

/** 2026-11-23 13:44, migrations 0000–0008: the build the reliability review upgraded from (150 commits back). */
const OLD_COMMIT = "2e5ebddc9a8ca39c8544b27378583910ffaab01e";
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });

/** The old commit's migrations folder (journal and SQL files), written where drizzle's migrator can read it. */
function oldMigrations(): { folder: string; count: number } {
  try {
    git("cat-file", "-e", `${OLD_COMMIT}^{commit}`);
  } catch {
    throw new Error(`db/upgrade.test.ts needs commit ${OLD_COMMIT} in the repository's history (a shallow clone lacks it: git fetch --unshallow)`);
  }
  const folder = path.resolve(`data/test/upgrade-${process.pid}`);
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = git("show", `${OLD_COMMIT}:db/migrations/meta/_journal.json`);
  writeFileSync(path.join(folder, "meta/_journal.json"), journal);
  const entries = (JSON.parse(journal) as { entries: { tag: string }[] }).entries;
  for (const { tag } of entries) writeFileSync(path.join(folder, `${tag}.sql`), git("show", `${OLD_COMMIT}:db/migrations/${tag}.sql`));
  return { folder, count: entries.length };
}

const rows = async <R,>(query: ReturnType<typeof sql>): Promise<R[]> => {
  const r = (await db().execute(query)) as unknown as { rows?: R[] } | R[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};

const PASSWORD = "old-build-password-1";
let old: ReturnType<typeof oldMigrations> | undefined;
afterAll(() => {
  if (old) rmSync(old.folder, { recursive: true, force: true });
  // Its schemas were dropped and remade: the next file in this worker starts on a new database.
  discardAfterFile();
});

describe(`an upgrade from ${OLD_COMMIT.slice(0, 7)} (migrations 0000–0008) to this build`, () => {
  it("keeps gardeners, logins, old tokens, listings and conversations, and an old wish matches a new listing", { timeout: 60_000 }, async () => {
    old = oldMigrations();
    // As in a shared worker after other files: an insert prepared on this build's tables first.
    await makeListing(db(), (await makeUser(db())).id, { title: "Prepared before the rebuild", categoryId: 2, isPublic: true });
    const handle = dbHandle();
    // Back to an empty database (the test's one was migrated to this build), then the old build's schema.
    // The old build's migrations made pg-boss's schema too (0004_jobs): the queue stops while it is remade.
    await stopJobs();
    for (const statement of ["drop schema if exists drizzle cascade", "drop schema if exists pgboss cascade", "drop schema public cascade", "create schema public"]) await db().execute(sql.raw(statement));
    // Postgres: statements the worker's earlier files prepared on these connections were planned
    // against the dropped tables; re-planned against the old build's (other column order), an insert
    // stored wrong values (is_public false). A server upgrades before it prepares anything: new connections.
    if (handle.kind === "postgres") setDbHandle(openPostgres(handle.url!));
    await dbHandle().migrate(old.folder);
    const applied = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]!.n).toBe(old.count);
    expect(old.count).toBe(9);

    // The old build's data, in its own shape (columns of its db/schema.ts).
    const hash = await hashPassword(PASSWORD);
    const [fern, basil] = await rows<{ id: number }>(sql`
      insert into users (email, username, first_name, last_name, password_hash, zip_code)
      values ('fern@old.test', 'fern_old', 'Fern', 'Old', ${hash}, '97214'), ('basil@old.test', 'basil_old', 'Basil', 'Old', ${hash}, '97214')
      returning id`);
    const [listing] = await rows<{ id: number }>(sql`
      insert into listings (owner_id, title, description, type_id, category_id, is_public, available_until)
      values (${basil!.id}, 'Rhubarb crowns from before', 'Three crowns', 3, 3, true, current_date + 20) returning id`);
    await db().execute(sql`insert into want_items (user_id, title, category_id) values (${fern!.id}, 'Runner beans', 2)`);
    await db().execute(sql`
      insert into messages (sender_id, receiver_id, content, client_id) values
        (${fern!.id}, ${basil!.id}, 'Are the crowns still there?', 'old-client-id-0001'),
        (${basil!.id}, ${fern!.id}, 'Yes, come by on Saturday', 'old-client-id-0002')`);
    // A session and its token, as the old build minted them (next-auth JWT with sid and token version).
    await db().execute(sql`insert into sessions (id, user_id, expires_at) values ('old-session-fern', ${fern!.id}, now() + interval '30 days')`);
    const oldToken = await encode({ token: { sub: String(fern!.id), sid: "old-session-fern", tv: 0, name: "fern_old" }, secret: env().AUTH_SECRET, maxAge: 30 * 24 * 3600 });

    // This build starts on it: every newer migration, then what server.ts runs at start.
    const started = Date.now();
    await bootstrapDatabase();
    // The job queue starts as server.ts starts it (pg-boss brings its schema up to date itself).
    await prepareJobs();
    const current = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(current[0]!.n).toBeGreaterThan(old.count);
    expect(Date.now() - started).toBeLessThan(30_000);
    // Background work the start queued (the crop catalogue sync of old titles).
    await drainJobs();

    // The old token still works and names its gardener; a login with the old password works.
    const viewer = await verifyToken(oldToken);
    expect(viewer).toMatchObject({ id: fern!.id, username: "fern_old" });
    expect((await login({ email: "basil@old.test", password: PASSWORD })).access_token).toBeTruthy();

    // The old listing, its wish and the conversation, through today's doors.
    const shown = await getListingRoute(req(`/api/listings/${listing!.id}`, { token: oldToken }), params({ id: String(listing!.id) }));
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ id: listing!.id, title: "Rhubarb crowns from before", state_id: 1 });
    const wishes = await listWishesRoute(req("/api/listings/want-listings", { token: oldToken }));
    expect(wishes.status).toBe(200);
    expect(((await wishes.json()) as { title: string }[]).map((w) => w.title)).toEqual(["Runner beans"]);
    const thread = await getThreadRoute(req(`/api/messages/${basil!.id}?after=0&limit=50`, { token: oldToken }), params({ otherUserId: String(basil!.id) }));
    expect(thread.status).toBe(200);
    expect(JSON.stringify(await thread.json())).toContain("Yes, come by on Saturday");

    // A wish made before the upgrade matches a listing made after it.
    // The old wish's crops are resolved by a background job after the upgrade (lib/crops/backfill): done here, now.
    await syncCropColumns(db());
    const beans = await makeListing(db(), basil!.id, { title: "Runner beans, scarlet", categoryId: 2, isPublic: true });
    const matched = await matchListing(beans.id);
    // When it does not match, the rows say why (crops, words, places, dormancy, standing).
    const why = matched.notified === 1 ? null : {
      wishes: await rows(sql`select * from want_items`),
      listing: await rows(sql`select id, title, crops, category_id, is_public, state_id, is_active, available_until, loc::text from listings where id = ${beans.id}`),
      users: await rows(sql`select id, loc::text, match_radius_km, suspended_until, banned_at from users`),
      catalogue: await rows(sql`select * from crop_catalogue`),
    };
    expect({ ...matched, why }).toEqual({ notified: 1, why: null });
    const notes = await rows<{ kind: string }>(sql`select kind from notifications where user_id = ${fern!.id} and listing_id = ${beans.id}`);
    expect(notes.map((n) => n.kind)).toEqual(["match"]);
  });
});
