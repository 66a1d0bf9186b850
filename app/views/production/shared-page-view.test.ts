import { describe, expect, it } from "vitest";
import { config, evenings, NOW, source } from "../../../tests/support/production-page";
import { productionPageView } from "./shared-page-view";

describe("the production page shared between visitors", () => {
  it("is built once per answer, language and day for the address without choices", () => {
    const answer = source(evenings(3));
    const first = productionPageView(answer, config());
    expect(productionPageView(answer, config())).toBe(first);
    expect(productionPageView(answer, config({ locale: "en" }))).not.toBe(first);
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60_000);
    expect(productionPageView(answer, config({ now: tomorrow }))).not.toBe(first);
    // Another CMS answer (a refresh) builds it again.
    expect(productionPageView(source(evenings(3)), config())).not.toBe(first);
  });

  it("is the visitor's own with a referral, a presale code or a choice in the address", () => {
    const answer = source(evenings(3));
    const shared = productionPageView(answer, config());
    const referred = config({ sales: { ...config().sales, referral: "partner1" } });
    const own = productionPageView(answer, referred);
    expect(own).not.toBe(shared);
    expect(JSON.stringify(own)).toContain("partner1");
    expect(JSON.stringify(shared)).not.toContain("partner1");
    for (const choice of [
      { expandDates: true },
      { expandDescription: true },
      { collapseDescription: true },
      { calendarMonth: "2026-12" },
      { presale: { code: "X", answer: null } },
    ]) {
      expect(productionPageView(answer, config(choice))).not.toBe(shared);
    }
  });
});
