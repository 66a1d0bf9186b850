import { describe, expect, it } from "vitest";
import { config, evenings, event, NOW, source } from "../../../tests/support/production-page";
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

  it("is built again the moment one of its performances starts, not only at midnight", () => {
    // NOW is 10:00 in Amsterdam; the matinee starts at 11:00.
    const answer = source([event("2026-11-22T11:00:00+01:00"), ...evenings(2)]);
    const morning = productionPageView(answer, config());
    const later = new Date(NOW.getTime() + 30 * 60_000);
    expect(productionPageView(answer, config({ now: later }))).toBe(morning);
    const begun = productionPageView(
      answer,
      config({ now: new Date(NOW.getTime() + 61 * 60_000) }),
    );
    expect(begun).not.toBe(morning);
    expect(morning.jsonLd).toContain("InStock");
    const offers = (JSON.parse(begun.jsonLd ?? "null") as Record<string, unknown>[]).map(
      (d) => "offers" in d,
    );
    expect(offers).toEqual([false, true, true]);
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
