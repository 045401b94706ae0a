import "@/lib/validation/zod-config";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { originFor } from "@/lib/listings/near";
import { defineUseCase } from "@/lib/use-case";
import { groupBoard, type BoardLine } from "./board";
import { cardColumns, isAdmin, loadGroup, mayInvite, toCard, type CardRow, type GroupCard } from "./index";
import { groupIdInput } from "./schemas";

export type GroupDetail = GroupCard & {
  description: string;
  rules: string;
  /** Asked of those who ask to join (approval groups only). */
  question: string | null;
  /** Hidden by a moderator: only its admins reach it. */
  hidden: boolean;
  /** May the viewer make invite links (members of an open group, admins of one by approval)? */
  can_invite: boolean;
  /** May the viewer manage members (owner, admins)? */
  is_admin: boolean;
  /** "6 plots are picking courgettes this week": the top crop or two. */
  board: BoardLine[];
};

/**
 * GET /api/groups/{id} and the group page: the public preview anyone may read (name, kind, place,
 * description, rules, join rule and question, member count, the board) and the viewer's own
 * status and role. A hidden group is 404 to all but its admins.
 */
export const getGroup = defineUseCase({
  name: "groups.get",
  caller: "anyone",
  input: groupIdInput,
  run: async (viewer, { id }): Promise<GroupDetail> => {
      const tx = db();
      const { membership } = await loadGroup(tx, viewer, id);
      const origin = viewer ? await originFor(viewer, undefined) : null;
      const [row] = await tx
        .select({ ...cardColumns(viewer?.id ?? null, origin?.cube ?? null), description: schema.groups.description, rules: schema.groups.rules, question: schema.groups.question, hiddenAt: schema.groups.hiddenAt })
        .from(schema.groups)
        .where(eq(schema.groups.id, id));
      const { description, rules, question, hiddenAt, ...card } = row;
      return {
        ...toCard(card as CardRow, origin?.units ?? null),
        description,
        rules,
        question: card.join === "approval" ? question : null,
        hidden: !!hiddenAt,
        can_invite: mayInvite(card.join, membership),
        is_admin: isAdmin(membership),
        board: await groupBoard(tx, id),
      };
  },
});
