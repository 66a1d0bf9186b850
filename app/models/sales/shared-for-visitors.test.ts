import { describe, expect, it } from "vitest";
import type { SalesLinkContext } from "./sales-button";
import { sharedWithoutReferral } from "./shared-for-visitors";

const sales: SalesLinkContext = {
  ticketingHosts: [],
  ownHosts: [],
  phone: "020 123",
  referral: null,
  salesParamHosts: [],
};

describe("shared between visitors without a referral", () => {
  it("builds once per owner, name and day without a referral, afresh with one", () => {
    const owner = {};
    let built = 0;
    const build = () => ({ n: ++built });
    const first = sharedWithoutReferral(sales, owner, "x", "2026-11-26", build);
    expect(sharedWithoutReferral(sales, owner, "x", "2026-11-26", build)).toBe(first);
    expect(sharedWithoutReferral(sales, owner, "x", "2026-11-27", build)).not.toBe(first);
    expect(
      sharedWithoutReferral({ ...sales, phone: "020 999" }, owner, "x", "2026-11-27", build),
    ).not.toBe(first);
    const own = sharedWithoutReferral(
      { ...sales, referral: "p1" },
      owner,
      "x",
      "2026-11-26",
      build,
    );
    expect(own).not.toBe(first);
    expect(built).toBe(4);
  });
});
