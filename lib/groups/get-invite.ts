import "@/lib/validation/zod-config";
import { db } from "@/db";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { inviteGroupId, loadGroup } from "./index";
import { inviteCodeInput } from "./schemas";

export const INVITE_NOT_VALID = "This invite link is not valid any more. Ask for a new one.";

/** /groups/join/[code]: which group an invite code opens (404 when revoked, expired, unknown, or the group is hidden). */
export const getInvite = defineUseCase({
  name: "groups.invite-landing",
  caller: "anyone",
  input: inviteCodeInput,
  run: async (viewer, { code }): Promise<{ group_id: number }> => {
    const id = await inviteGroupId(db(), code);
    if (!id) throw notFound(INVITE_NOT_VALID);
    await loadGroup(db(), viewer, id).catch(() => {
      throw notFound(INVITE_NOT_VALID);
    });
    return { group_id: id };
  },
});
