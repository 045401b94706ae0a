import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
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

/** Loopback, private, link-local, carrier-grade NAT, multicast, reserved and unspecified addresses. */
export function isPrivateAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) {
    const [a, b] = ip.split(".").map(Number);
    return (
      a === 0 || a === 10 || a === 127 || a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19))
    );
  }
  if (v === 6) {
    const s = ip.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
    if (mapped) return isPrivateAddress(mapped[1]);
    return s === "::" || s === "::1" || /^f[cd]/.test(s) || /^fe[89ab]/.test(s) || s.startsWith("ff") || s.startsWith("64:ff9b:") || s.startsWith("2001:db8:");
  }
  return true;
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

/** Before each send: the name must still resolve only to public addresses (no DNS tricks into the network). */
export async function endpointReachable(endpoint: string): Promise<boolean> {
  if (!endpointAllowed(endpoint)) return false;
  const url = new URL(endpoint);
  if (allowedOrigins().has(url.origin)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return true;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address));
  } catch {
    return false;
  }
}
