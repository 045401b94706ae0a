import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { refuseOrTrack, resetShutdownState, stopGracefully, STOPPING_DETAIL, trackInFlight } from "./shutdown";

/**
 * The stop's order (decision 0002, review F7/F8), in-process over a real HTTP server: a request in
 * flight at SIGTERM finishes and is answered with Connection: close; a request that arrives
 * afterwards on a kept-alive connection is refused with 503 before its handler runs; socket events
 * in flight finish; realtime closes only after all of them (so what they commit is published), then
 * the database. The old stop closed realtime first and cut requests at 3 s.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw connection, collecting what the server sends. */
function rawConnection(port: number): Promise<{ socket: Socket; text: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(port, "127.0.0.1", () => resolve({ socket, text: () => text, closed }));
    const closed = new Promise<void>((r) => socket.on("close", () => r()));
    socket.on("data", (d) => (text += d));
    socket.on("error", reject);
  });
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
  resetShutdownState();
});

describe("lib/shutdown stopGracefully", () => {
  it("answers what is in flight (Connection: close), refuses what comes after (503 before any work), and closes realtime after both", async () => {
    const order: string[] = [];
    const handled: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server = createServer((req, res) => {
      if (refuseOrTrack(res)) return;
      handled.push(req.url!);
      if (req.url === "/slow") {
        void gate.then(async () => {
          await sleep(50);
          order.push("request answered");
          res.writeHead(201, { "content-type": "application/json" }).end("{}");
        });
      } else res.end("ok");
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;

    // A request in flight, a connection that has sent half a request, and a socket event in flight.
    const busy = await rawConnection(port);
    busy.socket.write("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
    const later = await rawConnection(port);
    later.socket.write("POST /late HTTP/1.1\r\nHost: x\r\n");
    while (!handled.includes("/slow")) await sleep(5);
    void trackInFlight(gate.then(() => sleep(100)).then(() => order.push("socket event finished")));

    const stopped = stopGracefully({
      server,
      realtime: { disconnectClients: () => order.push("clients disconnected"), close: async () => void order.push("realtime closed") },
      stopWorkers: async () => void order.push("workers stopped"),
      closeDb: async () => void order.push("database closed"),
      drainMs: 5_000,
    });
    // The rest of the half-sent request arrives after SIGTERM: refused before its handler runs.
    await sleep(50);
    later.socket.write("Content-Length: 0\r\n\r\n");
    await later.closed;
    expect(later.text()).toMatch(/^HTTP\/1\.1 503 /);
    expect(later.text()).toMatch(/\r\nRetry-After: 2\r\n/i);
    expect(later.text()).toMatch(/\r\nConnection: close\r\n/i);
    expect(later.text()).toContain(JSON.stringify({ detail: STOPPING_DETAIL }));
    expect(handled).not.toContain("/late");
    expect(order).not.toContain("realtime closed");

    release();
    await stopped;
    await busy.closed;
    expect(busy.text()).toMatch(/^HTTP\/1\.1 201 /);
    expect(busy.text()).toMatch(/\r\nConnection: close\r\n/i);
    expect(order.indexOf("realtime closed")).toBeGreaterThan(order.indexOf("request answered"));
    expect(order.indexOf("realtime closed")).toBeGreaterThan(order.indexOf("socket event finished"));
    expect(order.indexOf("realtime closed")).toBeGreaterThan(order.indexOf("workers stopped"));
    expect(order.indexOf("clients disconnected")).toBe(0);
    expect(order.at(-1)).toBe("database closed");
  });

  it("cuts only what is still running after the budget, and still closes everything", async () => {
    server = createServer((_req, res) => {
      if (refuseOrTrack(res)) return;
      // Never answers.
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const stuck = await rawConnection((server.address() as AddressInfo).port);
    stuck.socket.write("GET /stuck HTTP/1.1\r\nHost: x\r\n\r\n");
    await sleep(50);
    const steps: string[] = [];
    const t0 = Date.now();
    await stopGracefully({
      server,
      realtime: { disconnectClients: () => {}, close: async () => {} },
      closeDb: async () => {},
      drainMs: 300,
      onStep: (step) => steps.push(step),
    });
    await stuck.closed;
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(steps).toContain("requests still in flight after 300 ms were cut");
  });
});
