import { invalid } from "@/lib/errors";
import { SORTS, type Sort } from "@/lib/validation/listings";
import { BAD_RADIUS, MAX_RADIUS_KM } from "@/lib/places/buckets";
import type { ListingQuery } from "./index";

const TRUE = new Set(["true", "1", "yes", "on"]);
const FALSE = new Set(["false", "0", "no", "off", ""]);

function flag(params: URLSearchParams, name: string): boolean | undefined {
  const v = params.get(name);
  if (v === null) return undefined;
  const s = v.trim().toLowerCase();
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  throw invalid(`${name} must be true or false`, [{ loc: ["query", name], msg: `${name} must be true or false`, type: "bool_parsing" }]);
}

function int(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const v = params.get(name);
  if (v === null || v.trim() === "") return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    const msg = `${name} must be a whole number from ${min} to ${max}`;
    throw invalid(msg, [{ loc: ["query", name], msg, type: "int_parsing" }]);
  }
  return n;
}

function num(params: URLSearchParams, name: string): number | undefined {
  const v = params.get(name);
  if (v === null || v.trim() === "") return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) {
    const msg = `${name} must be a number of 0 or more`;
    throw invalid(msg, [{ loc: ["query", name], msg, type: "float_parsing" }]);
  }
  return n;
}

/** within_km: a positive number of km up to MAX_RADIUS_KM ("anywhere" or empty: no limit). */
function withinKm(params: URLSearchParams): number | undefined {
  const v = params.get("within_km")?.trim();
  if (v === undefined || v === "" || v === "anywhere") return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > MAX_RADIUS_KM) throw invalid(BAD_RADIUS, [{ loc: ["query", "within_km"], msg: BAD_RADIUS, type: "value_error" }]);
  return n;
}

/** GET /api/listings/ query string → ListingQuery; malformed values are 422, never 500. */
export function listingQueryFromParams(params: URLSearchParams): ListingQuery {
  const typeIds = params
    .getAll("type_id")
    .flatMap((v) => v.split(","))
    .filter((v) => v.trim() !== "")
    .map((v) => {
      const n = Number(v);
      if (![1, 2, 3].includes(n)) throw invalid("type_id must be 1, 2 or 3", [{ loc: ["query", "type_id"], msg: "type_id must be 1, 2 or 3", type: "enum" }]);
      return n;
    });
  const sort = params.get("sort");
  if (sort !== null && sort !== "distance" && !SORTS.includes(sort as Sort)) {
    const msg = "sort must be newest, oldest, highest, lowest or distance";
    throw invalid(msg, [{ loc: ["query", "sort"], msg, type: "enum" }]);
  }
  return {
    mine: flag(params, "mine"),
    friends: flag(params, "friends"),
    public: flag(params, "public"),
    userId: int(params, "user_id", 1, 2_147_483_647),
    categoryId: int(params, "category_id", 1, 3),
    typeIds: typeIds.length ? [...new Set(typeIds)] : undefined,
    minPrice: num(params, "min_price"),
    maxPrice: num(params, "max_price"),
    sort: (sort as Sort | "distance" | null) ?? undefined,
    withinKm: withinKm(params),
    near: params.get("near") ?? undefined,
    q: params.get("q") ?? undefined,
    limit: int(params, "limit", 1, 100),
    cursor: params.get("cursor") || undefined,
  };
}
