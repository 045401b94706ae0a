import "@/lib/validation/zod-config";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies } from "@/lib/security/client-ip";

/**
 * Every environment variable the app reads, validated once. With nothing set the app still runs:
 * embedded database in DATA_DIR, a generated secret kept beside it, mail to the outbox table.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin used in e-mailed links and share links, e.g. https://gardenswap.example */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /** Seed demo data into an empty embedded database at start (default on). */
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("GardenSwap <hello@gardenswap.local>"),
  /**
   * How long start waits for a Postgres that does not answer yet (compose and orchestrators start the
   * app beside its database): tried again with a growing pause, then start fails with the last error.
   */
  DATABASE_START_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long an unread message or trade step waits before its e-mail (one per conversation burst); tests shorten it. */
  REPLY_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * The public page cache (decision 0214): MB of anonymous public pages kept per instance (0: off).
   * Default 64 in production, off in development (code changes under `npm run dev` would not show).
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).optional(),
  /** Longest a cached public page is answered without a change announcing it (what no event tells: a date passing). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * The map's base tiles (issue 38, decision 0227): a raster tile URL template for operators, e.g.
   * https://tiles.example/{z}/{x}/{y}.png (its origin is added to the page policy). Unset: the map
   * draws on a plain offline background and needs no service at all.
   */
  MAP_TILE_URL: z.url().refine((u) => u.includes("{z}") && u.includes("{x}") && u.includes("{y}"), "MAP_TILE_URL must hold {z}, {x} and {y}").optional(),
  /** The tiles' attribution, shown on the map (required by most tile licences). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  REDIS_URL: z.string().min(1).optional(),
  /** Socket.IO channel prefix in Redis: deployments sharing one Redis must use different ones. */
  REDIS_PREFIX: z.string().regex(/^[\w.:-]+$/).default("gardenswap"),
  /** Web Push (VAPID) keys, base64url; unset: a pair is generated once into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[\w-]{80,100}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 public key").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[\w-]{40,50}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 private key").optional(),
  /** Contact the push services may use: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://").optional(),
  /** Origins a push subscription may point at besides public https hosts (tests, staging), comma-separated. */
  PUSH_ALLOWED_ORIGINS: z.string().default(""),
  /** Comma-separated e-mail addresses of moderators (besides those granted with `npm run moderator`). */
  MODERATOR_EMAILS: z.string().default(""),
  /**
   * Reverse proxies whose X-Forwarded-For names the client (per-IP limits): addresses and CIDR blocks,
   * comma-separated ("127.0.0.1,10.0.0.0/8"), or a hop count ("1"). Unset: the header is never read.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((v, ctx) => {
      try {
        return parseTrustedProxies(v);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: `TRUSTED_PROXIES: ${(e as Error).message}` });
        return z.NEVER;
      }
    }),
  /** Turns on GET /metrics (Prometheus), for callers sending `Authorization: Bearer <this>`; unset: /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Test servers only: multiplies every rate limit's allowance. Playwright's browsers all come from
   * 127.0.0.1, so per-address limits (10 sign-ups an hour) would refuse the suite itself
   * (scripts/e2e-server.mjs sets 50). Never set it in a real deployment.
   */
  LIMITS_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Test-only: "1" opens GET /api/e2e/outbox so Playwright can read e-mails (set by scripts/e2e-server.mjs; never in real deployments). */
  E2E_OUTBOX: z.enum(["0", "1"]).default("0"),
});

export type Env = z.infer<typeof schema> & { AUTH_SECRET: string; PUBLIC_URL: string };

const g = globalThis as { __gardenswapEnv?: Env };

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blank = (v: string | undefined) => (v === "" ? undefined : v);
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, blank(v)])));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return { ...e, AUTH_SECRET: e.AUTH_SECRET ?? readOrCreateSecret(e.DATA_DIR), PUBLIC_URL: publicUrl };
}

export function env(): Env {
  if (!g.__gardenswapEnv) {
    g.__gardenswapEnv = loadEnv();
    // next-auth reads these itself; derive them so the operator sets one secret and one URL.
    process.env.NEXTAUTH_SECRET ??= g.__gardenswapEnv.AUTH_SECRET;
    process.env.NEXTAUTH_URL ??= `${g.__gardenswapEnv.PUBLIC_URL}/api/session`;
  }
  return g.__gardenswapEnv;
}
