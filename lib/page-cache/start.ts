import type { dbHandle } from "@/db";
import { listenForPublicChanges } from "./listen";
import { tagsOfChange } from "./policy";
import { createPageCache } from "./serve";
import { PageStore } from "./store";

/**
 * This instance's public page cache (decision 0214), emptied by what the database announces. Off
 * (`maxMb` 0) it renders every page as before.
 */
export async function startPageCache(handle: ReturnType<typeof dbHandle>, opts: { maxMb: number; seconds: number }) {
  const store = new PageStore(opts.maxMb * 1024 * 1024, opts.seconds * 1000);
  if (opts.maxMb === 0) return { ...createPageCache(store, { enabled: () => false }), stop: async () => {} };
  const listener = await listenForPublicChanges(
    handle,
    (payload) => store.purge(tagsOfChange(payload)),
    () => store.purge("all"),
  );
  return { ...createPageCache(store, { enabled: listener.listening }), stop: listener.stop };
}
