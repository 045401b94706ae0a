import dns from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "@/lib/env";

/**
 * A push subscription is a URL the server will call: only https endpoints on public hosts, except
 * the origins listed in PUSH_ALLOWED_ORIGINS (a fake push service in tests or staging). Checked when
 * a subscription is saved (by name) and before every send (by the addresses the name resolves to).
 */
export const BAD_ENDPOINT = "The push endpoint must be an https URL on a public host";

function allowedOrigins(): Set<string> {
  return new Set(
    env()
      .PUSH_ALLOWED_ORIGINS.split(",")
      .map((o) => o.trim().replace(/\/$/, ""))
      .filter(Boolean),
  );
}

/**
 * Addresses a push may never reach: loopback, private, link-local, carrier-grade NAT, benchmarking,
 * documentation, multicast, reserved and unspecified. Checked with net.BlockList on parsed addresses,
 * never with patterns on their text: `new URL()` rewrites `[::ffff:127.0.0.1]` to `[::ffff:7f00:1]`,
 * which a dotted-quad pattern missed (security review M3).
 */
const privateV4 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 16], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 3],
] as const) privateV4.addSubnet(net, prefix, "ipv4");

/**
 * IPv6 ranges refused outright: unique-local, link-local, site-local, multicast, documentation,
 * discard, and every prefix that carries an IPv4 address to somewhere else (NAT64 64:ff9b::/96 and
 * 64:ff9b:1::/48, Teredo and the other 2001::/23 assignments, 6to4 2002::/16): no push service sits
 * behind them, and the IPv4 inside could be 127.0.0.1 or 169.254.169.254.
 */
const privateV6 = new BlockList();
for (const [net, prefix] of [
  ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8], ["2001:db8::", 32], ["100::", 64],
  ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["2001::", 23], ["2002::", 16],
] as const) privateV6.addSubnet(net, prefix, "ipv6");

/** An IPv6 address as its eight 16-bit groups (a trailing dotted IPv4 is two groups); null if malformed. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split("%")[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(zeros, 0)).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * Whether an address is off limits. An IPv6 address whose first 64 bits are zero is either an
 * IPv4-mapped one (`::ffff:a.b.c.d`, in any spelling: judged as that IPv4) or refused (`::`, `::1`,
 * the deprecated IPv4-compatible `::a.b.c.d` and the translated `::ffff:0:a.b.c.d`).
 */
export function isPrivateAddress(ip: string): boolean {
  const v = isIP(ip.split("%")[0]);
  if (v === 4) return privateV4.check(ip, "ipv4");
  if (v !== 6) return true;
  const groups = ipv6Groups(ip);
  if (!groups) return true;
  if (groups.slice(0, 4).every((g) => g === 0)) {
    const mapped = groups[4] === 0 && groups[5] === 0xffff;
    return !mapped || privateV4.check(`${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`, "ipv4");
  }
  return privateV6.check(groups.map((g) => g.toString(16)).join(":"), "ipv6");
}

function parse(endpoint: string): URL | null {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
}

/** Whether an endpoint may be stored: allowed origin, or https with a public-looking host name. */
export function endpointAllowed(endpoint: string): boolean {
  const url = parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (allowedOrigins().has(url.origin)) return true;
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) return !isPrivateAddress(host);
  // A single label (intranet names), localhost and the private-use top-level names never leave the network.
  if (!host.includes(".") || host === "localhost" || /\.(localhost|local|internal|lan|home|arpa|intranet|corp)$/.test(host)) return false;
  return true;
}

type Resolved = { address: string; family: number };

/** The addresses a name resolves to, if every one is public; null otherwise (or if it does not resolve). */
async function publicAddressesOf(host: string): Promise<Resolved[] | null> {
  try {
    // dns.lookup (the system resolver, as a connection uses), through the module object so tests can stand in.
    const addresses = await dns.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address)) ? addresses : null;
  } catch {
    return null;
  }
}

/** Before each send: the name must still resolve only to public addresses (no DNS tricks into the network). */
export async function endpointReachable(endpoint: string): Promise<boolean> {
  if (!endpointAllowed(endpoint)) return false;
  const url = new URL(endpoint);
  if (allowedOrigins().has(url.origin)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return true;
  return (await publicAddressesOf(host)) !== null;
}

export const PRIVATE_TARGET = "EPUSHPRIVATE";

/**
 * The `lookup` for the connection a push is sent on: the addresses it connects to are the ones it
 * checked, so a name that answered public to endpointReachable and private a moment later (DNS
 * rebinding) still never reaches the network. Refusals carry the code PRIVATE_TARGET.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  void publicAddressesOf(hostname).then((addresses) => {
    if (!addresses) return callback(Object.assign(new Error("push host resolves to a private address"), { code: PRIVATE_TARGET }), "", 0);
    const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    if (!wanted.length) return callback(Object.assign(new Error("push host has no address of that family"), { code: "ENOTFOUND" }), "", 0);
    if (options.all) return (callback as unknown as (err: null, addresses: Resolved[]) => void)(null, wanted);
    callback(null, wanted[0].address, wanted[0].family);
  });
};

/** The origins of PUSH_ALLOWED_ORIGINS (a fake push service) are reached as they are, without the lookup's check. */
export const isAllowedOrigin = (endpoint: string) => allowedOrigins().has(new URL(endpoint).origin);
