import "@/lib/validation/zod-config";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { now } from "@/lib/clock";
import { env } from "@/lib/env";
import { forbidden } from "@/lib/errors";
import { LIMITS } from "@/lib/limits";
import { readerOf } from "@/lib/viewer";
import { defineUseCase } from "@/lib/use-case";
import { answerComingAs } from "./coming";

const { trades, listings } = schema;

/**
 * The pickup reminder e-mail's two signed links, "Still coming" and "Can't make it" (issue 32), signed
 * as the freshness reminder's are (lib/trades/reminder-token.ts): "<trade id>.<yes|no>.<expiry>.<HMAC>",
 * the HMAC (AUTH_SECRET) covering the trade, its reserved gardener, the answer and the expiry. A link
 * works while that trade is still reserved for that gardener, and for 3 days.
 */
const LINK_DAYS = 3;
export type ComingAnswer = "yes" | "no";
export const COMING_LINK_INVALID =
  "This link is not valid any more. Open My trades to answer.";

const sign = (
  tradeId: number,
  userId: number,
  answer: ComingAnswer,
  exp: number,
) =>
  createHmac("sha256", env().AUTH_SECRET)
    .update(`pickup-reminder:${tradeId}:${userId}:${answer}:${exp}`)
    .digest("base64url");

export function comingToken(
  tradeId: number,
  userId: number,
  answer: ComingAnswer,
  from: Date = now(),
): string {
  const exp = Math.floor(from.getTime() / 1000) + LINK_DAYS * 86_400;
  return `${tradeId}.${answer}.${exp}.${sign(tradeId, userId, answer, exp)}`;
}

export const comingUrl = (token: string) =>
  `${env().PUBLIC_URL}/pickup-reminder?token=${encodeURIComponent(token)}`;

function parse(token: string) {
  const m = /^(\d{1,9})\.(yes|no)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
    token,
  );
  return m
    ? {
        tradeId: Number(m[1]),
        answer: m[2] as ComingAnswer,
        exp: Number(m[3]),
        sig: m[4]!,
      }
    : null;
}

const tokenInput = z.object({
  token: z
    .string({ message: COMING_LINK_INVALID })
    .max(200, COMING_LINK_INVALID),
});

export type ComingLink = {
  listing: { id: number; title: string };
  answer: ComingAnswer;
  done: boolean;
};

/** The trade a token names, if the signature holds for its reserved gardener and it has not expired. */
async function linked(token: string) {
  const t = parse(token);
  if (!t || t.exp * 1000 <= now().getTime())
    throw forbidden(COMING_LINK_INVALID);
  const [row] = await db()
    .select({
      id: trades.id,
      receiverId: trades.receiverId,
      state: trades.state,
      listingId: listings.id,
      title: listings.title,
    })
    .from(trades)
    .innerJoin(listings, eq(listings.id, trades.listingId))
    .where(
      and(
        eq(trades.id, t.tradeId),
        inArray(trades.state, [
          "reserved",
          "released",
          "given",
          "received",
          "not_received",
          "done",
        ]),
      ),
    )
    .limit(1);
  if (!row?.receiverId) throw forbidden(COMING_LINK_INVALID);
  const expected = Buffer.from(
    sign(t.tradeId, row.receiverId, t.answer, t.exp),
  );
  const given = Buffer.from(t.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw forbidden(COMING_LINK_INVALID);
  return { t, row };
}

/** GET /api/pickup-reminder?token=: what the link would answer (the confirmation page); changes nothing. */
export const checkComingLink = defineUseCase({
  name: "handover.coming-link.check",
  caller: "anyone",
  input: tokenInput,
  limits: LIMITS.reminderLink,
  run: async (_viewer, { token }): Promise<ComingLink> => {
    const { t, row } = await linked(token);
    return {
      listing: { id: row.listingId, title: row.title },
      answer: t.answer,
      done: row.state !== "reserved",
    };
  },
});

/**
 * POST /api/pickup-reminder {"token"}: the reserved gardener's answer from the e-mail, without logging
 * in: the same step as POST /api/listings/{id}/coming, run as them. Once the trade is no longer
 * reserved (answered "no", handed over, released) it answers `done` and changes nothing.
 */
export const applyComingLink = defineUseCase({
  name: "handover.coming-link.use",
  caller: "anyone",
  input: tokenInput,
  limits: LIMITS.reminderLink,
  run: async (_viewer, { token }): Promise<ComingLink> => {
    const { t, row } = await linked(token);
    const view = {
      listing: { id: row.listingId, title: row.title },
      answer: t.answer,
    };
    if (row.state !== "reserved") return { ...view, done: true };
    await answerComingAs(
      readerOf(row.receiverId!),
      row.listingId,
      t.answer === "yes",
    );
    return { ...view, done: true };
  },
});
