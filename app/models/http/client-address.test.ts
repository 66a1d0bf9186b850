import { describe, expect, it } from "vitest";
import { clientAddress, counterAddress, plainAddress, UNKNOWN_ADDRESS } from "./client-address";
import { NO_PROXIES, trustedProxies } from "./trusted-proxies";

// Varnish and a TLS terminator on this machine or the private network, as TRUST_PROXY names them.
const proxies = trustedProxies(["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"]);
const TERMINATOR = "10.0.0.2";
const VARNISH = "127.0.0.1";

describe("clientAddress", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("198.51.100.4", "203.0.113.7", NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress("::ffff:198.51.100.4", undefined, NO_PROXIES)).toBe("198.51.100.4");
    expect(clientAddress("127.0.0.1", "203.0.113.7", NO_PROXIES)).toBe("127.0.0.1");
  });

  it("ignores the header of a request that did not come through a proxy of ours", () => {
    // A client reaching an instance directly, with a new made-up address on every post.
    for (const spoofed of ["203.0.113.7", "10.0.0.2", "127.0.0.1", "1.1.1.1, 127.0.0.1"]) {
      expect(clientAddress("198.51.100.4", spoofed, proxies)).toBe("198.51.100.4");
    }
  });

  it("through Varnish alone is the address Varnish saw", () => {
    expect(clientAddress(VARNISH, "203.0.113.7", proxies)).toBe("203.0.113.7");
    // What the client sent itself comes first and proves nothing.
    expect(clientAddress(VARNISH, "1.1.1.1, 203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(clientAddress(VARNISH, ["1.1.1.1", "203.0.113.7"], proxies)).toBe("203.0.113.7");
  });

  it("through a TLS terminator and Varnish is each client's own, so each has its own allowance", () => {
    // The terminator appends the client; Varnish appends the terminator.
    const first = clientAddress(VARNISH, `203.0.113.7, ${TERMINATOR}`, proxies);
    const second = clientAddress(VARNISH, `198.51.100.9, ${TERMINATOR}`, proxies);
    expect([first, second]).toEqual(["203.0.113.7", "198.51.100.9"]);
    // A client that writes a header of its own cannot step out of line.
    expect(clientAddress(VARNISH, `10.9.9.9, 1.1.1.1, 203.0.113.7, ${TERMINATOR}`, proxies)).toBe(
      "203.0.113.7",
    );
  });

  it("reads IPv6 clients and proxies, bracketed or with a port", () => {
    expect(clientAddress("::1", "2001:db8::7, fd00::2", proxies)).toBe("2001:db8::7");
    expect(clientAddress("::1", "[2001:DB8::7]:51234", proxies)).toBe("2001:db8::7");
    expect(clientAddress("::ffff:127.0.0.1", "203.0.113.7:443", proxies)).toBe("203.0.113.7");
    expect(clientAddress("2001:db8::99", "203.0.113.7", proxies)).toBe("2001:db8::99");
  });

  it("is the left-most when every entry is a proxy of ours", () => {
    expect(clientAddress(VARNISH, "127.0.0.1", proxies)).toBe("127.0.0.1");
    expect(clientAddress(VARNISH, `${TERMINATOR}, 10.0.0.3`, proxies)).toBe(TERMINATOR);
  });

  it("stops at an entry that is no address, at the nearest proxy it can place", () => {
    expect(clientAddress(VARNISH, undefined, proxies)).toBe(VARNISH);
    expect(clientAddress(VARNISH, "203.0.113.7, not-an-address", proxies)).toBe(VARNISH);
    expect(clientAddress(VARNISH, "203.0.113.7,", proxies)).toBe(VARNISH);
    expect(clientAddress(VARNISH, `203.0.113.7, unknown, ${TERMINATOR}`, proxies)).toBe(TERMINATOR);
    expect(clientAddress(VARNISH, "<script>, 203.0.113.7", proxies)).toBe("203.0.113.7");
  });

  it("is the one unknown client when nothing names one", () => {
    expect(clientAddress(undefined, undefined, NO_PROXIES)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress("", "203.0.113.7", proxies)).toBe(UNKNOWN_ADDRESS);
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
