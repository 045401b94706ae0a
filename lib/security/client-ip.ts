import { BlockList, isIP } from "node:net";

/**
 * Which direct peers may tell us the client's address in `X-Forwarded-For` (TRUSTED_PROXIES):
 * a list of addresses and CIDR blocks, or a hop count (that many proxies in front, each appending).
 * null: nobody, and the header is never read.
 */
export type TrustedProxies = { hops: number } | { list: BlockList } | null;

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) is 1.2.3.4; `[::1]:80` and `1.2.3.4:80` lose the port. */
function normalise(raw: string): string | null {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1];
  return isIP(a) ? a : null;
}

const family = (a: string) => (isIP(a) === 4 ? "ipv4" : "ipv6");

/** Parses TRUSTED_PROXIES ("127.0.0.1,10.0.0.0/8", "::1", or a hop count "1"); throws with a readable reason. */
export function parseTrustedProxies(value: string): TrustedProxies {
  const v = value.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops < 1 || hops > 20) throw new Error("a hop count must be between 1 and 20");
    return { hops };
  }
  const list = new BlockList();
  for (const item of v.split(",").map((s) => s.trim()).filter(Boolean)) {
    const [addr, prefix, extra] = item.split("/");
    const a = normalise(addr);
    if (!a || extra !== undefined) throw new Error(`"${item}" is not an address or CIDR block`);
    if (prefix === undefined) {
      list.addAddress(a, family(a));
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (isIP(a) === 4 ? 32 : 128)) throw new Error(`"${item}" has an invalid prefix length`);
    list.addSubnet(a, bits, family(a));
  }
  return { list };
}

/**
 * The client's address for per-IP limits: the direct peer, unless the peer is a trusted proxy; then
 * `X-Forwarded-For` is walked from the right (each proxy appends the address it saw), skipping trusted
 * proxies, and the first untrusted address is the client. With a hop count the n-th entry from the
 * right is. Without TRUSTED_PROXIES the header is never read: anybody could write it.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  const direct = normalise(peer ?? "") ?? peer ?? "";
  if (!trusted || !forwardedFor || !direct) return direct;
  const chain = [
    ...(Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  ];
  if ("hops" in trusted) {
    // [..., client, proxy 1, ..., proxy n-1] + the peer (proxy n): the client is n places left of the peer.
    const i = chain.length - trusted.hops;
    return normalise(chain[Math.max(0, i)] ?? "") ?? direct;
  }
  let client = direct;
  while (trusted.list.check(client, family(client))) {
    const next = chain.pop();
    // A trusted proxy that wrote no (or no valid) address: the request is that proxy's.
    const a = next === undefined ? null : normalise(next);
    if (!a) return client;
    client = a;
  }
  return client;
}

/**
 * server.ts, for every request: the client's address as `x-gardenswap-ip`, the header the doors read
 * (app/_doors/route.ts `clientIp`); a client-sent value is overwritten.
 */
export function markClientAddress(req: { socket: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> }, trusted: TrustedProxies) {
  req.headers["x-gardenswap-ip"] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trusted);
}

/** The socket door's caller address: the handshake request's, by the same rule. */
export function handshakeAddress(handshake: { address?: string; headers?: Record<string, string | string[] | undefined> }, trusted: TrustedProxies): string | null {
  return clientAddress(handshake.address, handshake.headers?.["x-forwarded-for"], trusted) || null;
}
