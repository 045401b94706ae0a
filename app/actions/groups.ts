"use server";

import { redirect } from "next/navigation";
import { action, type ActionResult } from "@/app/_doors/action";
import { qrSvg } from "@/lib/qr-svg";
import { createGroup } from "@/lib/groups/create-group";
import { createInvite } from "@/lib/groups/create-invite";
import { joinGroup } from "@/lib/groups/join-group";
import { leaveGroup } from "@/lib/groups/leave-group";
import { updateMember } from "@/lib/groups/update-member";

/**
 * The group pages' forms and buttons (issue 34): the same use cases, limits and checks as the API.
 * Membership changes what the group pages and lists show, so the pages under /groups are revalidated.
 */
const groupsPages = { revalidate: [["/groups", "layout"] as ["/groups", "layout"]] };

/** /groups/new: on success, straight to the new group's page. */
export const createGroupAction = action(createGroup, {
  ...groupsPages,
  after: (r) => {
    if (r.ok) redirect(`/groups/${r.data.id}`);
  },
});

const join = action(joinGroup, groupsPages);
export async function joinGroupAction(id: number, input: { code?: string; answer?: string }) {
  return join({ id, ...input });
}

const invite = action(createInvite);
/** A new invite link and its QR code (made here, on our server, like the friends' QR). */
export async function createInviteAction(id: number): Promise<ActionResult<{ url: string; qr: string }>> {
  const r = await invite({ id });
  return r.ok ? { ok: true, data: { url: r.data.url, qr: await qrSvg(r.data.url, 200) } } : r;
}

const decide = action(updateMember, groupsPages);
export async function updateMemberAction(id: number, userId: number, status: "member" | "removed", role?: "admin" | "member") {
  return decide({ id, user_id: userId, status, role });
}

const leave = action(leaveGroup, groupsPages);
export async function leaveGroupAction(id: number) {
  return leave({ id, user_id: "me" });
}
