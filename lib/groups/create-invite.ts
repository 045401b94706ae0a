import "@/lib/validation/zod-config";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { defineUseCase } from "@/lib/use-case";
import { ADMINS_ONLY, hashInviteCode, INVITE_DAYS, loadGroup, mayInvite, newInviteCode, requireGoodStanding } from "./index";
import { groupIdInput } from "./schemas";

export const MEMBERS_ONLY = "Only members of the group can invite";

/** The invite link's path; the page /groups/join/[code] is its landing. */
export const invitePath = (code: string) => `/groups/join/${code}`;

/**
 * POST /api/groups/{id}/invites: a new invite link, shown once (only its hash is kept), valid for
 * INVITE_DAYS. Members of an open group may invite; in a group by approval, only its admins (an
 * invite lets one straight in).
 */
export const createInvite = defineUseCase({
  name: "groups.invite",
  caller: "signed-in",
  input: groupIdInput,
  limits: LIMITS.groupInvite,
  run: async (viewer, { id }) => {
    const code = newInviteCode();
    await db().transaction(async (tx) => {
      await requireGoodStanding(tx, viewer);
      const { group, membership } = await loadGroup(tx, viewer, id);
      if (!mayInvite(group.join, membership)) throw forbidden(group.join === "open" ? MEMBERS_ONLY : ADMINS_ONLY);
      await tx.insert(schema.groupInvites).values({ groupId: id, codeHash: hashInviteCode(code), createdBy: viewer.id, expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000) });
    });
    return { code, url: `${env().PUBLIC_URL}${invitePath(code)}` };
  },
});
