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
import { endFile, startFile } from "./test-database";
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
