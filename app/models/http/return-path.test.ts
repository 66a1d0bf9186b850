import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnPath("/pagina/cookies?x=1#form", "/")).toBe("/pagina/cookies?x=1#form");
    expect(safeReturnPath("/en", "/")).toBe("/en");
  });

  it("falls back for anything that could leave the site or is not a path", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/.//evil.example/x",
      "/a/..//evil.example/x",
      "/%2e//evil.example/x",
      "javascript:alert(1)",
      "pagina/cookies",
      "/a\nb",
      "",
      `/${"a".repeat(2001)}`,
      42,
      null,
    ]) {
      expect(safeReturnPath(value, "/en")).toBe("/en");
    }
  });
});
