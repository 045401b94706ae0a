import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { dbHandle } from "@/db";

type Handle = ReturnType<typeof dbHandle>;

/** The channel db/migrations/0020 announces public changes on. */
export const PUBLIC_CHANGES = "gs_public";

/**
 * Hears every committed change to what public pages show (decision 0214), from whichever instance,
 * job or CLI made it: PostgreSQL's LISTEN on a connection of its own (every instance on the same
 * database hears every change), or the embedded database's own notifications. `onGap` runs whenever
 * changes may have been missed (the connection dropped and came back): the caller then forgets
 * everything. `listening()` is false until the first LISTEN holds; no page is served from the cache
 * meanwhile.
 */
export async function listenForPublicChanges(handle: Handle, onChange: (payload: string) => void, onGap: () => void) {
  let listening = false;
  if (handle.kind === "pglite") {
    const unlisten = await (handle.client as PGlite).listen(PUBLIC_CHANGES, onChange);
    listening = true;
    return {
      listening: () => listening,
      stop: async () => {
        listening = false;
        await unlisten();
      },
    };
  }
  const sql = postgres(handle.url!, { max: 1, onnotice: () => {}, connect_timeout: 5, keep_alive: 30, idle_timeout: 0 });
  let heard = false;
  let stopped = false;
  const subscribe = async () => {
    // postgres.js LISTENs again by itself after a reconnect and calls onlisten each time: changes
    // made while it was away are unknown, so the cache is emptied then.
    await sql.listen(PUBLIC_CHANGES, onChange, () => {
      if (heard) onGap();
      heard = true;
      listening = true;
    });
  };
  // The database may be unreachable right now: keep trying in the background, never blocking start.
  const retry = async () => {
    while (!stopped && !listening) {
      try {
        await subscribe();
      } catch {
        await new Promise((r) => setTimeout(r, 2_000).unref());
      }
    }
  };
  void retry();
  return {
    listening: () => listening,
    stop: async () => {
      stopped = true;
      listening = false;
      await sql.end({ timeout: 2 });
    },
  };
}
