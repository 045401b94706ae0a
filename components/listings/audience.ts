// No JSX here: the forms read these without loading the "Who can see it" fields (audience-fields.tsx, loaded lazily).

/** The three visibilities (issue 34): everyone, the gardener's friends, or chosen groups. */
export type Audience = "public" | "friends" | "groups";
export type AudienceValue = { audience: Audience; groups: number[] };
