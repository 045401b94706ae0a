/**
 * Every test file gets a fresh, empty, migrated database, also when its worker reuses one database
 * for the files it runs (db/test-database.ts resets it between them). Checked here with the very
 * functions the test setup runs between two files.
 */
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { db, dbHandle, schema } from "@/db";
import { makeListing, makeUser, makeWant } from "@/db/factories";
import { enqueue } from "@/lib/jobs";
import { deliverMailJob } from "@/lib/mail";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { endFile, reachesDb, startFile } from "./test-database";
import { readTemplateState, type TemplateState } from "./test-reset";

const rows = async <R,>(text: string): Promise<R[]> => {
  const r = (await db().execute(sql.raw(text))) as unknown as { rows?: R[] } | R[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};
const state = () => readTemplateState(rows);
/** What the template holds, less pg-boss's bookkeeping of its own running instance. */
const comparable = (s: TemplateState) => ({ ...s, rows: s.rows.map((r) => (r.table.startsWith("pgboss.") ? { table: r.table, columns: r.columns } : r)) });

describe("a test file's database", () => {
  it("starts as the migrated template: the same tables, no rows of anyone's, every sequence at its start", async () => {
    expect(comparable(await state())).toEqual(comparable(inject("templateState")));
    expect(await db().select().from(schema.users)).toEqual([]);
  });

  it("what one file wrote is gone for the next file in the same worker, on the same database", async () => {
    const handle = dbHandle();
    const owner = await makeUser(db(), { username: "leaky" });
    await makeListing(db(), owner.id, { title: "Rhubarb crowns" });
    await makeWant(db(), owner.id, { title: "Tomato seedlings" });
    await enqueue(deliverMailJob, { outboxId: 1 });
    expect((await rows<{ n: number }>("select count(*)::int as n from pgboss.job"))[0].n).toBeGreaterThan(0);

    // The boundary between two files, as db/test-setup.ts runs it.
    await endFile();
    await startFile();

    expect(dbHandle()).toBe(handle); // reused, not reopened
    expect(comparable(await state())).toEqual(comparable(inject("templateState")));
    expect(await db().select().from(schema.users)).toEqual([]);
    expect((await rows<{ n: number }>("select count(*)::int as n from pgboss.job"))[0].n).toBe(0);
    // Identities restart: the next file's first gardener is number 1 again.
    expect((await makeUser(db())).id).toBe(owner.id);
  });
});

describe("which files get the database and the job queue (pure units get neither)", () => {
  it("follows static, dynamic and re-exporting imports to db/index.ts; type-only imports and cycles lead nowhere", () => {
    const dir = path.resolve(`data/test/reaches-${process.pid}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    const file = (name: string, text: string) => (writeFileSync(path.join(dir, name), text), path.join(dir, name));
    try {
      file("plain.ts", "export const x = 1;\n");
      const typeOnly = file("type-only.ts", 'import type { Db } from "@/db";\nexport type { Tx } from "@/db";\nimport { x } from "./plain";\nexport const y: Db | number = x;\n');
      const dynamic = file("dynamic.ts", 'export const open = async () => (await import("@/db")).db();\n');
      file("relative.ts", 'import "../../../db/index";\n');
      const reexport = file("reexport.ts", 'export { z } from "./via";\n');
      file("via.ts", 'import "./relative";\nexport const z = 1;\n');
      const cycle = file("cycle-a.ts", 'import { b } from "./cycle-b";\nexport const a = b;\n');
      file("cycle-b.ts", 'import { a } from "./cycle-a";\nexport const b = () => a;\n');
      expect([typeOnly, dynamic, reexport, cycle].map(reachesDb)).toEqual([false, true, true, false]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The repository's own: a pure unit file, a database file, and server.test.ts (a dynamic import).
    expect(["lib/auth/password.test.ts", "lib/listings/hooks.test.ts", "server.test.ts"].map((f) => reachesDb(path.resolve(f)))).toEqual([false, true, true]);
  });
});
