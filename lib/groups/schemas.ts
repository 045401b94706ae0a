import "@/lib/validation/zod-config";
import { z } from "zod";
import { pathId } from "@/lib/validation/ids";
import { GROUP_JOIN_RULES, GROUP_KINDS, MEMBER_STATUSES } from "./words";

// Pure (zod and the words only): the new-group form (a client component) validates with these too.

export const GROUP_NOT_FOUND = "Group not found";
export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const TEXT_MAX = 2000;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 500;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const createGroupInput = z.object({
  name: z
    .string({ error: "Give the group a name" })
    .trim()
    .min(NAME_MIN, `A name is at least ${NAME_MIN} characters`)
    .max(NAME_MAX, `A name is at most ${NAME_MAX} characters`),
  kind: z.enum(GROUP_KINDS, { error: "Choose what kind of group it is" }),
  /** A town or postcode ("Portland, OR", "97214", "Leeds, England"); never an address. */
  place: z.string({ error: "Say where the group meets: a town or postcode" }).trim().min(2, "Say where the group meets: a town or postcode").max(120, "Keep the place short: a town or postcode"),
  description: text(TEXT_MAX, `Keep the description under ${TEXT_MAX} characters`).min(1, "Say in a few words what the group is"),
  rules: text(TEXT_MAX, `Keep the rules under ${TEXT_MAX} characters`).optional().default(""),
  join: z.enum(GROUP_JOIN_RULES, { error: "Choose how people join: open or by approval" }).optional().default("open"),
  /** Asked of those who ask to join a group by approval. */
  question: text(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters`)
    .optional()
    .transform((q) => q || null),
});

export const groupIdInput = z.object({ id: pathId(GROUP_NOT_FOUND) });

const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")]);

export const listGroupsInput = z.object({
  /** Groups near this town or postcode (422 when unknown). */
  near: z.string().max(120).optional(),
  /** Only the groups I am in (or asked to join). */
  mine: flag.optional(),
});

export const joinGroupInput = groupIdInput.extend({
  /** An invite code: lets one straight into a group by approval. */
  code: z.string().trim().max(100).optional(),
  answer: text(ANSWER_MAX, `Keep your answer under ${ANSWER_MAX} characters`).optional(),
});

export const inviteCodeInput = z.object({ code: z.string().trim().min(1, "This invite link is not valid").max(100, "This invite link is not valid") });

export const updateMemberInput = groupIdInput.extend({
  user_id: pathId("Member not found"),
  status: z.enum(MEMBER_STATUSES.filter((s) => s !== "pending") as ["member", "removed"], { error: "status is member or removed" }),
  /** Only the owner makes (or unmakes) admins. */
  role: z.enum(["admin", "member"], { error: "role is admin or member" }).optional(),
});
