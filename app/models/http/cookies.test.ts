import { describe, expect, it } from "vitest";
import { MAX_COOKIE_HEADER, parseCookies, readCookie } from "./cookies";

describe("cookies", () => {
  it("reads a cookie by name, first one wins, spaces and quotes trimmed", () => {
    const header = 'a=1; cookie_consent=basic;b="two words" ; a=2';
    expect(readCookie(header, "cookie_consent")).toBe("basic");
    expect(readCookie(header, "a")).toBe("1");
    expect(readCookie(header, "b")).toBe("two words");
    expect(readCookie(header, "missing")).toBeNull();
    expect(readCookie(null, "a")).toBeNull();
    expect(readCookie("", "a")).toBeNull();
  });

  it("keeps values as sent, so a reader decodes them at most once", () => {
    expect(readCookie("flash=a%2540b", "flash")).toBe("a%2540b");
    expect(readCookie("flash=%E0%A4%A", "flash")).toBe("%E0%A4%A");
    expect(readCookie("s=abc==", "s")).toBe("abc==");
  });

  it("answers nothing from the object prototype", () => {
    const header = "__proto__=x; constructor=y";
    expect(readCookie(header, "constructor")).toBe("y");
    expect(readCookie(header, "toString")).toBeNull();
    expect(readCookie(header, "hasOwnProperty")).toBeNull();
  });

  it("skips malformed parts without throwing", () => {
    const header = ";;=;=x; novalue; ==; a=1;\u0000=\u0000; ;b";
    expect(() => parseCookies(header)).not.toThrow();
    expect(readCookie(header, "a")).toBe("1");
    expect(readCookie(header, "novalue")).toBeNull();
  });

  it("reads an oversized header as no cookies, quickly", () => {
    const hostile = `cookie_consent=basic; ${"x=;".repeat(1_000_000)}`;
    const started = performance.now();
    expect(readCookie(hostile, "cookie_consent")).toBeNull();
    expect(parseCookies(hostile).size).toBe(0);
    expect(performance.now() - started).toBeLessThan(100);
    const atLimit = `a=${"v".repeat(MAX_COOKIE_HEADER - 2)}`;
    expect(readCookie(atLimit, "a")).toHaveLength(MAX_COOKIE_HEADER - 2);
  });

  it("parses a header at the limit full of separators in linear time", () => {
    const pieces = ["=;", ";", "a", "=", " ", '"'];
    let hostile = "";
    for (let i = 0; hostile.length < MAX_COOKIE_HEADER - 2; i++)
      hostile += pieces[i % pieces.length];
    const started = performance.now();
    for (let round = 0; round < 100; round++) parseCookies(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
