/**
 * `npm run db:restore FILE`: replaces the embedded database (DATA_DIR/pg) with a backup made by
 * `npm run db:backup`. The server must be stopped; the folder it replaces is kept beside it as
 * pg.before-restore-<time>. Postgres deployments restore with pg_restore (README: Backup and restore).
 */
import nextEnv from "@next/env";
import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";

nextEnv.loadEnvConfig(process.cwd());
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error("usage: npm run db:restore -- FILE (a .tar.gz made by npm run db:backup)");
  process.exit(2);
}
const { env } = await import("@/lib/env");
const { DataDirLockedError, acquireDataDirLock, releaseDataDirLock } = await import("./data-lock");
const { openPglite } = await import("./index");
if (env().DATABASE_URL) {
  console.error("DATABASE_URL is set: restore Postgres with pg_restore (README: Backup and restore).");
  process.exit(2);
}
const dataDir = path.resolve(env().DATA_DIR, "pg");
try {
  acquireDataDirLock(dataDir, "db:restore");
} catch (e) {
  if (!(e instanceof DataDirLockedError)) throw e;
  console.error(`${e.message}\nA restore replaces the data folder: stop the server first.`);
  process.exit(1);
}
try {
  let kept: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dataDir, kept);
  }
  const handle = openPglite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  // Opening replays the backup's WAL; a migration brings an older backup up to this version.
  await handle.migrate();
  const { rows } = await (handle.client as import("@electric-sql/pglite").PGlite).query<{ n: number }>("select count(*)::int as n from users");
  await handle.close();
  console.log(`Restored ${path.basename(file)} into ${dataDir} (${rows[0]?.n} gardeners).${kept ? ` The previous folder is kept as ${path.basename(kept)}.` : ""}`);
} finally {
  releaseDataDirLock(dataDir);
}
