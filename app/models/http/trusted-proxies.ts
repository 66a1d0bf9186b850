// The proxies in front of the site that it believes about the client (TRUST_PROXY): Varnish, the
// TLS terminator, a load balancer, named by IP address or CIDR network, IPv4 or IPv6
// ("127.0.0.1,::1,10.0.0.0/8"). Only a request whose socket peer is one of them has its
// X-Forwarded-For and X-Request-Id read (app/models/http/client-address.ts,
// app/models/http/access-line.ts); nobody is trusted when the list is empty.
import { BlockList, isIP } from "node:net";
import { plainAddress } from "./client-address";

export type TrustedProxies = {
  /** The entries as given, in their plain form ("10.0.0.0/8", "2001:db8::1"). */
  readonly entries: readonly string[];
  /** Whether a socket or X-Forwarded-For address is one of the proxies. */
  trusts(address: string | null | undefined): boolean;
};

type Entry = { address: string; family: "ipv4" | "ipv6"; prefix: number | null };

function parseEntry(raw: string): Entry | null {
  const [address = "", prefixText, extra] = raw.trim().split("/");
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) return { address: address.toLowerCase(), family, prefix: null };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= (version === 4 ? 32 : 128)
    ? { address: address.toLowerCase(), family, prefix }
    : null;
}

/** One entry in its plain form ("10.0.0.0/8", "::1"), or null when it is neither an address nor a network. */
export function proxyEntry(raw: string): string | null {
  const entry = parseEntry(raw);
  if (!entry) return null;
  return entry.prefix === null ? entry.address : `${entry.address}/${entry.prefix}`;
}

/** The proxies `entries` name (each valid for proxyEntry; others are left out). */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  const kept: string[] = [];
  for (const raw of entries) {
    const entry = parseEntry(raw);
    if (!entry) continue;
    if (entry.prefix === null) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
    kept.push(proxyEntry(raw) as string);
  }
  return {
    entries: kept,
    trusts(address) {
      if (kept.length === 0) return false;
      const plain = plainAddress(address);
      if (!plain) return false;
      return list.check(plain, isIP(plain) === 4 ? "ipv4" : "ipv6");
    },
  };
}

/** Nobody: every request is taken as coming from its socket's address. */
export const NO_PROXIES: TrustedProxies = trustedProxies([]);
