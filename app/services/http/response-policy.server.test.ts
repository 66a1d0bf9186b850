import { describe, expect, it } from "vitest";
import { applyResponsePolicy, dependsOnCookies, varyOn } from "./response-policy.server";

const PUBLIC = "public, max-age=0, s-maxage=20, stale-while-revalidate=10, stale-if-error=86400";
const get = new Request("https://site.example/pagina/x");
const post = new Request("https://site.example/pagina/x", { method: "POST" });

function headersAfter(request: Request, status: number, init: HeadersInit = {}, takesPosts = true) {
  const headers = new Headers(init);
  applyResponsePolicy(request, status, headers, takesPosts);
  return headers;
}

describe("applyResponsePolicy", () => {
  it("never lets a POST answer be stored, even a 400 the page marked public", () => {
    expect(headersAfter(post, 400, { "Cache-Control": PUBLIC }).get("Cache-Control")).toBe(
      "private, no-store",
    );
    expect(headersAfter(post, 200).get("Cache-Control")).toBe("private, no-store");
  });

  it("gives error screens their own policy: a short shared life for 404, none for 500", () => {
    expect(headersAfter(get, 404).get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    expect(headersAfter(get, 500, { "Cache-Control": PUBLIC }).get("Cache-Control")).toBe(
      "no-store",
    );
  });

  it("makes any answer that sets a cookie private, a page's or an error's", () => {
    const referral = { "Cache-Control": PUBLIC, "Set-Cookie": "ref=abc; Path=/" };
    expect(headersAfter(get, 200, referral).get("Cache-Control")).toBe("private, no-store");
    expect(headersAfter(get, 404, referral).get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves a good page's policy alone", () => {
    expect(headersAfter(get, 200, { "Cache-Control": PUBLIC }).get("Cache-Control")).toBe(PUBLIC);
  });

  it("varies every answer by Cookie, once", () => {
    expect(headersAfter(get, 200).get("Vary")).toBe("Cookie");
    expect(headersAfter(get, 200, { Vary: "Accept-Encoding" }).get("Vary")).toBe(
      "Accept-Encoding, Cookie",
    );
    expect(headersAfter(get, 200, { Vary: "cookie" }).get("Vary")).toBe("cookie");
    expect(headersAfter(get, 200, { Vary: "X-Cookie-Jar" }).get("Vary")).toBe(
      "X-Cookie-Jar, Cookie",
    );
    expect(headersAfter(post, 400).get("Vary")).toBe("Cookie");
  });

  it("names nothing but Cookie: not the user agent, which only changes the delivery", () => {
    expect(headersAfter(get, 200, { "Cache-Control": PUBLIC }).get("Vary")).toBe("Cookie");
    expect(headersAfter(get, 404).get("Vary")).toBe("Cookie");
  });
});

describe("varyOn", () => {
  it("adds each name once and leaves Vary: * alone", () => {
    const headers = new Headers({ Vary: "accept-encoding" });
    varyOn(headers, "Accept-Encoding", "Cookie", "cookie");
    expect(headers.get("Vary")).toBe("accept-encoding, Cookie");
    const star = new Headers({ Vary: "*" });
    varyOn(star, "Cookie");
    expect(star.get("Vary")).toBe("*");
  });

  it("gives a resource answer that reads the CMS session its Vary", () => {
    expect(dependsOnCookies({ "Cache-Control": PUBLIC })).toEqual({
      "Cache-Control": PUBLIC,
      Vary: "Cookie",
    });
  });

  it("names the allowed methods on a 405", () => {
    expect(headersAfter(post, 405, {}, false).get("Allow")).toBe("GET, HEAD");
    expect(headersAfter(post, 405, {}, true).get("Allow")).toBe("GET, HEAD, POST");
    expect(headersAfter(post, 405, { Allow: "GET" }).get("Allow")).toBe("GET");
  });
});
