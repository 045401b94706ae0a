/**
 * A worker-only instance for lib/mail/mail-once.test.ts: this process's job workers on DATABASE_URL
 * (the mail.send job, delivering through RESEND_BASE_URL), nothing else, so the test can kill it
 * mid-send. Tells its parent `{ready: true}` over IPC once it works.
 */
await import("@/lib/mail");
const { startWorkers } = await import("@/lib/jobs");
await startWorkers({ pollingIntervalSeconds: 0.5, leaseCheckSeconds: 1 });
process.send?.({ ready: true });
export {};
