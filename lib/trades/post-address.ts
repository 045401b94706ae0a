import { inArray } from "drizzle-orm";
import { schema, type Tx } from "@/db";

const { users } = schema;

/** A trade as the address rule needs it (the caller read it for `viewerId`). */
export type PostedTrade = { id: number; giverId: number; receiverId: number | null; state: string; mode: string | null };

/**
 * Seeds by post (issue 36): THE address rule. The receiver's postal address (their Personal info:
 * name, street, apartment, town, state, ZIP) is revealed on acceptance — to the giver of a trade sent
 * by post, while it is open (reserved, or sent and not yet confirmed) — and to nobody else, ever: not
 * on a page, in the API for anyone else, an e-mail, a push or a socket event. No other module reads
 * another gardener's address.
 *
 * Returns, per trade the viewer may see an address for, its lines; null when the receiver saved none.
 */
export async function postAddressesFor(tx: Tx, viewerId: number, trades: PostedTrade[]): Promise<Map<number, string[] | null>> {
  const open = trades.filter((t) => t.mode === "post" && t.giverId === viewerId && t.receiverId !== null && (t.state === "reserved" || t.state === "given"));
  const out = new Map<number, string[] | null>();
  if (!open.length) return out;
  const rows = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName, address: users.address, apt: users.apt, city: users.city, state: users.state, zip: users.zipCode })
    .from(users)
    .where(inArray(users.id, [...new Set(open.map((t) => t.receiverId!))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const t of open) out.set(t.id, addressLines(byId.get(t.receiverId!)));
  return out;
}

type Postal = { first: string; last: string; address: string | null; apt: string | null; city: string | null; state: string | null; zip: string | null };

/** The lines of an envelope: name, street (with apartment), town with state and ZIP; null without a street or a town. */
export function addressLines(u: Postal | undefined): string[] | null {
  if (!u) return null;
  const street = [u.address, u.apt].map((s) => s?.trim()).filter(Boolean).join(", ");
  const town = [[u.city?.trim(), u.state?.trim()].filter(Boolean).join(", "), u.zip?.trim()].filter(Boolean).join(" ");
  if (!street || !town) return null;
  return [[u.first, u.last].map((s) => s.trim()).filter(Boolean).join(" "), street, town].filter(Boolean);
}
