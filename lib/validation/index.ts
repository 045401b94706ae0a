import "./zod-config";
import type { z } from "zod";
import { invalid, notFound, type FieldIssue } from "@/lib/errors";

/** E-mail format of SPEC §5: text, @, text, dot, text, no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({
    loc: ["body", ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    msg: i.message,
    type: i.code,
  }));
}

/** Parse with a shared schema; failures become one `invalid` AppError carrying every field message. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  assertNoNul(data);
  const result = schema.safeParse(data);
  if (!result.success) {
    // A malformed path id names nothing: the same 404 as a missing thing (see `pathId`).
    const missing = result.error.issues.find((i) => i.code === "custom" && (i as { params?: { notFound?: boolean } }).params?.notFound);
    if (missing) throw notFound(missing.message);
    const issues = zodIssues(result.error);
    throw invalid(issues[0]?.msg ?? "Invalid input", issues);
  }
  return result.data;
}

export const NUL_REFUSED = "Text must not contain NUL characters";

/** Postgres cannot store U+0000 in text: any string in the input holding one is a 422 here, not a 500 there. */
export function assertNoNul(value: unknown, depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw invalid(NUL_REFUSED);
  } else if (value && typeof value === "object" && depth < 8 && !(value instanceof Blob)) {
    for (const v of Object.values(value)) assertNoNul(v, depth + 1);
  }
}
