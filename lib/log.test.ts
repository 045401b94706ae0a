/**
 * Secrets in logs (issue 12): a failed query is logged without its parameter values. The app's own
 * logger (lib/log.ts, with its serializers and redaction) writes to a captured stream here.
 */
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { errorResponse } from "@/app/_doors/http";
import { log, logger } from "@/lib/log";

const lines: string[] = [];
// What the logger writes, as pino formats it, goes here instead of to stdout.
const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[pino.symbols.streamSym];
const capture = vi.spyOn(stream, "write").mockImplementation((line: string) => (lines.push(line), true));
afterAll(() => capture.mockRestore());

const SECRET = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRETHASHVALUE";

describe("logging a failed query", () => {
  it("keeps the SQL and the Postgres code, never the parameter values (route door and any log.error)", async () => {
    const failure = await db()
      .execute(sql`select ${SECRET}::int as n`)
      .then(() => null, (e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    // Unlogged, the error does carry the secret (in drizzle's message and in Postgres' own).
    expect(String((failure as Error).message) + String((failure as Error).cause)).toContain("SECRETHASHVALUE");

    lines.length = 0;
    const res = errorResponse(failure);
    expect(res.status).toBe(500);
    log.error("action test.secret failed", failure);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain("SECRETHASHVALUE");
      expect(line).not.toContain("argon2id");
      const entry = JSON.parse(line);
      expect(entry.err.message).toMatch(/^Failed query: select \$1::int as n$/);
      expect(entry.err.cause).toMatchObject({ code: "22P02", message: "database error 22P02" });
    }
  });
});
