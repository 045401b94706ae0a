import { eq, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";

/**
 * `npm run moderator -- grant|revoke <email>` (db/moderator-cli.ts): names or un-names a moderator.
 * Returns the gardener's username, or null when no gardener has that e-mail. Takes effect on the
 * next request: the viewer's moderator flag is read with the session on every call.
 */
export async function setModerator(tx: Tx, email: string, grant: boolean): Promise<string | null> {
  const [row] = await tx
    .update(schema.users)
    .set({ role: grant ? "moderator" : "member" })
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
    .returning({ username: schema.users.username });
  return row?.username ?? null;
}
