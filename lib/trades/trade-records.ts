import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/session";
import { imagePath } from "@/lib/images";
import { RELEASE_REASON_TEXT, type ReleaseReason } from "./release-reasons";
import { windowsOf, type TradeWindowDTO } from "./windows";
import { postAddressesFor } from "./post-address";
import { amountText, type Unit } from "@/lib/validation/glut-units";

const { listings, listingHandovers, trades, tradeThanks, users } = schema;

/** A gardener's trades as My trades, the chat's panel and the API show them. */
/** "Released: didn't show up" — or just "Released" when no reason was given. */
export function releaseDTO(at: Date | string | null, reason: ReleaseReason | null, role: "giver" | "receiver", dispute: "open" | "upheld" | "dropped" | null = null) {
  return { at: at ? new Date(at).toISOString() : null, reason, text: reason ? `Released: ${RELEASE_REASON_TEXT[role][reason]}` : "Released", dispute };
}

export type TradeDTO = {
  id: number;
  state: "reserved" | "released" | "given" | "received" | "not_received" | "done";
  role: "giver" | "receiver";
  listing: { id: number; title: string; featured_image: string | null; category_id: number; state_id: number };
  counterpart: { id: number; username: string } | null;
  created_at: string;
  completed_at: string | null;
  confirmed_at: string | null;
  /** A released reservation: when, why (null when not said) and the words My trades shows ("Released: didn't show up"). */
  release: { at: string | null; reason: ReleaseReason | null; text: string; dispute: "open" | "upheld" | "dropped" | null } | null;
  /** The caller's thank-you and the other side's, once written. */
  thanks: { mine: ThanksDTO | null; theirs: ThanksDTO | null };
  /** Where the conversation with the counterpart is (null for "someone else"). */
  conversation_url: string | null;
  /** Issue 32: the pickup time proposed or agreed (lib/trades/windows.ts); null when none was. */
  window: TradeWindowDTO | null;
  /** Issue 36: the listing goes by post ("given" reads "sent"). */
  by_post: boolean;
  /**
   * The receiver's postal address, in lines: only for the giver of an open trade by post (lib/handover's
   * address rule); null when the receiver saved none; absent for everyone and everything else.
   */
  post_to?: string[] | null;
  /** Issue 36: a glut's portion ("2 kg"); null for a whole listing. */
  portion: { amount: number; unit: Unit; text: string } | null;
};
export type ThanksDTO = { id: number; text: string; rating: "up" | "down" | "no_show"; created_at: string; editable: boolean };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
export const EDIT_DAYS = 7;

export function thanksDTO(t: { id: number; text: string; rating: "up" | "down" | "no_show"; createdAt: Date | string }, now = new Date()): ThanksDTO {
  return {
    id: t.id,
    text: t.text,
    rating: t.rating,
    created_at: iso(t.createdAt)!,
    editable: now.getTime() - new Date(t.createdAt).getTime() < EDIT_DAYS * 86_400_000,
  };
}

/**
 * The caller's trades, both roles, newest first. Released reservations stay, with their reason (issue
 * 32); a withdrawn "someone else" record (no counterpart) is left out.
 */
export async function tradesOf(viewer: Viewer, opts: { listingId?: number; withUserId?: number; limit?: number } = {}): Promise<TradeDTO[]> {
  const cp = sql<number | null>`case when ${trades.giverId} = ${viewer.id} then ${trades.receiverId} else ${trades.giverId} end`;
  const rows = await db()
    .select({
      id: trades.id,
      state: trades.state,
      giverId: trades.giverId,
      receiverId: trades.receiverId,
      createdAt: trades.createdAt,
      completedAt: trades.completedAt,
      confirmedAt: trades.confirmedAt,
      releasedAt: trades.releasedAt,
      releaseReason: trades.releaseReason,
      disputeState: trades.disputeState,
      listingId: listings.id,
      title: listings.title,
      image: listings.featuredImageHash,
      categoryId: listings.categoryId,
      stateId: listings.stateId,
      counterpartId: cp,
      counterpartName: users.username,
      mode: listingHandovers.mode,
      portion: trades.portion,
      unit: listings.unit,
    })
    .from(trades)
    .innerJoin(listings, eq(listings.id, trades.listingId))
    .leftJoin(listingHandovers, eq(listingHandovers.listingId, trades.listingId))
    .leftJoin(users, sql`${users.id} = ${cp}`)
    .where(
      and(
        or(eq(trades.giverId, viewer.id), eq(trades.receiverId, viewer.id)),
        sql`(${trades.state} <> 'released' or ${trades.receiverId} is not null)`,
        opts.listingId ? eq(trades.listingId, opts.listingId) : undefined,
        opts.withUserId ? sql`${cp} = ${opts.withUserId}` : undefined,
      ),
    )
    .orderBy(desc(trades.id))
    .limit(opts.limit ?? 200);
  const ids = rows.map((r) => r.id);
  const notes = ids.length ? await db().select().from(tradeThanks).where(inArray(tradeThanks.tradeId, ids)) : [];
  const windows = await windowsOf(db(), ids, viewer.id);
  const addresses = await postAddressesFor(db(), viewer.id, rows);
  return rows.map((r) => {
    const mine = notes.find((n) => n.tradeId === r.id && n.authorId === viewer.id);
    // A note a moderator hid stays visible to its author only.
    const theirs = notes.find((n) => n.tradeId === r.id && n.authorId !== viewer.id && !n.hiddenAt);
    return {
      id: r.id,
      state: r.state,
      role: r.giverId === viewer.id ? "giver" : "receiver",
      listing: { id: r.listingId, title: r.title, featured_image: imagePath(r.image), category_id: r.categoryId, state_id: r.stateId },
      counterpart: r.counterpartId && r.counterpartName ? { id: Number(r.counterpartId), username: r.counterpartName } : null,
      created_at: iso(r.createdAt)!,
      completed_at: iso(r.completedAt),
      confirmed_at: iso(r.confirmedAt),
      release: r.state === "released" ? releaseDTO(r.releasedAt, r.releaseReason, r.giverId === viewer.id ? "giver" : "receiver", r.disputeState) : null,
      thanks: { mine: mine ? thanksDTO(mine) : null, theirs: theirs ? thanksDTO(theirs) : null },
      conversation_url: r.counterpartId ? `/messages/${r.counterpartId}` : null,
      window: windows.get(r.id) ?? null,
      by_post: r.mode === "post",
      ...(addresses.has(r.id) && { post_to: addresses.get(r.id)! }),
      portion: r.portion !== null && r.unit ? { amount: Number(r.portion), unit: r.unit, text: amountText(Number(r.portion), r.unit) } : null,
    } satisfies TradeDTO;
  });
}
