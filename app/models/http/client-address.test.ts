import { describe, expect, it } from "vitest";
import { clientAddress, counterAddress, plainAddress, UNKNOWN_ADDRESS } from "./client-address";

describe("clientAddress", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("198.51.100.4", "203.0.113.7", false)).toBe("198.51.100.4");
    expect(clientAddress("::ffff:198.51.100.4", undefined, false)).toBe("198.51.100.4");
  });

  it("behind a trusted proxy is the entry the proxy appended, the last", () => {
    // The client wrote "1.1.1.1" itself; the proxy added the peer it saw.
    expect(clientAddress("127.0.0.1", "1.1.1.1, 203.0.113.7", true)).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", ["1.1.1.1", "203.0.113.7"], true)).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", "203.0.113.7", true)).toBe("203.0.113.7");
  });

  it("falls back to the socket when the header has no usable last entry", () => {
    expect(clientAddress("127.0.0.1", undefined, true)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "203.0.113.7, not-an-address", true)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "203.0.113.7,", true)).toBe("127.0.0.1");
  });

  it("is the one unknown client when nothing names one", () => {
    expect(clientAddress(undefined, undefined, false)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress("", "junk", true)).toBe(UNKNOWN_ADDRESS);
  });
});

describe("plainAddress", () => {
  it("takes ports, brackets, zones and the IPv4 mapping off", () => {
    expect(plainAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(plainAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(plainAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(plainAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(plainAddress("<script>")).toBeNull();
  });
});

describe("counterAddress", () => {
  it("counts IPv4 per address and IPv6 per /64", () => {
    expect(counterAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(counterAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(counterAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(counterAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(counterAddress("::1")).toBe("0:0:0:0::/64");
    expect(counterAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(counterAddress(UNKNOWN_ADDRESS)).toBe(UNKNOWN_ADDRESS);
  });
});
