import { log } from "@/lib/log";
import { flushMatchDigests } from "./email";
import { settleEmails } from "./events";

/**
 * The hourly-digest clock, started by server.ts: every minute, gardeners whose hour is up get
 * their pending matches in one e-mail. Runs never overlap. Returns a stop function that lets the
 * e-mails in flight finish.
 */
export function startDigestTimer(intervalMs = 60_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = flushMatchDigests()
      .then((n) => {
        if (n) log.info(`match digests sent: ${n}`);
      })
      .catch((err) => log.error("match digest run failed", err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await settleEmails();
  };
}
