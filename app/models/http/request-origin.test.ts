import { describe, expect, it } from "vitest";
import { allowedOrigins, originVerdict } from "./request-origin";

const SITE = "https://www.theater-amsterdam.example";
const untrusted = { trusted: false, host: null, proto: null };

describe("allowedOrigins", () => {
  it("is SITE_URL's origin alone unless the proxy is trusted", () => {
    expect([...allowedOrigins(`${SITE}/`, untrusted)]).toEqual([SITE]);
    expect([
      ...allowedOrigins(SITE, { trusted: false, host: "evil.example", proto: "https" }),
    ]).toEqual([SITE]);
  });

  it("adds the first forwarded host when the proxy is trusted", () => {
    const allowed = allowedOrigins(SITE, {
      trusted: true,
      host: "fonds.example, proxy.internal",
      proto: "https",
    });
    expect([...allowed]).toEqual([SITE, "https://fonds.example"]);
  });

  it("takes SITE_URL's scheme when the proxy names none, and ignores a malformed host", () => {
    expect([
      ...allowedOrigins(SITE, { trusted: true, host: "a.example:8443", proto: null }),
    ]).toEqual([SITE, "https://a.example:8443"]);
    expect([
      ...allowedOrigins(SITE, { trusted: true, host: "evil.example/@x", proto: "https" }),
    ]).toEqual([SITE]);
  });
});

describe("originVerdict", () => {
  const allowed = allowedOrigins(SITE, untrusted);
  const verdict = (origin: string | null, referer: string | null = null) =>
    originVerdict({ origin, referer }, allowed);

  it("accepts the site's own origin and refuses any other", () => {
    expect(verdict(SITE)).toBe("same");
    expect(verdict("https://evil.example")).toBe("cross");
    expect(verdict("http://www.theater-amsterdam.example")).toBe("cross");
    expect(verdict("https://www.theater-amsterdam.example.evil.example")).toBe("cross");
  });

  it("refuses Origin: null and garbage", () => {
    expect(verdict("null")).toBe("cross");
    expect(verdict("not a url")).toBe("cross");
    expect(verdict("javascript:alert(1)")).toBe("cross");
  });

  it("falls back to the Referer, and Origin wins over it", () => {
    expect(verdict(null, `${SITE}/pagina/contact?x=1`)).toBe("same");
    expect(verdict(null, "https://evil.example/form")).toBe("cross");
    expect(verdict("https://evil.example", `${SITE}/pagina/contact`)).toBe("cross");
  });

  it("lets a request with neither header pass: no browser sends such a cross-site post", () => {
    expect(verdict(null, null)).toBe("same");
  });
});
