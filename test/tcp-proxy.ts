import { connect, createServer, type AddressInfo, type Socket } from "node:net";

/**
 * A TCP proxy for outage tests (Postgres, Redis), after the reliability review's tcpproxy.mjs. Modes:
 * - forward: bytes flow both ways;
 * - refuse: every open connection is reset, new ones are accepted and closed at once (a stopped server);
 * - partition: connections stay open (new ones are accepted) but every byte is held in both directions
 *   until the mode changes back, as a dropped network path does; held bytes then flow on.
 */
export type ProxyMode = "forward" | "refuse" | "partition";

export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = "forward";
  type Pair = { client: Socket; upstream: Socket; held: [Buffer[], Buffer[]] };
  const pairs = new Set<Pair>();
  const server = createServer((client) => {
    client.on("error", () => {});
    if (mode === "refuse") return void client.destroy();
    const upstream = connect(target.port, target.host);
    upstream.on("error", () => {});
    const pair: Pair = { client, upstream, held: [[], []] };
    pairs.add(pair);
    const relay = (from: Socket, to: Socket, i: 0 | 1) =>
      from.on("data", (d: Buffer) => {
        if (mode === "partition") pair.held[i].push(d);
        else to.write(d);
      });
    relay(client, upstream, 0);
    relay(upstream, client, 1);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    get mode() {
      return mode;
    },
    set(next: ProxyMode) {
      mode = next;
      if (next === "refuse")
        for (const p of pairs) {
          p.client.resetAndDestroy();
          p.upstream.destroy();
        }
      if (next === "forward")
        for (const p of pairs) {
          for (const d of p.held[0].splice(0)) p.upstream.write(d);
          for (const d of p.held[1].splice(0)) p.client.write(d);
        }
    },
    close: async () => {
      for (const p of pairs) {
        p.client.destroy();
        p.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
