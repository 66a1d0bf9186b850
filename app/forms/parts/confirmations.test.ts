import { describe, expect, it } from "vitest";
import { confirmationEndpoint, confirmationRequest } from "./confirmations";
import { statusOutcome } from "./outcomes";

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
    expect(statusOutcome({ status: "expired" })).toBe("expired");
    expect(statusOutcome({ status: "confirmed" })).toBe("success");
    expect(statusOutcome({ status: "already_confirmed", code: 200 })).toBe("success");
    expect(statusOutcome({ code: 200 })).toBe("failure");
    expect(statusOutcome({ status: "" })).toBe("failure");
    expect(statusOutcome({ status: 1 })).toBe("failure");
    expect(statusOutcome(null)).toBe("failure");
    expect(statusOutcome("expired")).toBe("failure");
  });
});
