import { describe, expect, it } from "vitest";
import { actionName, confirmEndpoint, confirmOutcome, confirmRequest } from "./newsletter-confirm";

const q = (s: string) => new URLSearchParams(s);

describe("newsletter confirmation link", () => {
  it("reads actie on the Dutch route and action on the English one", () => {
    expect(confirmRequest(q("actie=nieuwsbrief-aanmelden&token=abc"), "nl")).toEqual({
      kind: "subscribe",
      token: "abc",
    });
    expect(confirmRequest(q("action=newsletter-unsubscribe&token=abc"), "en")).toEqual({
      kind: "unsubscribe",
      token: "abc",
    });
    expect(confirmRequest(q("actie=nieuwsbrief-afmelden&token=x"), "nl")?.kind).toBe("unsubscribe");
    expect(confirmRequest(q("action=newsletter-subscribe&token=x"), "en")?.kind).toBe("subscribe");
  });

  it("takes each language's action names only on that language's route", () => {
    expect(confirmRequest(q("actie=newsletter-subscribe&token=abc"), "nl")).toBeNull();
    expect(confirmRequest(q("actie=newsletter-unsubscribe&token=abc"), "nl")).toBeNull();
    expect(confirmRequest(q("action=nieuwsbrief-aanmelden&token=abc"), "en")).toBeNull();
    expect(confirmRequest(q("action=nieuwsbrief-afmelden&token=abc"), "en")).toBeNull();
  });

  it("names the action in the other language for the language switch", () => {
    expect(actionName("subscribe", "en")).toBe("newsletter-subscribe");
    expect(actionName("unsubscribe", "en")).toBe("newsletter-unsubscribe");
    expect(actionName("subscribe", "nl")).toBe("nieuwsbrief-aanmelden");
    expect(actionName("unsubscribe", "nl")).toBe("nieuwsbrief-afmelden");
  });

  it("anything else is not found", () => {
    expect(confirmRequest(q("actie=toString&token=abc"), "nl")).toBeNull();
    expect(confirmRequest(q("action=nieuwsbrief-aanmelden&token=abc"), "nl")).toBeNull();
    expect(confirmRequest(q("actie=iets-anders&token=abc"), "nl")).toBeNull();
    expect(confirmRequest(q("actie=nieuwsbrief-aanmelden"), "nl")).toBeNull();
    expect(confirmRequest(q("actie=nieuwsbrief-aanmelden&token="), "nl")).toBeNull();
    expect(confirmRequest(q("actie=nieuwsbrief-aanmelden&token=a&token=b"), "nl")).toBeNull();
    expect(confirmRequest(q("actie=nieuwsbrief-aanmelden&token=a/b"), "nl")).toBeNull();
  });

  it("PATCHes the kind's path and maps the status", () => {
    expect(confirmEndpoint("subscribe", "abc")).toBe("/api/services/newsletter/subscribe/abc");
    expect(confirmOutcome({ status: "confirmed" })).toBe("confirmed");
    expect(confirmOutcome({ status: "expired" })).toBe("expired");
    expect(confirmOutcome({})).toBe("failure");
    expect(confirmOutcome(null)).toBe("failure");
  });
});
