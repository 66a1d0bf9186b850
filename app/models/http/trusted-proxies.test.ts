import { describe, expect, it } from "vitest";
import { NO_PROXIES, proxyEntry, trustedProxies } from "./trusted-proxies";

describe("proxyEntry", () => {
  it("takes IPv4 and IPv6 addresses and networks, in their plain form", () => {
    expect(proxyEntry(" 127.0.0.1 ")).toBe("127.0.0.1");
    expect(proxyEntry("10.0.0.0/8")).toBe("10.0.0.0/8");
    expect(proxyEntry("::1")).toBe("::1");
    expect(proxyEntry("2001:DB8::/32")).toBe("2001:db8::/32");
    expect(proxyEntry("0.0.0.0/0")).toBe("0.0.0.0/0");
  });

  it("refuses host names, true and false, ports, brackets and prefixes out of range", () => {
    for (const bad of [
      "true",
      "false",
      "localhost",
      "varnish.internal",
      "127.0.0.1:6081",
      "[::1]",
      "10.0.0.0/33",
      "::/129",
      "10.0.0.0/",
      "10.0.0.0/8/8",
      "10.0.0.0/-1",
      "",
    ]) {
      expect(proxyEntry(bad), bad).toBeNull();
    }
  });
});

describe("trustedProxies", () => {
  const proxies = trustedProxies(["127.0.0.1", "::1", "10.0.0.0/8", "2001:db8:a::/48"]);

  it("trusts the addresses and networks named, and nothing else", () => {
    for (const address of ["127.0.0.1", "::1", "10.200.3.4", "2001:db8:a:ffff::1"]) {
      expect(proxies.trusts(address), address).toBe(true);
    }
    for (const address of ["127.0.0.2", "11.0.0.1", "2001:db8:b::1", "::2", "", null, "junk"]) {
      expect(proxies.trusts(address), String(address)).toBe(false);
    }
  });

  it("reads a socket's IPv4-mapped form and ports as the plain address", () => {
    expect(proxies.trusts("::ffff:127.0.0.1")).toBe(true);
    expect(proxies.trusts("::ffff:10.1.2.3")).toBe(true);
    expect(proxies.trusts("[::1]:6081")).toBe(true);
  });

  it("trusts nobody when the list is empty", () => {
    expect(NO_PROXIES.trusts("127.0.0.1")).toBe(false);
    expect(trustedProxies([]).trusts("::1")).toBe(false);
    expect(NO_PROXIES.entries).toEqual([]);
  });
});
