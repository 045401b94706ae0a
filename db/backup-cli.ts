/**
 * `npm run db:backup [FILE]`: a consistent copy of the embedded database (DATA_DIR/pg) as a .tar.gz,
 * also while the server runs (it dumps it between two queries; db/local-admin.ts). Postgres
 * deployments back up with pg_dump (README: Backup and restore).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

import { failed, runAdmin } from "./cli";
const { env } = await import("@/lib/env");
if (env().DATABASE_URL) {
  console.error("DATABASE_URL is set: back up Postgres with pg_dump -Fc (README: Backup and restore).");
  process.exit(2);
}
const file = path.resolve(process.argv[2] ?? `gardenswap-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
const { base64 } = await runAdmin("backup").catch(failed);
writeFileSync(file, Buffer.from(base64, "base64"), { mode: 0o600, flag: "wx" });
console.log(`Backed up the embedded database to ${file}.`);
