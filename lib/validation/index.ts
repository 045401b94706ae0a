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
