import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("puts the site name after the page title", () => {
    expect(pageTitle("Hamlet", "Theater Amsterdam")).toBe("Hamlet - Theater Amsterdam");
    expect(pageTitle("  Agenda ", "Theater Amsterdam")).toBe("Agenda - Theater Amsterdam");
  });

  it("uses only the site name when there is no title", () => {
    expect(pageTitle("", "Theater Amsterdam")).toBe("Theater Amsterdam");
    expect(pageTitle("   ", "Theater Amsterdam")).toBe("Theater Amsterdam");
    expect(pageTitle(null, "Theater Amsterdam")).toBe("Theater Amsterdam");
    expect(pageTitle(undefined, "Theater Amsterdam")).toBe("Theater Amsterdam");
  });

  it("does not repeat the site name", () => {
    expect(pageTitle("Theater Amsterdam", "Theater Amsterdam")).toBe("Theater Amsterdam");
  });
});
