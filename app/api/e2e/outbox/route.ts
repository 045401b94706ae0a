import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { publicRoute } from "@/app/_doors/http";
import { outboxFor } from "@/lib/mail";

/**
 * Test-only: the newest e-mails to one address, so Playwright can follow a reset link. Exists
 * only when E2E_OUTBOX=1 (scripts/e2e-server.mjs sets it); everywhere else it is a plain 404.
 */
export const GET = publicRoute(async (request) => {
  if (env().E2E_OUTBOX !== "1") throw notFound("Not Found");
  const to = new URL(request.url).searchParams.get("to")?.trim();
  if (!to) throw notFound("Not Found");
  const rows = await outboxFor(to, 10);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, kind: r.kind, text: r.text, html: r.html, created_at: r.createdAt }));
});
