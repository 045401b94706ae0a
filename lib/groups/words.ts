// No imports here: db/schema.ts, the API's schemas and the group forms all read these words.

/** Where gardeners already meet (issue 34). */
export const GROUP_KINDS = ["community_garden", "allotment", "street", "school", "seed_library", "other"] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  community_garden: "Community garden",
  allotment: "Allotment site",
  street: "Street",
  school: "School",
  seed_library: "Seed library",
  other: "Other group",
};

/** Open: anyone who finds the group (or has the link) joins. Approval: an admin lets them in, after an optional question. */
export const GROUP_JOIN_RULES = ["open", "approval"] as const;
export type GroupJoinRule = (typeof GROUP_JOIN_RULES)[number];

export const GROUP_ROLES = ["owner", "admin", "member"] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** A membership row: asked (pending), in (member), or taken out by an admin (removed: cannot rejoin by themselves). */
export const MEMBER_STATUSES = ["pending", "member", "removed"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
