import { publicRoute } from "@/app/_doors/http";
import { env } from "@/lib/env";
import { invalid, notFound } from "@/lib/errors";
import { seedGroup } from "@/lib/groups/fixture";
import { MEMBER_STATUSES, type MemberStatus } from "@/lib/groups/words";

/**
 * Test-only (issue 34): POST {"name", "owner_id", "members": [{"user_id", "status"?}]} makes a group
 * straight in the database, so Playwright can check group-only visibility before the groups API is
 * merged. Exists only when E2E_OUTBOX=1 (scripts/e2e-server.mjs sets it); everywhere else a plain 404.
 */
export const POST = publicRoute(async (request) => {
  if (env().E2E_OUTBOX !== "1") throw notFound("Not Found");
  const body = (await request.json().catch(() => null)) as { name?: unknown; owner_id?: unknown; members?: unknown } | null;
  const id = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null);
  const ownerId = id(body?.owner_id);
  const members = Array.isArray(body?.members) ? (body.members as { user_id?: unknown; status?: unknown }[]) : [];
  if (typeof body?.name !== "string" || !ownerId || members.some((m) => !id(m?.user_id) || (m.status !== undefined && !MEMBER_STATUSES.includes(m.status as MemberStatus)))) {
    throw invalid("name, owner_id and members [{user_id, status?}] are required");
  }
  return seedGroup({ name: body.name, ownerId, members: members.map((m) => ({ userId: id(m.user_id)!, status: (m.status as MemberStatus | undefined) ?? "member" })) });
});
