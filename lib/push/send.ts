import { and, arrayContains, eq } from "drizzle-orm";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import webpush from "web-push";
import { db, schema } from "@/db";
import { subscribe } from "@/lib/events";
import { defineJob, enqueue, enqueueBatched } from "@/lib/jobs";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import { hasLiveSocket } from "@/lib/realtime";
import type { PushKind } from "@/lib/validation/push";
import { endpointReachable, isAllowedOrigin, PRIVATE_TARGET, publicOnlyLookup } from "./endpoint";
import { noticeFor, notificationNotice, type PushRef } from "./notices";
import { vapidKeys } from "./vapid";

const { pushSubscriptions } = schema;

/** The JSON the service worker receives (sw/sw.ts shows it). */
export type PushPayload = { kind: PushKind; title: string; body: string; url: string; tag: string };

export const PREVIEW_CHARS = 60;
const TTL_S = 24 * 60 * 60;

const shorten = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : text);

/**
 * Pushes are durable jobs (lib/jobs), never work in the request that caused them:
 * 1. `push.notify` (one per gardener and thing to tell; "short" policy, so a burst of messages from
 *    one sender waits as one job): nothing while the gardener has a live socket (the open app shows
 *    it); else one `push.deliver` job per device that opted into the kind.
 * 2. `push.deliver` (one device): sends; network errors, 429 and 5xx throw, so the queue retries
 *    with backoff (about 5, 10, 20, 40 s); 404/410 removes the subscription.
 * Both read the notice when they run (lib/push/notices.ts): a block or a suspension in between, or
 * messages read meanwhile, stop the push; retries tell the current count ("3 new messages").
 */
type NotifyPayload = { userId: number; ref: PushRef };
type DeliverPayload = NotifyPayload & { subscriptionId: number };

export const pushNotifyJob = defineJob<NotifyPayload>("push.notify", { policy: "short", retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 60 }, async ({ userId, ref }) => {
  if (await hasLiveSocket(userId)) return;
  const notice = await noticeFor(userId, ref);
  if (!notice) return;
  const devices = await db()
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), arrayContains(pushSubscriptions.kinds, [notice.kind])));
  for (const d of devices) await enqueue(pushDeliverJob, { userId, ref, subscriptionId: d.id });
});

/** Thrown for an answer worth retrying; the queue records it as the attempt's error. */
class RetryablePushError extends Error {}

export const pushDeliverJob = defineJob<DeliverPayload>("push.deliver", { retryLimit: 4, retryDelaySeconds: 5, backoff: true, expireInSeconds: 60 }, async ({ userId, ref, subscriptionId }) => {
  const [device] = await db()
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, preview: pushSubscriptions.preview, kinds: pushSubscriptions.kinds })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, userId)))
    .limit(1);
  // Unsubscribed (or the browser now belongs to someone else) since the job was queued.
  if (!device) return;
  const notice = await noticeFor(userId, ref);
  if (!notice || !device.kinds.includes(notice.kind)) return;
  const payload: PushPayload = { kind: notice.kind, title: notice.title, body: device.preview && notice.preview ? shorten(notice.preview) : "", url: notice.url, tag: notice.tag };
  const outcome = await sendOnce(device, payload);
  metrics().push.inc({ outcome });
  if (outcome === "gone") await db().delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
  if (outcome === "retry") throw new RetryablePushError(`push service busy or unreachable (subscription ${device.id})`);
});

/**
 * Queues a push; a queue failure is logged, never the failure of what caused it. A gardener with a
 * live socket is live: the job's first step would stop there, so no job is queued (in a live chat it
 * was a queue insert, a fetch and a completion per message, most of a message's database work;
 * decision 0165). "Live" is this instance's rooms, then one Redis command for the other instances
 * (decision 0215); with Redis down, a receiver live elsewhere gets a job, which finds out when it runs.
 */
async function queue(payload: NotifyPayload, singletonKey: string) {
  if (await hasLiveSocket(payload.userId)) return;
  try {
    await enqueueBatched(pushNotifyJob, payload, { singletonKey });
  } catch (err) {
    log.error(`queueing a push to user ${payload.userId} failed`, err);
  }
}

/** New message(s) from `senderId` to `receiverId`: one push that counts the unread ones. */
export const pushMessages = (receiverId: number, senderId: number) => queue({ userId: receiverId, ref: { messagesFrom: senderId } }, `msg:${receiverId}:${senderId}`);

/** An in-app notification (match, friend request, trade update) also goes to the gardener's devices. */
const pushNotification = (userId: number, notificationId: number) => queue({ userId, ref: { notification: notificationId } }, `n:${notificationId}`);
subscribe("notification.delivered", "push.notification", async ({ userId, notification }) => {
  if (notificationNotice(notification)) await pushNotification(userId, notification.id);
});

type Device = { id: number; endpoint: string; p256dh: string; auth: string };

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
    status = await post(device.endpoint, req);
  } catch (err) {
    // The name now resolves into the network (DNS rebinding since endpointReachable): never sent there.
    if ((err as NodeJS.ErrnoException).code === PRIVATE_TARGET) {
      log.warn(`push subscription ${device.id} points at a host that is not allowed; removed`);
      return "gone";
    }
    return "retry";
  }
  if (status >= 200 && status < 300) return "sent";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  log.warn(`push to subscription ${device.id} refused with ${status}`);
  return "dropped";
}

/**
 * One request to the push service; resolves with its status. node:http(s) rather than fetch, for
 * its `lookup` option: the connection goes only to addresses publicOnlyLookup checked (fetch resolves
 * the name again by itself). Redirects are not followed; 10 s in all.
 */
function post(endpoint: string, req: { method: string; headers: Record<string, unknown>; body: Buffer | null }): Promise<number> {
  const url = new URL(endpoint);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      lookup: isAllowedOrigin(endpoint) ? undefined : publicOnlyLookup,
      signal: AbortSignal.timeout(10_000),
    }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end(req.body ?? undefined);
  });
}
