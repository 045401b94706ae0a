import { afterEach, beforeEach } from "vitest";
import { db, schema } from "@/db";
import { subscribe } from "@/lib/events";
import { listOutbox } from "@/lib/mail/dev-outbox";
import { notificationFor } from "@/lib/notifications";
import { settleEmails } from "@/lib/notifications/events";
import { notificationNotice } from "@/lib/push/notices";
import { setRealtimeServer, type RealtimeServer } from "@/lib/realtime";

/**
 * For the leak tests (a secret reaches nobody it should not): records every socket event and every
 * trade, notification and listing domain event while each test runs. `sideChannels()` returns them
 * with every notification's stored row, list entry and push payload, and every e-mail so far.
 */
export function watchSideChannels() {
  const socketPayloads: string[] = [];
  const busPayloads: string[] = [];
  const stop: (() => void)[] = [];
  beforeEach(() => {
    const fakeIo = { to: () => ({ emit: (event: string, payload: unknown) => socketPayloads.push(`${event} ${JSON.stringify(payload)}`) }), in: () => ({ disconnectSockets: () => {} }) };
    setRealtimeServer(fakeIo as unknown as RealtimeServer);
    for (const e of ["trade.changed", "notification.delivered", "listing.changed"] as const) stop.push(subscribe(e, `test.spy.${e}`, async (p) => void busPayloads.push(JSON.stringify(p))));
  });
  afterEach(() => {
    setRealtimeServer(undefined);
    stop.splice(0).forEach((f) => f());
  });
  return async function sideChannels(): Promise<string> {
    await settleEmails();
    const out: string[] = [];
    for (const n of await db().select().from(schema.notifications)) {
      out.push(JSON.stringify(n));
      const dto = await notificationFor(n.userId, n.id);
      if (dto) out.push(JSON.stringify(dto), JSON.stringify(notificationNotice(dto)));
    }
    for (const m of await listOutbox({ limit: 1000 })) out.push(JSON.stringify(m));
    out.push(...socketPayloads, ...busPayloads);
    return out.join("\n");
  };
}
