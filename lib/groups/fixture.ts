import { db, schema, type Tx } from "@/db";
import type { GroupRole, MemberStatus } from "./words";

/**
 * A group and its members written straight to the database, for vitest files that need a group as
 * a given (the groups API's own tests go through lib/groups' use cases).
 */
export async function seedGroup(
  g: { name: string; ownerId: number; place?: string; members?: { userId: number; status?: MemberStatus; role?: GroupRole }[] },
  tx: Tx = db(),
): Promise<{ id: number }> {
  const [group] = await tx
    .insert(schema.groups)
    .values({ name: g.name, kind: "community_garden", place: g.place ?? "Leeds", createdBy: g.ownerId })
    .returning({ id: schema.groups.id });
  const rows = [{ userId: g.ownerId, status: "member" as const, role: "owner" as const }, ...(g.members ?? [])];
  await tx.insert(schema.groupMembers).values(
    rows.map((m) => ({ groupId: group.id, userId: m.userId, status: m.status ?? "member", role: m.role ?? "member", joinedAt: (m.status ?? "member") === "member" ? new Date() : null })),
  );
  return group;
}
