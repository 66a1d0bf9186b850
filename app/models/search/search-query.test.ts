import { describe, expect, it } from "vitest";
import { foldText } from "./plain-text";
import { escapeRegExp, MAX_QUERY_LENGTH, normalizeQuery, tokenize } from "./search-query";

describe("normalizeQuery", () => {
  it("trims, lower-cases and collapses white space", () => {
    expect(normalizeQuery("  De  Grote\tMUSICAL \n")).toBe("de grote musical");
  });

  it("gives '' for nothing, blanks and missing values", () => {
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery("   ")).toBe("");
    expect(normalizeQuery([])).toBe("");
  });

  it("joins several q values, dropping blank ones", () => {
    expect(normalizeQuery(["Ballet", " ", "Notenkraker "])).toBe("ballet notenkraker");
  });

  it("cuts absurdly long input to the maximum without a trailing space", () => {
    const long = normalizeQuery("a".repeat(2000));
    expect(long).toHaveLength(MAX_QUERY_LENGTH);
    const words = normalizeQuery("ab ".repeat(1000));
    expect(words.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(words.endsWith(" ")).toBe(false);
  });

  it("never cuts an emoji in half", () => {
    const q = normalizeQuery("🎭".repeat(300));
    expect(Array.from(q)).toHaveLength(MAX_QUERY_LENGTH);
    expect(q).toBe("🎭".repeat(MAX_QUERY_LENGTH));
  });

  it("keeps special characters as typed (they are escaped where matched)", () => {
    expect(normalizeQuery("(Cats) [*] <script>")).toBe("(cats) [*] <script>");
  });
});

describe("tokenize and foldText", () => {
  it("splits on white space, folds accents and drops duplicates", () => {
    expect(tokenize("première Premiere ballet")).toEqual(["premiere", "ballet"]);
    expect(foldText("Scène ÉÉN")).toBe("scene een");
  });

  it("gives no terms for an empty query", () => {
    expect(tokenize("")).toEqual([]);
  });
});

describe("escapeRegExp", () => {
  const specials = ["(", ")", "[", "]", "{", "}", "*", "+", "?", ".", "^", "$", "|", "\\", "/"];

  it("makes every special character literal, also with the unicode flag", () => {
    for (const char of specials) {
      const pattern = new RegExp(escapeRegExp(char), "u");
      expect(pattern.test(`a${char}b`)).toBe(true);
      expect(pattern.test("ab")).toBe(false);
    }
  });

  it("leaves letters, digits and '-' alone (an escaped '-' is invalid with the u flag)", () => {
    expect(escapeRegExp("c-3po")).toBe("c-3po");
    expect(() => new RegExp(escapeRegExp("c++ (a|b) [x-y] {2} .*?^$/\\"), "u")).not.toThrow();
  });

  it("matches a pattern-like term literally", () => {
    const pattern = new RegExp(escapeRegExp(".*"), "u");
    expect(pattern.test("anything")).toBe(false);
    expect(pattern.test("a.*b")).toBe(true);
  });
});
