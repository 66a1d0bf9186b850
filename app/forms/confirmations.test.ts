import { describe, expect, it } from "vitest";
import { confirmationEndpoint, confirmationOutcome, confirmationRequest } from "./confirmations";

const q = (s: string) => new URLSearchParams(s);

describe("confirmation links", () => {
  it("reads the premiere action: signup, anything else is a cancellation", () => {
    expect(confirmationRequest("premiere", q("token=abc&action=signup"))).toEqual({
      kind: "premiere",
      token: "abc",
      action: "signup",
    });
    expect(confirmationRequest("premiere", q("token=abc&action=cancel"))?.action).toBe("cancel");
    expect(confirmationRequest("premiere", q("token=abc&action=iets"))?.action).toBe("cancel");
    expect(confirmationRequest("premiere", q("token=abc"))?.action).toBe("cancel");
    expect(
      confirmationRequest("premiere", q("token=abc&action=signup&action=signup"))?.action,
    ).toBe("cancel");
  });

  it("keeps the panel action and ignores any on the prize draw", () => {
    expect(confirmationRequest("panel", q("token=a-1&action=signup"))).toEqual({
      kind: "panel",
      token: "a-1",
      action: "signup",
    });
    expect(confirmationRequest("panel", q("token=a-1"))?.action).toBeNull();
    expect(confirmationRequest("prizeDraw", q("token=x_2&action=signup"))).toEqual({
      kind: "prizeDraw",
      token: "x_2",
      action: null,
    });
  });

  it("a missing, repeated or malformed token is not found", () => {
    for (const kind of ["premiere", "panel", "prizeDraw"] as const) {
      expect(confirmationRequest(kind, q("action=signup"))).toBeNull();
      expect(confirmationRequest(kind, q("token="))).toBeNull();
      expect(confirmationRequest(kind, q("token=a&token=b"))).toBeNull();
      expect(confirmationRequest(kind, q("token=a/b"))).toBeNull();
      expect(confirmationRequest(kind, q("token=a%20b"))).toBeNull();
      expect(confirmationRequest(kind, q(`token=${"a".repeat(201)}`))).toBeNull();
    }
  });

  it("PATCHes the kind's path", () => {
    expect(confirmationEndpoint("premiere", "abc")).toBe("/api/services/forms/premiere/signup/abc");
    expect(confirmationEndpoint("panel", "abc")).toBe("/api/services/forms/panel/signup/abc");
    expect(confirmationEndpoint("prizeDraw", "abc")).toBe("/api/services/forms/oscar/abc");
  });

  it("maps the status: expired, any other string is success, none is failure", () => {
    expect(confirmationOutcome({ status: "expired" })).toBe("expired");
    expect(confirmationOutcome({ status: "confirmed" })).toBe("success");
    expect(confirmationOutcome({ status: "already_confirmed", code: 200 })).toBe("success");
    expect(confirmationOutcome({ code: 200 })).toBe("failure");
    expect(confirmationOutcome({ status: "" })).toBe("failure");
    expect(confirmationOutcome({ status: 1 })).toBe("failure");
    expect(confirmationOutcome(null)).toBe("failure");
    expect(confirmationOutcome("expired")).toBe("failure");
  });
});
