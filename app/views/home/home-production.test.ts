import { describe, expect, it } from "vitest";
import { event, homeCtx, source } from "../../../tests/support/home";
import { salesButtonFor, upcomingEvents } from "./home-production";

describe("a production's sales button on the home page", () => {
  const one = source("a", {}, [event("a-1", "2026-11-26T20:00:00+01:00")]);
  const upcoming = upcomingEvents(one.events, homeCtx.now);

  it("is built once per day's performances for visitors without a referral code", () => {
    const first = salesButtonFor(one.page, upcoming, homeCtx);
    expect(first).toMatchObject({ kind: "link" });
    expect(salesButtonFor(one.page, upcoming, homeCtx)).toBe(first);
  });

  it("carries a visitor's referral code in its link, never a shared button", () => {
    const shared = salesButtonFor(one.page, upcoming, homeCtx);
    const referred = { ...homeCtx, sales: { ...homeCtx.sales, referral: "partner1" } };
    const own = salesButtonFor(one.page, upcoming, referred);
    expect(own).not.toBe(shared);
    expect(own?.kind === "link" && own.href).toContain("partner1");
    expect(shared?.kind === "link" && shared.href).not.toContain("partner1");
  });
});
