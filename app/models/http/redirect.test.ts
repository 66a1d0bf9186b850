import { describe, expect, it } from "vitest";
import { type RedirectNode, redirectLookupPaths, resolveRedirect } from "./redirect";

const SITE = "https://www.theater.example";

function redirect(data: Extract<RedirectNode, { kind: "redirect" }>["data"]): RedirectNode {
  return { kind: "redirect", data };
}

function shortUrl(data: Extract<RedirectNode, { kind: "short-url" }>["data"]): RedirectNode {
  return { kind: "short-url", data };
}

describe("resolveRedirect", () => {
  it("uses the url for Dutch and the translated url for English", () => {
    const node = redirect({ url: "/pagina/over-ons", urlTranslated: "/en/page/about-us" });
    expect(resolveRedirect(node, "nl", SITE)).toEqual({
      kind: "internal",
      path: "/pagina/over-ons",
      permanent: false,
    });
    expect(resolveRedirect(node, "en", SITE)).toEqual({
      kind: "internal",
      path: "/en/page/about-us",
      permanent: false,
    });
  });

  it("is invalid for English without a translated url, even when a Dutch one exists", () => {
    expect(resolveRedirect(redirect({ url: "/pagina/x" }), "en", SITE)).toEqual({
      kind: "invalid",
    });
    expect(resolveRedirect(redirect({ url: "/pagina/x", urlTranslated: " " }), "en", SITE)).toEqual(
      { kind: "invalid" },
    );
  });

  it("uses a short url's link in either language", () => {
    const node = shortUrl({ link: "/voorstelling/hamlet" });
    expect(resolveRedirect(node, "nl", SITE)).toEqual({
      kind: "internal",
      path: "/voorstelling/hamlet",
      permanent: false,
    });
    expect(resolveRedirect(node, "en", SITE)).toEqual({
      kind: "internal",
      path: "/voorstelling/hamlet",
      permanent: false,
    });
  });

  it("is invalid when the target is missing or blank", () => {
    expect(resolveRedirect(redirect({}), "nl", SITE)).toEqual({ kind: "invalid" });
    expect(resolveRedirect(redirect({ url: null }), "nl", SITE)).toEqual({ kind: "invalid" });
    expect(resolveRedirect(shortUrl({ link: "   " }), "nl", SITE)).toEqual({ kind: "invalid" });
  });

  it("does not follow click-type redirects", () => {
    expect(
      resolveRedirect(redirect({ url: "/pagina/x", redirectType: "click" }), "nl", SITE),
    ).toEqual({ kind: "invalid" });
    expect(
      resolveRedirect(
        shortUrl({ link: "https://other.example", redirectType: "click" }),
        "nl",
        SITE,
      ),
    ).toEqual({ kind: "invalid" });
    expect(
      resolveRedirect(redirect({ url: "/pagina/x", redirectType: "301" }), "nl", SITE),
    ).toEqual({ kind: "internal", path: "/pagina/x", permanent: false });
  });

  it("is permanent only for redirectType permanent, in any letter case", () => {
    const at = (redirectType: string | null) =>
      resolveRedirect(redirect({ url: "/pagina/x", redirectType }), "nl", SITE);
    expect(at("permanent")).toEqual({ kind: "internal", path: "/pagina/x", permanent: true });
    expect(at(" Permanent ")).toEqual({ kind: "internal", path: "/pagina/x", permanent: true });
    for (const type of ["temporary", null, "301", "permanently"]) {
      expect(at(type), String(type)).toEqual({
        kind: "internal",
        path: "/pagina/x",
        permanent: false,
      });
    }
  });

  it("treats absolute links on the own host as internal, ignoring www", () => {
    expect(
      resolveRedirect(
        shortUrl({ link: "https://theater.example/agenda?q=jazz#maart" }),
        "nl",
        SITE,
      ),
    ).toEqual({ kind: "internal", path: "/agenda?q=jazz#maart", permanent: false });
    expect(
      resolveRedirect(shortUrl({ link: "http://WWW.theater.example/nieuws" }), "nl", SITE),
    ).toEqual({ kind: "internal", path: "/nieuws", permanent: false });
  });

  it("resolves relative targets against the site", () => {
    expect(resolveRedirect(shortUrl({ link: "pagina/x?a=1" }), "nl", SITE)).toEqual({
      kind: "internal",
      path: "/pagina/x?a=1",
      permanent: false,
    });
  });

  it("sends other web hosts out as external", () => {
    expect(
      resolveRedirect(shortUrl({ link: "https://tickets.example/e/1?x=2" }), "nl", SITE),
    ).toEqual({ kind: "external", url: "https://tickets.example/e/1?x=2" });
    expect(resolveRedirect(shortUrl({ link: "//other.example/x" }), "nl", SITE)).toEqual({
      kind: "external",
      url: "https://other.example/x",
    });
    expect(resolveRedirect(shortUrl({ link: "www.other.example/x" }), "nl", SITE)).toEqual({
      kind: "external",
      url: "https://www.other.example/x",
    });
  });

  it("keeps a subdomain of the own host external", () => {
    expect(
      resolveRedirect(shortUrl({ link: "https://shop.theater.example/" }), "nl", SITE),
    ).toEqual({ kind: "external", url: "https://shop.theater.example/" });
  });

  it("rejects non-web schemes", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,<p>x</p>", "mailto:a@b.example"]) {
      expect(resolveRedirect(shortUrl({ link }), "nl", SITE), link).toEqual({ kind: "invalid" });
    }
  });

  it("never returns an internal path that a browser would read as another host", () => {
    const result = resolveRedirect(
      shortUrl({ link: "https://theater.example//evil.example/x" }),
      "nl",
      SITE,
    );
    expect(result).toEqual({ kind: "internal", path: "/evil.example/x", permanent: false });
  });

  it("is invalid when the site url itself cannot be parsed", () => {
    expect(resolveRedirect(shortUrl({ link: "/x" }), "nl", "not a url")).toEqual({
      kind: "invalid",
    });
  });
});

describe("redirectLookupPaths", () => {
  it("asks for the lower-cased path only when there is no query", () => {
    expect(redirectLookupPaths(new URL("https://theater.example/Zomer/Festival"))).toEqual([
      "zomer/festival",
    ]);
  });

  it("asks next for the full path with query as one encoded segment, case kept", () => {
    expect(redirectLookupPaths(new URL("https://theater.example/Actie?code=AB&x=1"))).toEqual([
      "actie",
      "Actie%3Fcode%3DAB%26x%3D1",
    ]);
  });

  it("ignores a bare question mark and the hash", () => {
    expect(redirectLookupPaths(new URL("https://theater.example/actie?#top"))).toEqual(["actie"]);
  });
});
