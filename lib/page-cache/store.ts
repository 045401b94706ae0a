/**
 * The public pages this instance keeps (issue 33, decision 0214): in memory, least recently used
 * out first within a byte budget, each for at most `ttlMs` (what no event announces: a listing's last
 * day passing, "Posted today" turning into yesterday). A page is kept as the parts of its HTML
 * between its CSP nonce, so that every answer gets a fresh nonce (lib/page-cache/serve.ts).
 */
export type CachedPage = {
  status: number;
  headers: [string, string | string[]][];
  /** The body split on its CSP nonce (`nonce`): parts joined with a fresh nonce make the page. */
  parts: Buffer[];
  nonce: string | null;
  /** The same parts deflated once (lib/page-cache/gzip-parts.ts), for the answers that accept gzip. */
  deflated: Buffer[];
  tags: string[];
  bytes: number;
  storedAt: number;
};

export class PageStore {
  private pages = new Map<string, CachedPage>();
  private byTag = new Map<string, Set<string>>();
  private bytes = 0;
  /** Bumped by every purge: a render that began before one is not kept (it may show what changed). */
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.pages.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  /** The generation a render starts in; `set` keeps its page only if nothing was purged since. */
  begin(): number {
    return this.generation;
  }

  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page || this.now() - page.storedAt > this.ttlMs) {
      if (page) this.remove(key);
      this.misses++;
      return null;
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, page);
    this.hits++;
    return page;
  }

  set(key: string, page: Omit<CachedPage, "bytes" | "storedAt">, startedIn: number): boolean {
    if (startedIn !== this.generation) return false;
    const bytes = [...page.parts, ...page.deflated].reduce((n, p) => n + p.length, 0) + key.length;
    if (bytes > this.maxBytes / 4) return false;
    this.remove(key);
    this.pages.set(key, { ...page, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const tag of page.tags) (this.byTag.get(tag) ?? this.byTag.set(tag, new Set()).get(tag)!).add(key);
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Drops every page with one of `tags` ("all": every page). */
  purge(tags: string[] | "all"): number {
    this.generation++;
    if (tags === "all") {
      const n = this.pages.size;
      this.pages.clear();
      this.byTag.clear();
      this.bytes = 0;
      return n;
    }
    let n = 0;
    for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) if (this.remove(key)) n++;
    return n;
  }

  private remove(key: string): boolean {
    const page = this.pages.get(key);
    if (!page) return false;
    this.pages.delete(key);
    this.bytes -= page.bytes;
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    return true;
  }
}
