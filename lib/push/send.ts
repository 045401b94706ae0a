import { and, arrayContains, eq } from "drizzle-orm";
import webpush from "web-push";
import { db, schema } from "@/db";
import { log } from "@/lib/log";
import { hasLiveSocket } from "@/lib/realtime";
import type { PushKind } from "@/lib/validation/push";
import { endpointReachable } from "./endpoint";
import { vapidKeys } from "./vapid";

const { pushSubscriptions } = schema;

/** What a push says. `preview` is shown only on devices that allowed previews; nothing else private goes out. */
export type PushNotice = {
  kind: PushKind;
  title: string;
  preview?: string;
  /** The screen a tap opens (a path on this site). */
  url: string;
  /** Repeats with the same tag replace each other, on the push service (Topic) and on the device. */
  tag: string;
};

/** The JSON the service worker receives (app/sw.ts shows it). */
export type PushPayload = { kind: PushKind; title: string; body: string; url: string; tag: string };

export const PREVIEW_CHARS = 60;
const RETRY_DELAYS_MS = [2_000, 15_000, 60_000];
const TTL_S = 24 * 60 * 60;

const g = globalThis as { __gardenswapPushJobs?: Set<Promise<unknown>>; __gardenswapPushRetryMs?: number[] };
const jobs = () => (g.__gardenswapPushJobs ??= new Set());

/** Tests: shorter waits between retries. */
export function setPushRetryDelays(ms: number[] | undefined) {
  g.__gardenswapPushRetryMs = ms;
}

function inBackground(what: string, fn: () => Promise<unknown>) {
  const p = fn()
    .catch((err) => log.error(`${what} failed`, err))
    .finally(() => jobs().delete(p));
  jobs().add(p);
}

/** Waits for every push started so far, retries included (tests, graceful shutdown). */
export async function settlePushes() {
  while (jobs().size) await Promise.allSettled([...jobs()]);
}

const shorten = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : text);

/**
 * Sends a push of `notice` to every device of `userId` that opted into its kind, unless the
 * gardener has a live socket (the open app shows it already). Never awaited by the request that
 * caused it: the work, retries included, runs in the background. All push sending goes through here.
 */
export function queuePush(userId: number, what: PushNotice | (() => Promise<PushNotice>)) {
  inBackground(`push to user ${userId}`, async () => {
    if (await hasLiveSocket(userId)) return;
    const notice = typeof what === "function" ? await what() : what;
    const devices = await db()
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, preview: pushSubscriptions.preview })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), arrayContains(pushSubscriptions.kinds, [notice.kind])));
    await Promise.all(
      devices.map((d) => {
        const payload: PushPayload = { kind: notice.kind, title: notice.title, body: d.preview && notice.preview ? shorten(notice.preview) : "", url: notice.url, tag: notice.tag };
        return deliver(d, payload);
      }),
    );
  });
}

type Device = { id: number; endpoint: string; p256dh: string; auth: string };

/** One device, with retries on network errors, 429 and 5xx; 404/410 (gone) removes the subscription. */
async function deliver(device: Device, payload: PushPayload) {
  const delays = g.__gardenswapPushRetryMs ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    const outcome = await sendOnce(device, payload);
    if (outcome === "sent" || outcome === "dropped") return;
    if (outcome === "gone") {
      await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return;
    }
    if (attempt >= delays.length) {
      log.warn(`push to subscription ${device.id} given up after ${attempt + 1} attempts`);
      return;
    }
    await new Promise((r) => setTimeout(r, delays[attempt]));
  }
}

async function sendOnce(device: Device, payload: PushPayload): Promise<"sent" | "gone" | "retry" | "dropped"> {
  if (!(await endpointReachable(device.endpoint))) {
    log.warn(`push subscription ${device.id} points at a host that is not allowed; removed`);
    return "gone";
  }
  const vapid = vapidKeys();
  const req = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: TTL_S,
    topic: payload.tag.slice(0, 32),
    urgency: payload.kind === "messages" ? "high" : "normal",
    contentEncoding: "aes128gcm",
  });
  let status: number;
  try {
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.body ? new Uint8Array(req.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    return "retry";
  }
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  log.warn(`push to subscription ${device.id} refused with ${status}`);
  return "dropped";
}
