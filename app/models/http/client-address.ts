// Which address a request comes from, for the rate limits. The socket's, unless the socket's peer
// is one of the site's own proxies (TRUST_PROXY, app/models/http/trusted-proxies.ts): then the
// right-most X-Forwarded-For entry that is not one of them. Each proxy appends the peer it saw, so
// reading from the right, past our own proxies, the first other address is the one our outermost
// proxy saw: the client. Entries left of it are whatever that client sent and prove nothing.
import { isIP } from "node:net";
import type { TrustedProxies } from "./trusted-proxies";

/** What a request without a usable address is known as (one shared bucket, never a pass). */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * An address as written by a socket or a proxy, plain: "[2001:db8::1]:443" is "2001:db8::1",
 * "203.0.113.7:51234" is "203.0.113.7", an IPv4-mapped IPv6 address is the IPv4 one and a zone
 * ("fe80::1%eth0") is dropped. Null when it is no IP address.
 */
export function plainAddress(raw: string | null | undefined): string | null {
  let address = (raw ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort?.[1]) address = withPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  address = address.replace(/%.*$/, "");
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/**
 * The client's address: the socket's, or, when the socket's peer is a trusted proxy, the
 * right-most X-Forwarded-For entry that is not. When every entry is a proxy of ours the request
 * started at the left-most one. An entry that is no address stops the walk: the hop that wrote it
 * cannot be placed, so the nearest proxy that can is as far as the chain is known.
 */
export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | readonly string[] | null | undefined,
  proxies: TrustedProxies,
): string {
  const peer = plainAddress(socketAddress);
  if (!peer) return UNKNOWN_ADDRESS;
  if (!forwardedFor || !proxies.trusts(peer)) return peer;
  // Several X-Forwarded-For headers are one list, in order.
  const joined = typeof forwardedFor === "string" ? forwardedFor : forwardedFor.join(",");
  const hops = joined.split(",");
  let nearest = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = plainAddress(hops[i]);
    if (!address) return nearest;
    if (!proxies.trusts(address)) return address;
    nearest = address;
  }
  return nearest;
}

/**
 * The address one client is counted by: IPv4 as it is; IPv6 by its /64, the block one
 * subscriber line or host gets, since its holder can take a new address from it per request.
 */
export function counterAddress(address: string): string {
  const plain = plainAddress(address);
  if (!plain) return UNKNOWN_ADDRESS;
  return isIP(plain) === 6 ? `${ipv6Prefix64(plain)}::/64` : plain;
}

/** The first four groups of an IPv6 address, without leading zeros ("2001:db8:0:0"). */
function ipv6Prefix64(address: string): string {
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  // An embedded IPv4 tail ("64:ff9b::192.0.2.1") stands for two groups.
  const back = groupsOf(tail ?? "").flatMap((group) =>
    group.includes(".") ? ["0", "0"] : [group],
  );
  const front = groupsOf(head);
  const zeros = Array.from({ length: Math.max(8 - front.length - back.length, 0) }, () => "0");
  return [...front, ...zeros, ...back]
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":");
}
