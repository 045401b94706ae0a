import type { IncomingHttpHeaders } from "node:http";
import { hasSessionCookie } from "@/lib/security/headers";
import { AREA_COOKIE } from "@/lib/places/area-cookie";
import { LANG_COOKIE, cookieValue, pickLocale } from "@/lib/i18n/locales";

/**
 * Which requests the public page cache answers and under which key (issue 33, decision 0214).
 * Only what is the same for every anonymous visitor: the landing page, the marketplace, a listing, a
 * seller, a group or a swap day (issue 34), a crop page, a neighbourhood's impact (issue 37, tagged with the marketplace: any trade drops it); GET or HEAD; no session cookie and no Authorization (anything signed in is
 * rendered per request); no RSC request (a client navigation carries its router state). The only
 * cookie an anonymous render reads is the visitor's area (app/_doors/page.ts visitorArea), so it is
 * part of the key, and so is the language the page is in (issue 38: ?lang=, the visitor's cookie, their
 * Accept-Language; app/_doors/locale.ts reads the same three with the same rule).
 */
const CACHED_PAGE = /^\/(?:|listings|listings\/\d{1,10}|seller\/\d{1,10}|groups\/\d{1,10}|events\/\d{1,10}|crops\/[a-z0-9-]{1,80}|impact\/[A-Za-z0-9%._-]{1,120})$/;
const MAX_URL = 1024;

export type PageRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

export function pageCacheKey(req: PageRequest): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  if (url.length > MAX_URL) return null;
  const h = req.headers;
  if (h.authorization || h.rsc || h["next-router-state-tree"] || h["next-router-prefetch"] || h["next-action"]) return null;
  const cookie = h.cookie;
  if (hasSessionCookie(cookie)) return null;
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (!CACHED_PAGE.test(path)) return null;
  const params = new URLSearchParams(q < 0 ? "" : url.slice(q + 1));
  if (params.has("_rsc")) return null;
  params.sort();
  const search = params.toString();
  const locale = pickLocale({ query: params.get("lang"), cookie: cookieValue(cookie, LANG_COOKIE), acceptLanguage: h["accept-language"] });
  return `${path}${search ? `?${search}` : ""}|${cookieValue(cookie, AREA_COOKIE) ?? ""}|${locale}`;
}

/** What a cached page shows, as tags that a change names (tagsOfChange). */
export function pageTags(key: string): string[] {
  const path = key.slice(0, key.search(/[?|]/));
  const listing = /^\/listings\/(\d+)$/.exec(path);
  if (listing) return [`listing:${listing[1]}`, "listing-pages"];
  const seller = /^\/seller\/(\d+)$/.exec(path);
  if (seller) return [`seller:${seller[1]}`];
  const group = /^\/groups\/(\d+)$/.exec(path);
  if (group) return [`group:${group[1]}`, "group-pages"];
  const event = /^\/events\/(\d+)$/.exec(path);
  if (event) return [`event:${event[1]}`, "event-pages"];
  if (path.startsWith("/crops/")) return ["crops"];
  return ["market"];
}

/**
 * The tags a change announced by the database (db/migrations/0019, channel gs_public) touches:
 * - a listing: its page, its owner's seller page, the marketplace and the crop pages;
 * - a gardener (name, place, picture, verified, suspended, banned, deleted): their seller page and
 *   every listing page (the owner's card is on them), the marketplace and the crop pages;
 * - a trade: the listing's page and both gardeners' seller pages (state, kept-promise record);
 * - a group, its members or the listings shown in it (db/migrations/0023): that group's page; a listing
 *   or a gardener also touches every group page (their cards are on them), and every swap day page
 *   (the listings brought, the organiser), as a group does (a members-only swap day follows its group);
 * - a swap day, its RSVPs, what is brought or hoped for (db/migrations/0026): its page and every group
 *   page (a group's page lists its swap days);
 * - "all" (a bulk change, or a payload this code does not know): everything.
 */
export function tagsOfChange(payload: string): string[] | "all" {
  const [kind, list] = [payload.slice(0, 2), payload.slice(2)];
  const items = list.split(",").filter(Boolean);
  if (kind === "l:") return [...new Set(items.flatMap((i) => ((([id, owner]) => [`listing:${id}`, `seller:${owner}`])(i.split(".")))).concat("market", "crops", "group-pages", "event-pages"))];
  if (kind === "u:") return [...new Set(items.map((id) => `seller:${id}`).concat("listing-pages", "market", "crops", "group-pages", "event-pages"))];
  if (kind === "g:") return [...new Set(items.map((id) => `group:${id}`).concat("event-pages"))];
  if (kind === "e:") return [...new Set(items.map((id) => `event:${id}`).concat("group-pages"))];
  if (kind === "t:")
    return [...new Set(items.flatMap((i) => ((([listing, giver, receiver]) => [`listing:${listing}`, `seller:${giver}`, `seller:${receiver}`])(i.split(".")))).concat("market"))];
  return "all";
}

/** Only a complete, ordinary HTML page is kept: 200, text/html, nothing set on the visitor. */
export function storable(status: number, headers: Record<string, unknown>): boolean {
  return status === 200 && String(headers["content-type"] ?? "").startsWith("text/html") && !headers["set-cookie"];
}
