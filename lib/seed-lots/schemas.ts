import "@/lib/validation/zod-config";
import { z } from "zod";
import { pathId } from "@/lib/validation/ids";
import { POLLINATIONS, SEED_SOURCES } from "./words";

// Pure (zod and the words only).

export const LOT_NOT_FOUND = "Seed lot not found";
/** Lot codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const LOT_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const LOT_CODE_LENGTH = 8;
const LOT_CODE = new RegExp(`^[${LOT_ALPHABET}]{${LOT_CODE_LENGTH}}$`);

/** A lot code as typed or in a path: case and spaces forgiven; anything else names nothing (404). */
const lotCode = (notFoundMessage: string) =>
  z.string().transform((v, ctx) => {
    const code = v.replace(/[\s-]/g, "").toUpperCase();
    if (!LOT_CODE.test(code)) {
      ctx.addIssue({ code: "custom", message: notFoundMessage, params: { notFound: true } });
      return z.NEVER;
    }
    return code;
  });

export const lotCodeInput = z.object({ code: lotCode(LOT_NOT_FOUND) });

/** "2025-09": the month and year the seed was saved (or packed). */
const savedMonth = z
  .string({ error: "Say when the seed was saved, as YYYY-MM" })
  .trim()
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, "Say when the seed was saved, as YYYY-MM");

export const createSeedLotInput = z.object({
  listing_id: pathId("Listing not found").optional(),
  /** A catalogue variety key, "tomato/brandywine" (crop slug / variety slug). */
  variety: z.string({ error: "Choose a variety from the catalogue" }).trim().toLowerCase().max(120, "Choose a variety from the catalogue"),
  pollination: z.enum(POLLINATIONS, { error: "Choose open-pollinated, hybrid or unknown" }),
  saved: savedMonth,
  source: z.enum(SEED_SOURCES, { error: "Choose where the seed came from: saved, bought, swapped or library" }),
  parent_code: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ? v.replace(/[\s-]/g, "").toUpperCase() : null)),
});

export const reportGrowOutInput = z
  .object({
    code: lotCode(LOT_NOT_FOUND),
    sown: z.coerce.number({ error: "Say how many you sowed" }).int("Say how many you sowed").min(1, "Say how many you sowed").max(10000, "Sow at most 10000 for one report"),
    came_up: z.coerce.number({ error: "Say how many came up" }).int("Say how many came up").min(0, "Say how many came up"),
    true_to_type: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "Say whether they came true to type" }),
  })
  .refine((r) => r.came_up <= r.sown, { path: ["came_up"], message: "More came up than you sowed? Check the numbers" });

export const giftSeedLotInput = z.object({
  code: lotCode(LOT_NOT_FOUND),
  email: z.email({ error: "Enter their e-mail address" }).trim().toLowerCase().max(254, "Enter their e-mail address"),
});

export const varietyReportsInput = z.object({
  slug: z.string().trim().toLowerCase().max(60),
  variety: z.string().trim().toLowerCase().max(60),
});
