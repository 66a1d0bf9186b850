// Which address a request comes from, for the rate limits. The socket's, unless the site runs
// behind a proxy it trusts (TRUST_PROXY): then the entry that proxy appended to X-Forwarded-For,
// the last one. Entries before it are whatever the client sent and prove nothing.
import { isIP } from "node:net";

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
 * The client's address: the socket's, or, when `trustProxy` is set, the last entry of
 * X-Forwarded-For (the one the trusted proxy added for the peer it saw). A header that is
 * missing or holds no usable last entry falls back to the socket.
 */
export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | readonly string[] | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    // Several X-Forwarded-For headers are one list, in order.
    const joined = typeof forwardedFor === "string" ? forwardedFor : forwardedFor.join(",");
    const forwarded = plainAddress(joined.split(",").at(-1));
    if (forwarded) return forwarded;
  }
  return plainAddress(socketAddress) ?? UNKNOWN_ADDRESS;
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
