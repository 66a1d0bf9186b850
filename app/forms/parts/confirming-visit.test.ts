import { describe, expect, it } from "vitest";
import { confirmsOnSight, isBrowserAgent } from "./confirming-visit";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const visit = (method: string, headers: Record<string, string>) => ({
  method,
  headers: new Headers(headers),
});

describe("which visits confirm a link on sight", () => {
  it("takes the browsers people use for browsers", () => {
    for (const agent of [CHROME, FIREFOX, SAFARI_IPHONE]) expect(isBrowserAgent(agent)).toBe(true);
  });

  it("takes no agent, an unknown one, a crawler or a headless browser for something else", () => {
    for (const agent of [
      null,
      "",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Java/17.0.2",
      "Mozilla/5.0",
      "Mozilla/5.0 (X11; Linux x86_64) Chrome/120",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      `${CHROME} ${"x".repeat(1000)}`,
    ]) {
      expect(isBrowserAgent(agent), String(agent)).toBe(false);
    }
  });

  it("confirms only on a browser's GET that is not a prefetch", () => {
    expect(confirmsOnSight(visit("GET", { "user-agent": CHROME }))).toBe(true);
    expect(confirmsOnSight(visit("HEAD", { "user-agent": CHROME }))).toBe(false);
    expect(confirmsOnSight(visit("POST", { "user-agent": CHROME }))).toBe(false);
    expect(confirmsOnSight(visit("GET", {}))).toBe(false);
    expect(confirmsOnSight(visit("GET", { "user-agent": CHROME, "sec-purpose": "prefetch" }))).toBe(
      false,
    );
    expect(
      confirmsOnSight(visit("GET", { "user-agent": CHROME, "sec-purpose": "prefetch;prerender" })),
    ).toBe(false);
    expect(confirmsOnSight(visit("GET", { "user-agent": FIREFOX, purpose: "prefetch" }))).toBe(
      false,
    );
  });
});
