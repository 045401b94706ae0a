import "./zod-config";
import { z } from "zod";
import { pathId } from "./ids";
import { glutFields, glutRules } from "./gluts";
import { DESCRIPTION_MAX, PRICE_MAX, SORTS, TITLE_MAX, TITLE_MIN, WANT_TITLE_MAX, WANTS_PER_CATEGORY } from "./listing-terms";

/** A day as the API takes it ("available until", issue 15); the bounds by category are in ./freshness.ts. */
export const UNTIL_FORMAT = "Use a date like 2026-05-31";
export const isoDay = z
  .string({ message: UNTIL_FORMAT })
  .regex(/^\d{4}-\d{2}-\d{2}$/, UNTIL_FORMAT)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), UNTIL_FORMAT);

/** A listing that does not exist or that the caller may not see (listings and their trades answer alike). */
export const LISTING_NOT_FOUND = "Listing not found";

/** Largest radius a query or a match radius may ask for (km); "anywhere" is null. */
export const MAX_RADIUS_KM = 500;
export const BAD_RADIUS = `within_km must be a number greater than 0 and at most ${MAX_RADIUS_KM}`;

// The private map and walk/cycle minutes (issue 38, decision 0227).
export const BAD_BBOX = "bbox must be west,south,east,north in degrees, west < east and south < north";
export const BAD_ZOOM = "zoom must be a number from 0 to 24";
export const UNKNOWN_CELL = "Unknown cell: use a cell id from /api/listings/cells";
export const BAD_TRAVEL = "travel must be walk or cycle, with minutes from 1 to 60";
export const RADIUS_OR_TRAVEL = "Send within_km or travel, not both";

// The plain words and limits live in ./listing-terms (no zod there, for client bundles).
export { CATEGORIES, SORTS, WANTS_PER_CATEGORY, categoryName, groupByCategory, priceText, type Sort } from "./listing-terms";

export const MSG = {
  titleMin: "Title must be at least 3 characters long",
  titleRequired: "Title is required",
  sellPrice: "Price must be greater than 0 for sell listings",
  descriptionMax: "Description must be at most 1000 characters",
  priceMax: "Price must be at most 1000000",
  type: "Type must be sell (1), exchange (2) or giveaway (3)",
  category: "Category must be produce (1), seeds (2) or plants (3)",
  state: "State must be available (1), reserved (2) or completed (3)",
  wantTitle: "Each item must have at least 3 characters",
  wantAtLeastOne: "Please add at least one item to your wish list",
  wantMax: "You can have at most 5 items per category",
  wantTitleMax: "Each item must have at most 100 characters",
  titleMax: "Title must be at most 120 characters",
} as const;

/** Multipart fields arrive as strings: "true"/"false"/"1"/"0"/"on" all mean what they say. */
const boolish = z.preprocess((v) => {
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["true", "1", "on", "yes"].includes(s)) return true;
    if (["false", "0", "off", "no", ""].includes(s)) return false;
  }
  return v;
}, z.boolean({ error: "Must be true or false" }));

/** Numbers from JSON or form strings; non-numeric text is refused with a clear message. */
const numberish = (message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.number({ error: message }).finite({ error: message }));

/** An optional id in a query string: a positive whole number (empty means absent). */
const wholeId = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v), z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, { error: message }).optional());

const intIn = (message: string) => numberish(message).pipe(z.number().int({ error: message }).min(1, { error: message }).max(3, { error: message }));

const price = numberish("Price must be a number").pipe(z.number().min(0, { error: MSG.sellPrice }).max(PRICE_MAX, { error: MSG.priceMax }));
const description = z.string({ error: "Description must be text" }).max(DESCRIPTION_MAX, { error: MSG.descriptionMax });

/**
 * The one sell rule (MSG.sellPrice), for the API's schemas, the forms and an update that keeps the
 * stored type or price: a sell listing (type 1) needs a price above 0; exchange and giveaway store 0.
 */
export const sellNeedsPrice = (typeId: number | string | undefined, price: number) => Number(typeId) === 1 && !(price > 0);

function priceRule<T extends { type_id?: number; price?: number }>(data: T, ctx: z.RefinementCtx) {
  if (sellNeedsPrice(data.type_id, data.price ?? 0)) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.sellPrice });
}

/** The most groups one listing or wish is shown in (issue 34). */
export const MAX_AUDIENCE_GROUPS = 20;
export const GROUPS_FORMAT = "groups must be a list of group ids";
/** A group that does not exist, is hidden, or where the gardener is not (yet, or any more) a member: one answer (403). */
export const NOT_YOUR_GROUP = "You can only share with groups you are a member of";
/**
 * "For my groups" (issue 34): group ids, as a JSON array, or from a form as repeated fields or one
 * comma-separated field ("" is none). Non-empty without is_public makes the listing group-only.
 */
export const groupIds = z.preprocess(
  (v) => {
    const list = typeof v === "string" ? (v.trim() === "" ? [] : v.split(",")) : v;
    return Array.isArray(list) ? list.map((x) => (typeof x === "string" && /^\s*\d{1,9}\s*$/.test(x) ? Number(x) : x)) : list;
  },
  z
    .array(z.number({ error: GROUPS_FORMAT }).int({ error: GROUPS_FORMAT }).min(1, { error: GROUPS_FORMAT }).max(2_147_483_647, { error: GROUPS_FORMAT }), { error: GROUPS_FORMAT })
    .max(MAX_AUDIENCE_GROUPS, { error: `At most ${MAX_AUDIENCE_GROUPS} groups` })
    .transform((ids) => [...new Set(ids)]),
);

/** POST /api/listings/ (JSON or multipart). owner_id and other server fields are never read. */
export const listingCreateSchema = z
  .object({
    title: z.string({ error: MSG.titleMin }).trim().min(TITLE_MIN, { error: MSG.titleMin }).max(TITLE_MAX, { error: MSG.titleMax }),
    description: description.optional().default(""),
    price: price.optional().default(0),
    is_active: boolish.optional().default(true),
    is_public: boolish.optional().default(false),
    type_id: intIn(MSG.type),
    state_id: intIn(MSG.state).optional().default(1),
    category_id: intIn(MSG.category).optional().default(1),
    available_until: isoDay.optional(),
    groups: groupIds.optional(),
    ...glutFields,
  })
  .superRefine(priceRule)
  .superRefine(glutRules)
  .transform((d) => ({ ...d, price: d.type_id === 1 ? d.price : 0 }));

/** PATCH /api/listings/{id}: only the fields SPEC §7 lists, each optional. */
export const listingUpdateSchema = z.object({
  title: z.string({ error: MSG.titleRequired }).trim().min(1, { error: MSG.titleRequired }).max(TITLE_MAX, { error: MSG.titleMax }).optional(),
  description: description.optional(),
  // SPEC §5 (edit): non-numeric counts as 0, which the sell rule then refuses.
  price: z
    .preprocess((v) => (typeof v === "string" ? (Number.isFinite(Number(v)) && v.trim() !== "" ? Number(v) : 0) : v), z.number({ error: "Price must be a number" }))
    .pipe(z.number().min(0, { error: MSG.sellPrice }).max(PRICE_MAX, { error: MSG.priceMax }))
    .optional(),
  is_active: boolish.optional(),
  is_public: boolish.optional(),
  type_id: intIn(MSG.type).optional(),
  state_id: intIn(MSG.state).optional(),
  category_id: intIn(MSG.category).optional(),
  available_until: isoDay.optional(),
  groups: groupIds.optional(),
  // Issue 36; the rules between them (glutRules) run in the use case, against the stored ones too.
  ...glutFields,
});

export const VISIBILITY_NEEDS = "Send is_public, groups or both";
/**
 * PATCH /api/listings/{id}/visibility (issue 34): `is_public` (everyone) and/or `groups`. Groups
 * without is_public → for those groups only; with is_public → public and shown in them; neither
 * (is_public false, groups []) → friends only.
 */
export const visibilitySchema = z
  .object({ id: pathId(LISTING_NOT_FOUND), is_public: boolish.optional(), groups: groupIds.optional() })
  .refine((d) => d.is_public !== undefined || d.groups !== undefined, { error: VISIBILITY_NEEDS, path: ["is_public"] });

/** The fields both listing forms share besides the title (react-hook-form keeps inputs as strings). */
const listingFormFields = {
  description: z.string().max(DESCRIPTION_MAX, { error: MSG.descriptionMax }),
  price: z.string(),
  type_id: z.enum(["1", "2", "3"]),
  category_id: z.enum(["1", "2", "3"]),
  is_public: z.boolean(),
};

/** The forms (the server parses with the schemas above). */
export const listingFormSchema = z
  .object({
    title: z.string().trim().min(TITLE_MIN, { error: MSG.titleMin }).max(TITLE_MAX, { error: MSG.titleMax }),
    ...listingFormFields,
  })
  .superRefine((d, ctx) => {
    const p = Number(d.price);
    if (sellNeedsPrice(d.type_id, Number.isFinite(p) ? p : 0)) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.sellPrice });
    if (Number.isFinite(p) && p > PRICE_MAX) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.priceMax });
  });
export type ListingFormValues = z.infer<typeof listingFormSchema>;

/** Edit: SPEC §5 only asks the title not to be blank; non-numeric prices count as 0. */
export const editFormSchema = z
  .object({
    title: z.string().trim().min(1, { error: MSG.titleRequired }).max(TITLE_MAX, { error: MSG.titleMax }),
    ...listingFormFields,
  })
  .superRefine((d, ctx) => {
    const p = Number(d.price) || 0;
    if (sellNeedsPrice(d.type_id, p)) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.sellPrice });
    if (p > PRICE_MAX) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.priceMax });
  });

export const wantTitle = z.string({ error: MSG.wantTitle }).trim().min(TITLE_MIN, { error: MSG.wantTitle }).max(WANT_TITLE_MAX, { error: MSG.wantTitleMax });
/** A wish with `groups` (issue 34) is seen and matched only within them; [] makes it public again. */
export const wantCreateSchema = z.object({ title: wantTitle, category_id: intIn(MSG.category).optional().default(1), groups: groupIds.optional() });
export const wantUpdateSchema = z.object({ title: wantTitle.optional(), groups: groupIds.optional() });

/** GET /api/listings/want-listings: `user_id` (optional; without it, the viewer's own list). */
export const wantListQuerySchema = z.object({ user_id: wholeId("user_id must be a positive whole number") });

/**
 * The wish list (the /post-want form, saved together): every rule of a wish in one schema, shared by
 * the server (`saveWants`) and the form (`zodResolver`), so the form shows the server's message.
 * Rows marked for deletion and blank rows are not wishes; every other title has 3 to 100 characters,
 * and at least one wish remains. (5 per category is also checked against the database on save.)
 */
export const wantsSaveSchema = z
  .object({
    items: z
      .array(
        z.object({
          id: z.number().int().positive().optional(),
          title: z.string().max(WANT_TITLE_MAX, { error: MSG.wantTitleMax }),
          category_id: z.number().int().min(1).max(3),
          toDelete: z.boolean().optional(),
        }),
      )
      .max(60),
    /** Who sees the whole list (issue 34): group ids, [] for everyone, left out to keep each wish as it is. */
    groups: z.array(z.number().int().positive()).max(MAX_AUDIENCE_GROUPS).optional(),
  })
  .superRefine(({ items }, ctx) => {
    const kept = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.toDelete && item.title.trim() !== "");
    for (const { item, index } of kept) {
      if (item.title.trim().length < TITLE_MIN) ctx.addIssue({ code: "too_small", origin: "string", minimum: TITLE_MIN, path: ["items", index, "title"], message: MSG.wantTitle });
    }
    if (!kept.length) ctx.addIssue({ code: "custom", path: ["items"], message: MSG.wantAtLeastOne });
    for (const c of [1, 2, 3]) {
      const inCategory = kept.filter(({ item }) => item.category_id === c);
      if (inCategory.length > WANTS_PER_CATEGORY) ctx.addIssue({ code: "custom", path: ["category_id", c], message: MSG.wantMax });
    }
  });

/** The one page-size rule of listing lists (API, pages, load more): 100 by default, at most 100. */
export const LISTING_PAGE = { default: 100, max: 100 } as const;
export const pageSize = (limit: number | undefined) => Math.min(Math.max(Math.trunc(limit ?? LISTING_PAGE.default) || LISTING_PAGE.default, 1), LISTING_PAGE.max);

/** A query-string value: the first of a repeated key; empty (or only spaces) counts as absent. */
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const given = (v: unknown) => {
  const s = first(v);
  return typeof s === "string" && s.trim() === "" ? undefined : s;
};
const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off", ""];
const flag = (name: string) =>
  z.preprocess(
    (v) => {
      const s = first(v);
      if (typeof s !== "string") return s;
      const t = s.trim().toLowerCase();
      return TRUE.includes(t) ? true : FALSE.includes(t) ? false : s;
    },
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );
const wholeIn = (name: string, min: number, max: number) => {
  const msg = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess((v) => (typeof given(v) === "string" ? Number(given(v)) : given(v)), z.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(max, { error: msg }).optional());
};
const amount = (name: string) => {
  const msg = `${name} must be a number of 0 or more`;
  return z.preprocess((v) => (typeof given(v) === "string" ? Number(given(v)) : given(v)), z.number({ error: msg }).finite({ error: msg }).min(0, { error: msg }).optional());
};
const text = z.preprocess(first, z.string({ error: "Must be text" }).optional());
/** `crop=`: a crop's or a crop group's slug (lib/crops). */
export const UNKNOWN_CROP = "crop must be a crop or crop group slug, like courgette or squash";
const SORT_MSG = "sort must be newest, oldest, highest, lowest or distance";

/**
 * GET /api/listings/ (and every page that lists listings, through `filtersToApi`): the query string
 * as ListingQuery. Malformed values are 422 with the parameter's name, never 500.
 */
export const listingQuerySchema = z
  .object({
    mine: flag("mine"),
    friends: flag("friends"),
    public: flag("public"),
    user_id: wholeIn("user_id", 1, 2_147_483_647),
    category_id: wholeIn("category_id", 1, 3),
    type_id: z
      .preprocess(
        (v) => [v].flat().flatMap((s) => String(s).split(",")).filter((s) => s.trim() !== "").map(Number),
        z.array(z.number()).refine((ids) => ids.every((id) => id === 1 || id === 2 || id === 3), { error: "type_id must be 1, 2 or 3" }),
      )
      .optional(),
    min_price: amount("min_price"),
    max_price: amount("max_price"),
    sort: z.preprocess(first, z.enum([...SORTS, "distance"], { error: SORT_MSG }).optional()),
    within_km: z.preprocess(
      (v) => (given(v) === undefined || given(v) === "anywhere" ? undefined : typeof given(v) === "string" ? Number(given(v)) : given(v)),
      z.number({ error: BAD_RADIUS }).finite({ error: BAD_RADIUS }).gt(0, { error: BAD_RADIUS }).max(MAX_RADIUS_KM, { error: BAD_RADIUS }).optional(),
    ),
    near: text,
    q: text,
    crop: z.preprocess(given, z.string({ error: UNKNOWN_CROP }).max(60, UNKNOWN_CROP).regex(/^[a-z0-9-]+$/, UNKNOWN_CROP).optional()),
    limit: wholeIn("limit", 1, LISTING_PAGE.max),
    cursor: z.preprocess(given, z.string({ error: "Invalid cursor" }).optional()),
    /** A cell of the private map (issue 38): its listings only. */
    cell: z.preprocess(given, z.string({ error: UNKNOWN_CELL }).max(20, { error: UNKNOWN_CELL }).optional()),
    /** Walk or cycle minutes (issue 38): a radius from speed × time ÷ detour, cut at a bucket's edge like within_km. */
    travel: z.preprocess(first, z.enum(["walk", "cycle"], { error: BAD_TRAVEL }).optional()),
    minutes: z.preprocess((v) => (typeof given(v) === "string" ? Number(given(v)) : given(v)), z.number({ error: BAD_TRAVEL }).int({ error: BAD_TRAVEL }).min(1, { error: BAD_TRAVEL }).max(60, { error: BAD_TRAVEL }).optional()),
  })
  .superRefine((p, ctx) => {
    if ((p.travel === undefined) !== (p.minutes === undefined)) ctx.addIssue({ code: "custom", path: [p.travel === undefined ? "travel" : "minutes"], message: BAD_TRAVEL });
    if (p.travel !== undefined && p.within_km !== undefined) ctx.addIssue({ code: "custom", path: ["travel"], message: RADIUS_OR_TRAVEL });
  })
  .transform((p) => ({
    mine: p.mine,
    friends: p.friends,
    public: p.public,
    userId: p.user_id,
    categoryId: p.category_id,
    typeIds: p.type_id?.length ? [...new Set(p.type_id)] : undefined,
    minPrice: p.min_price,
    maxPrice: p.max_price,
    sort: p.sort,
    withinKm: p.within_km,
    travel: p.travel && p.minutes ? { mode: p.travel, minutes: p.minutes } : undefined,
    near: p.near,
    q: p.q,
    /** A slug here; the use case turns it into the stored key (lib/crops/groups.ts keyForSlug). */
    crop: p.crop,
    limit: p.limit,
    cursor: p.cursor,
    cell: p.cell,
  }));

// ---- The private map (issue 38, decision 0227) ----


const degrees = (limit: number) => z.number({ error: BAD_BBOX }).finite({ error: BAD_BBOX }).min(-limit, { error: BAD_BBOX }).max(limit, { error: BAD_BBOX });
const bbox = z.preprocess(
  (v) => {
    const s = given(v);
    if (typeof s !== "string") return null;
    const parts = s.split(",").map((p) => (p.trim() === "" ? NaN : Number(p)));
    return parts.length === 4 ? { west: parts[0], south: parts[1], east: parts[2], north: parts[3] } : null;
  },
  z
    .object({ west: degrees(180), south: degrees(90), east: degrees(180), north: degrees(90) }, { error: BAD_BBOX })
    .refine((b) => b.west < b.east && b.south < b.north, { error: BAD_BBOX }),
);

/** GET /api/listings/cells: the box on screen, the map's zoom, optionally one crop (its slug). */
export const cellsQuerySchema = z.object({
  bbox,
  zoom: z.preprocess((v) => (typeof given(v) === "string" ? Number(given(v)) : given(v)), z.number({ error: BAD_ZOOM }).finite({ error: BAD_ZOOM }).min(0, { error: BAD_ZOOM }).max(24, { error: BAD_ZOOM })),
  crop: z.preprocess(given, z.string({ error: UNKNOWN_CROP }).max(100, { error: UNKNOWN_CROP }).optional()),
});
