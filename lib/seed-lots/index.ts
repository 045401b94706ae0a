import { randomInt, createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { qualified } from "@/db/sql";
import { CROPS_BY_SLUG } from "@/lib/crops/catalogue";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import type { Reader } from "@/lib/viewer";
import { seedLotShownTo, gardenerVisibleTo } from "@/lib/visibility";
import { LOT_ALPHABET, LOT_CODE_LENGTH, LOT_NOT_FOUND } from "./schemas";
import type { Pollination, SeedSource } from "./words";

const { seedLots, users } = schema;

/** A fresh lot code: 8 of 31 characters (~8.5 × 10^11 codes), drawn with the CSPRNG. */
export const newLotCode = () => Array.from({ length: LOT_CODE_LENGTH }, () => LOT_ALPHABET[randomInt(LOT_ALPHABET.length)]).join("");

/** The lot's public page: the label's QR code opens it. */
export const lotPath = (code: string) => `/seed-lots/${code}`;
export const lotUrl = (code: string) => `${env().PUBLIC_URL}${lotPath(code)}`;

/** An e-mail address as a pending gift keeps it: never the address itself. */
export const hashGiftEmail = (email: string) => createHash("sha256").update(`seed-gift:${email.trim().toLowerCase()}`).digest("hex");

/**
 * Days from a receiver's lot to their grow-out prompt (decision 0223): one default for every crop,
 * long enough for slow germinators (parsley, peppers) and not so long that the packet is forgotten.
 */
export const GERMINATION_DAYS = 14;

/** Reports a variety needs before its germination by region is shown (issue 36). */
export const REPORTS_BEFORE_SHOWN = 5;

/** The catalogue variety a key names ("tomato/brandywine"), or null. */
export function catalogueVariety(key: string) {
  const [cropSlug, varietySlug] = key.split("/");
  const crop = CROPS_BY_SLUG.get(cropSlug ?? "");
  const variety = crop?.varieties.find((v) => v.slug === varietySlug);
  return crop && variety ? { crop, variety } : null;
}

/** A lot as every answer shows it: the variety by name, the owner by display name only when visible, the town only. */
export type SeedLotView = {
  code: string;
  variety: string;
  crop: string;
  crop_name: string;
  variety_name: string;
  pollination: Pollination;
  saved: string;
  source: SeedSource;
  parent_code: string | null;
  listing_id: number | null;
  /** The owner's username while the viewer may see them (lib/visibility); null for someone hidden or not on GardenSwap yet. */
  owner: string | null;
  /** The owner's town ("Portland, OR") on the same terms: never a place finer than a town. */
  town: string | null;
  /** Is it the viewer's own lot? */
  mine: boolean;
  created_at: string;
};

const month = (m: number) => String(m).padStart(2, "0");

/** The columns a view is built from, the owner's name and town only when the rule lets the viewer see them. */
export const lotColumns = (viewer: Reader | null) => {
  const shown = gardenerVisibleTo(viewer, qualified(seedLots.ownerId));
  return {
    id: seedLots.id,
    code: seedLots.code,
    ownerId: seedLots.ownerId,
    crop: seedLots.crop,
    variety: seedLots.variety,
    pollination: seedLots.pollination,
    savedMonth: seedLots.savedMonth,
    savedYear: seedLots.savedYear,
    source: seedLots.source,
    parentId: seedLots.parentId,
    listingId: seedLots.listingId,
    createdAt: seedLots.createdAt,
    parentCode: sql<string | null>`(select p.code from ${seedLots} p where p.id = ${qualified(seedLots.parentId)})`,
    owner: sql<string | null>`(select u.username from ${users} u where u.id = ${qualified(seedLots.ownerId)} and ${shown})`,
    town: sql<string | null>`(select u.location_label from ${users} u where u.id = ${qualified(seedLots.ownerId)} and ${shown})`,
  };
};

export type LotRow = { id: number; code: string; ownerId: number | null; crop: string; variety: string; pollination: Pollination; savedMonth: number; savedYear: number; source: SeedSource; parentId: number | null; listingId: number | null; createdAt: Date; parentCode: string | null; owner: string | null; town: string | null };

export function toView(row: LotRow, viewer: Reader | null): SeedLotView {
  const found = catalogueVariety(`${row.crop}/${row.variety}`);
  return {
    code: row.code,
    variety: `${row.crop}/${row.variety}`,
    crop: row.crop,
    crop_name: found?.crop.name ?? row.crop,
    variety_name: found?.variety.name ?? row.variety,
    pollination: row.pollination,
    saved: `${row.savedYear}-${month(row.savedMonth)}`,
    source: row.source,
    parent_code: row.parentCode,
    listing_id: row.listingId,
    owner: row.owner,
    town: row.town,
    mine: !!viewer && row.ownerId === viewer.id,
    created_at: row.createdAt.toISOString(),
  };
}

/** The owner's lot a seed listing offers (issue 36), when one is linked and the viewer may see it; else null. */
export async function lotOfListing(viewer: Reader | null, listing: { id: number; owner_id: number }, tx: Tx = db()): Promise<SeedLotView | null> {
  const [row] = await tx
    .select(lotColumns(viewer))
    .from(seedLots)
    .where(and(eq(seedLots.listingId, listing.id), eq(seedLots.ownerId, listing.owner_id), seedLotShownTo(viewer)))
    .orderBy(desc(seedLots.id))
    .limit(1);
  return row ? toView(row, viewer) : null;
}

/** The lot a code names if the viewer may see it (lib/visibility seedLotShownTo), else 404 as for an unknown code. */
export async function shownLot(viewer: Reader | null, code: string, tx: Tx = db()): Promise<LotRow> {
  const [row] = await tx
    .select(lotColumns(viewer))
    .from(seedLots)
    .where(and(eq(seedLots.code, code), seedLotShownTo(viewer)))
    .limit(1);
  if (!row) throw notFound(LOT_NOT_FOUND);
  return row;
}
