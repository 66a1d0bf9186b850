import { describe, expect, it } from "vitest";
import {
  banPatterns,
  isListRenderKey,
  LIST_SCREEN_PATHS,
  MAX_PURGE_PATHS,
  nonceRememberedUntil,
  normalizeSitePath,
  parsePurgeRequest,
  renderKeyMatchesPaths,
  withinPurgeWindow,
} from "./purge-request";

const SENT = { timestamp: 1_764_400_000, nonce: "3f9c0b7e2a0d4c1b9e8f" };

describe("a purge request", () => {
  it("names site paths or everything, with when it was sent and a nonce", () => {
    expect(
      parsePurgeRequest({ paths: ["/voorstelling/hamlet", "/en/show/hamlet/"], ...SENT }),
    ).toEqual({
      ok: true,
      scope: { paths: ["/voorstelling/hamlet", "/en/show/hamlet"] },
      ...SENT,
    });
    expect(parsePurgeRequest({ all: true, ...SENT })).toEqual({
      ok: true,
      scope: { all: true },
      ...SENT,
    });
  });

  it("refuses anything else", () => {
    for (const body of [
      null,
      [],
      "x",
      { ...SENT },
      { all: false, ...SENT },
      { all: true, paths: ["/x"], ...SENT },
      { paths: [], ...SENT },
      { paths: "/x", ...SENT },
      { paths: [1], ...SENT },
      { paths: ["/x"], extra: 1, ...SENT },
      { paths: Array.from({ length: MAX_PURGE_PATHS + 1 }, (_, i) => `/p/${i}`), ...SENT },
    ]) {
      expect(parsePurgeRequest(body).ok, JSON.stringify(body)).toBe(false);
    }
  });

  it("needs a timestamp in whole Unix seconds and a nonce of 16 to 128 safe characters", () => {
    const { timestamp, nonce } = SENT;
    for (const body of [
      { all: true },
      { all: true, nonce },
      { all: true, timestamp },
      { all: true, nonce, timestamp: String(timestamp) },
      { all: true, nonce, timestamp: timestamp + 0.5 },
      { all: true, nonce, timestamp: 0 },
      { all: true, nonce, timestamp: -1 },
      { all: true, nonce, timestamp: 2 ** 60 },
      { all: true, timestamp, nonce: "x".repeat(15) },
      { all: true, timestamp, nonce: "x".repeat(129) },
      { all: true, timestamp, nonce: `${"x".repeat(16)}:` },
      { all: true, timestamp, nonce: `${"x".repeat(16)} ` },
      { all: true, timestamp, nonce: 1234567890123456 },
    ]) {
      expect(parsePurgeRequest(body).ok, JSON.stringify(body)).toBe(false);
    }
    for (const good of ["x".repeat(16), "x".repeat(128), "Ab-_09zZ-_aaaaaa"]) {
      expect(parsePurgeRequest({ all: true, timestamp, nonce: good }).ok, good).toBe(true);
    }
  });

  it("is good within the window, early or late, and not a second beyond", () => {
    const sentMs = SENT.timestamp * 1000;
    for (const offset of [0, 299_999, 300_000, -300_000]) {
      expect(withinPurgeWindow(SENT.timestamp, sentMs + offset, 300), String(offset)).toBe(true);
    }
    for (const offset of [300_001, -300_001, 360_000, -360_000]) {
      expect(withinPurgeWindow(SENT.timestamp, sentMs + offset, 300), String(offset)).toBe(false);
    }
    expect(withinPurgeWindow(SENT.timestamp, sentMs + 61_000, 60)).toBe(false);
  });

  it("has its nonce remembered past the window's end, by a margin for other clocks", () => {
    const until = nonceRememberedUntil(SENT.timestamp, 300);
    expect(until).toBeGreaterThan((SENT.timestamp + 300) * 1000);
    expect(until).toBeLessThanOrEqual((SENT.timestamp + 300) * 1000 + 60_000);
  });

  it("takes only plain site paths, each segment encoded once", () => {
    expect(normalizeSitePath("/voorstelling/été")).toBe("/voorstelling/%C3%A9t%C3%A9");
    expect(normalizeSitePath("/voorstelling/%C3%A9t%C3%A9")).toBe("/voorstelling/%C3%A9t%C3%A9");
    expect(normalizeSitePath("/")).toBe("/");
    for (const bad of [
      "",
      "pagina/x",
      "//evil.example/x",
      "/a//b",
      "/a/../b",
      "/a/%2e%2e",
      "/a?b=1",
      "/a#b",
      "/a b",
      "/a\nb",
      "/a/%ZZ",
      "/a/%2F",
      `/${"x".repeat(1100)}`,
    ]) {
      expect(normalizeSitePath(bad), bad).toBeNull();
    }
  });
});

describe("render cache keys of a path", () => {
  it("are the screen's own path, its catch-all lookups and its query variants", () => {
    const paths = ["/pagina/Contact"];
    for (const key of [
      "pagina/Contact",
      "pagina/contact",
      "pagina/Contact?x=1",
      "pagina%2FContact%3Futm%3D1",
    ]) {
      expect(renderKeyMatchesPaths(key, paths), key).toBe(true);
    }
    for (const key of ["pagina/Contact-us", "pagina/Contactx", "en/page/contact", "home-nl"]) {
      expect(renderKeyMatchesPaths(key, paths), key).toBe(false);
    }
  });

  it("of the list screens are known by their render path", () => {
    for (const key of [
      "home-nl",
      "production-page-list-en",
      "news-page-list-nl?page=0&per_page=10",
      "page-list-en?q=x",
    ]) {
      expect(isListRenderKey(key), key).toBe(true);
    }
    expect(isListRenderKey("pagina/home-nl")).toBe(false);
  });
});

describe("Varnish ban patterns", () => {
  const matches = (patterns: string[], url: string) =>
    patterns.some((p) => new RegExp(p).test(url));

  it("cover the path, its data request and any query, and every list screen", () => {
    const patterns = banPatterns({ paths: ["/voorstelling/hamlet"] });
    for (const url of [
      "/voorstelling/hamlet",
      "/voorstelling/hamlet.data",
      "/voorstelling/hamlet?presale=A",
      "/voorstelling/hamlet.data?_routes=x",
      "/",
      "/_root.data",
      "/en",
      "/en.data",
      "/agenda?maand=2026-12",
      "/en/calendar",
      "/nieuws",
      "/en/news.data",
      "/zoeken?q=x",
      "/en/search",
    ]) {
      expect(matches(patterns, url), url).toBe(true);
    }
    for (const url of [
      "/voorstelling/hamlet2",
      "/voorstelling/hamletxdata",
      "/pagina/contact",
      "/enquete",
      "/agenda/x",
    ]) {
      expect(matches(patterns, url), url).toBe(false);
    }
    expect(LIST_SCREEN_PATHS).toHaveLength(8);
  });

  it("escape what a path holds that a regular expression would read", () => {
    const patterns = banPatterns({ paths: ["/pagina/a.b+(c)"] });
    expect(matches(patterns, "/pagina/a.b+(c)")).toBe(true);
    expect(matches(patterns, "/pagina/aXb+(c)")).toBe(false);
    expect(matches(patterns, "/pagina/a.bb(c)")).toBe(false);
  });

  it("split a long list into patterns a header can carry", () => {
    const paths = Array.from({ length: 200 }, (_, i) => `/voorstelling/${"x".repeat(60)}-${i}`);
    const patterns = banPatterns({ paths });
    expect(patterns.length).toBeGreaterThan(1);
    for (const pattern of patterns) expect(pattern.length).toBeLessThanOrEqual(4000);
    for (const path of paths) expect(matches(patterns, `${path}.data`), path).toBe(true);
  });

  it("for everything is one pattern", () => {
    expect(banPatterns({ all: true })).toEqual(["^/"]);
  });
});
