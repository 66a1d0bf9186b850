import { describe, expect, it } from "vitest";
import { collapseSlashes, redirectTargetForSlashes } from "./slashes";

describe("collapseSlashes", () => {
  it("collapses every run of slashes to one", () => {
    expect(collapseSlashes("/pagina//over")).toBe("/pagina/over");
    expect(collapseSlashes("///en///page////x/")).toBe("/en/page/x/");
  });

  it("returns null when the path is already clean", () => {
    expect(collapseSlashes("/pagina/over")).toBeNull();
    expect(collapseSlashes("/")).toBeNull();
    expect(collapseSlashes("/en/page/x/")).toBeNull();
  });
});

describe("redirectTargetForSlashes", () => {
  it("keeps the query and hash when redirecting", () => {
    const url = new URL("https://theater.example//agenda//maart?q=jazz&r=abc#speeldata");
    expect(redirectTargetForSlashes(url)).toBe("/agenda/maart?q=jazz&r=abc#speeldata");
  });

  it("never yields a protocol-relative target", () => {
    const url = new URL("https://theater.example//evil.example/x");
    expect(redirectTargetForSlashes(url)).toBe("/evil.example/x");
  });

  it("returns null when no redirect is needed, even with slashes in the query", () => {
    expect(redirectTargetForSlashes(new URL("https://theater.example/a?next=//b"))).toBeNull();
  });
});
