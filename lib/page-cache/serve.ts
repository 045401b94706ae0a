import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import { gzipJoined, gzipParts } from "./gzip-parts";
import { pageCacheKey, pageTags, storable } from "./policy";
import type { CachedPage, PageStore } from "./store";

const decoders: Record<string, (b: Buffer) => Promise<Buffer>> = { gzip: promisify(gunzip), br: promisify(brotliDecompress), deflate: promisify(inflate) };

/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER = new Set(["date", "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "x-page-cache", "set-cookie"]);

/** A render that waited this long for the same page's first render goes ahead on its own. */
const COALESCE_MS = 5_000;

/**
 * The public page cache in front of Next (issue 33, decision 0214): an anonymous visitor's public page
 * is answered from `store` when it is there; otherwise Next renders it (`render`) and the answer is
 * kept as it goes out. Requests for the same page that arrive during its first render wait for it
 * (a shared link brings many at once) rather than each rendering it again.
 */
export function createPageCache(store: PageStore, opts: { enabled: () => boolean }) {
  const rendering = new Map<string, Promise<void>>();

  async function serve(req: IncomingMessage, res: ServerResponse, render: () => void): Promise<void> {
    const key = opts.enabled() ? pageCacheKey(req) : null;
    if (!key) return render();
    let page = store.get(key);
    if (!page && rendering.has(key)) {
      await Promise.race([rendering.get(key), new Promise((r) => setTimeout(r, COALESCE_MS).unref())]);
      page = store.get(key);
    }
    if (page) return answer(page, req, res);
    if (req.method !== "GET") return render();
    let done!: () => void;
    const first = !rendering.has(key);
    if (first) rendering.set(key, new Promise<void>((r) => (done = r)));
    keepAsItGoesOut(key, res, () => {
      if (first) {
        rendering.delete(key);
        done();
      }
    });
    render();
  }

  function keepAsItGoesOut(key: string, res: ServerResponse, finished: () => void) {
    const startedIn = store.begin();
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const b = Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += b.length;
      if (size > 8 * 1024 * 1024) overflow = true;
      else chunks.push(b);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;
    res.setHeader("x-page-cache", "miss");
    res.once("close", () => {
      const headers = res.getHeaders();
      if (overflow || !res.writableFinished || !storable(res.statusCode, headers)) return finished();
      // The waiting crowd is let go once the page is kept (or known not to be).
      void keep(key, res.statusCode, headers, Buffer.concat(chunks), startedIn)
        .catch(() => {
          // A body that does not decode is simply not kept: the next visitor renders again.
        })
        .finally(finished);
    });
  }

  async function keep(key: string, status: number, headers: OutgoingHttpHeaders, sent: Buffer, startedIn: number) {
    const encoding = String(headers["content-encoding"] ?? "").trim();
    const body = encoding && encoding !== "identity" ? await decoders[encoding]?.(sent) : sent;
    if (!body) return;
    const csp = String(headers["content-security-policy"] ?? "");
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? null;
    const kept: [string, string | string[]][] = [];
    for (const [k, v] of Object.entries(headers)) if (v !== undefined && !PER_ANSWER.has(k)) kept.push([k, Array.isArray(v) ? v : String(v)]);
    const parts = nonce ? split(body, nonce) : [body];
    store.set(key, { status, headers: kept, parts, deflated: gzipParts(parts).deflated, nonce, tags: pageTags(key) }, startedIn);
  }

  function answer(page: CachedPage, req: IncomingMessage, res: ServerResponse) {
    // A fresh nonce for every answer, as proxy.ts makes for every render: the same one twice would
    // let an injected script that copied it run.
    const nonce = page.nonce ? Buffer.from(randomUUID()).toString("base64") : null;
    const nonceBytes = Buffer.from(nonce ?? "");
    for (const [k, v] of page.headers) res.setHeader(k, nonce && k === "content-security-policy" ? String(v).split(page.nonce!).join(nonce) : v);
    res.setHeader("x-page-cache", "hit");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const gz = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    // Compressed once when kept; per answer only the nonce goes in between (lib/page-cache/gzip-parts.ts).
    const out = gz ? gzipJoined({ parts: page.parts, deflated: page.deflated }, nonceBytes) : join(page.parts, nonceBytes);
    if (gz) res.setHeader("content-encoding", "gzip");
    res.setHeader("content-length", out.length);
    res.statusCode = page.status;
    res.end(req.method === "HEAD" ? undefined : out);
  }

  return { serve, store };
}

function split(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function join(parts: Buffer[], nonce: Buffer): Buffer {
  const all: Buffer[] = [];
  parts.forEach((p, i) => (i ? all.push(nonce, p) : all.push(p)));
  return Buffer.concat(all);
}
