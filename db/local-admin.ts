import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import { publishAdmin } from "./data-lock";
import type { dbHandle } from "./index";

type Handle = ReturnType<typeof dbHandle>;

/**
 * What the command-line tools do to an embedded database (decision 0202). While the server holds
 * the data folder, a CLI cannot open it (one process per folder), so it asks the server to do the
 * same thing over its local admin channel; otherwise it opens the folder itself. One list, so both
 * ways run the same code.
 */
export const adminOps = {
  async moderator(h: Handle, args: { email: string; grant: boolean }) {
    await h.migrate();
    const { setModerator } = await import("@/lib/moderation/set-moderator");
    return { username: await setModerator(h.db, args.email, args.grant) };
  },
  async seed(h: Handle) {
    await h.migrate();
    const { seed } = await import("./seed");
    return { names: Object.keys(await seed(h.db)) };
  },
  async migrate(h: Handle) {
    await h.migrate();
    return {};
  },
  /** A consistent copy of the embedded folder: PGlite dumps it between two queries (its query lock), after a checkpoint. */
  async backup(h: Handle) {
    if (h.kind !== "pglite") throw new Error("backups of a Postgres database are pg_dump's (README: Backup and restore)");
    const client = h.client as PGlite;
    await client.exec("CHECKPOINT");
    const tar = await client.dumpDataDir("gzip");
    return { base64: Buffer.from(await tar.arrayBuffer()).toString("base64") };
  },
};
type AdminOp = keyof typeof adminOps;

/**
 * The running server's admin channel: HTTP on 127.0.0.1 at a random port, each call carrying a
 * random token; both are written only into the data folder's lock file (mode 0600), so only a
 * process that may read the data folder anyway can call it. Not part of the public API.
 */
export async function startLocalAdmin(handle: Handle, onError: (what: string, e: unknown) => void): Promise<Server> {
  if (!handle.dataDir) throw new Error("the local admin channel is for an embedded database on disk");
  const token = randomBytes(32).toString("base64url");
  const expected = Buffer.from(`Bearer ${token}`);
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return send(401, { detail: "Not authorised" });
    const op = req.url?.slice(1) as AdminOp;
    if (req.method !== "POST" || !Object.hasOwn(adminOps, op)) return send(404, { detail: "No such operation" });
    try {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const args = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      send(200, await adminOps[op](handle, args));
    } catch (e) {
      onError(`local admin ${op} failed`, e);
      send(500, { detail: e instanceof Error ? e.message : "failed" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  publishAdmin(handle.dataDir, { port: (server.address() as import("node:net").AddressInfo).port, token });
  server.unref();
  return server;
}
