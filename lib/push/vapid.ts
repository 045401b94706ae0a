import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { env } from "@/lib/env";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const g = globalThis as { __gardenswapVapid?: VapidKeys };

/**
 * The server's VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated once into
 * DATA_DIR/vapid.json and kept (like the session secret), so subscriptions survive a restart.
 */
export function vapidKeys(): VapidKeys {
  if (g.__gardenswapVapid) return g.__gardenswapVapid;
  const e = env();
  const subject = e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? "hello@gardenswap.local"}`;
  let keys: { publicKey: string; privateKey: string };
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  } else {
    const file = path.join(e.DATA_DIR, "vapid.json");
    if (existsSync(file)) {
      keys = JSON.parse(readFileSync(file, "utf8"));
    } else {
      keys = webpush.generateVAPIDKeys();
      mkdirSync(e.DATA_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    }
  }
  return (g.__gardenswapVapid = { ...keys, subject });
}
