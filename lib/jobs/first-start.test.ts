import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { defineJob, prepareJobs, startWorkers } from "@/lib/jobs";
import { logger } from "@/lib/log";

/**
 * A server's first start after a crop catalogue change (review F10, issue 30 item 7): the crop sync
 * started the producer queue, job modules loaded afterwards asked it for their queues, and
 * startWorkers stopped it while those requests were in flight: 4 × "Database not opened. Call
 * start() before using pg-boss" at error level, on every such start. Nothing may be logged as an error.
 */
describe("starting the workers while the producer queue is still creating queues", () => {
  it("logs no error", async () => {
    const logged: string[] = [];
    const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[pino.symbols.streamSym];
    const capture = vi.spyOn(stream, "write").mockImplementation((line: string) => (logged.push(line), true));
    try {
      await prepareJobs(); // the crop sync's enqueue at start
      // Modules loaded after it define their jobs (server.ts imports lib/jobs/all after bootstrapping).
      for (let i = 0; i < 4; i++) defineJob(`test.late-${i}-${Date.now()}`, {}, async () => {});
      const stop = await startWorkers({ pollingIntervalSeconds: 1, graceMs: 1000 });
      await new Promise((r) => setTimeout(r, 500));
      await stop();
    } finally {
      capture.mockRestore();
    }
    expect(logged.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  }, 60_000);
});
