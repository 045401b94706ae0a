import { eq, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { audit } from "./index";

/** Who grants or revokes: a moderator on the desk, or the operator at the command line. */
export type Granter = { moderatorId: number } | "command line";

/**
 * Names or un-names a moderator (users.role) and records it in the audit log: who granted whom
 * (issue 29). Used by `npm run moderator -- grant|revoke <email>` (db/moderator-cli.ts, actor
 * "command line") and by the desk's use cases (moderation.grant / moderation.revoke). Returns the
 * gardener, or null when no gardener has that e-mail. Takes effect on the next request: the
 * viewer's moderator flag is read with the session on every call.
 */
export async function setModerator(tx: Tx, email: string, grant: boolean, by: Granter = "command line"): Promise<string | null> {
  const [row] = await tx
    .update(schema.users)
    .set({ role: grant ? "moderator" : "member" })
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
    .returning({ id: schema.users.id, username: schema.users.username });
  if (!row) return null;
  await audit(tx, {
    moderatorId: by === "command line" ? null : by.moderatorId,
    actor: by === "command line" ? "command line" : null,
    action: grant ? "grant_moderator" : "revoke_moderator",
    subjectUserId: row.id,
    targetType: "user",
    targetId: row.id,
    reason: grant ? "granted moderator rights" : "revoked moderator rights",
  });
  return row.username;
}
