import "./zod-config";
import { z } from "zod";

/**
 * An id in a path or a form: a positive integer of up to 9 digits, from a string or a number.
 * Anything else names nothing, so it answers 404 with `notFoundMessage` (see `parse`), never 500.
 */
export const pathId = (notFoundMessage = "Not found") =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const s = String(v).trim();
    if (!/^\d{1,9}$/.test(s) || Number(s) < 1) {
      ctx.addIssue({ code: "custom", message: notFoundMessage, params: { notFound: true } });
      return z.NEVER;
    }
    return Number(s);
  });
