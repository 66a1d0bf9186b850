import { describe, expect, it } from "vitest";
import {
  addressKey,
  emailKey,
  limitsOf,
  normalizeEmail,
  retryAfterSeconds,
  retryMinutes,
} from "./rate-limit";

describe("normalizeEmail", () => {
  it("trims and lower-cases, so one address is one count however it is typed", () => {
    expect(normalizeEmail("  Jan.de.Vries@Example.NL ")).toBe("jan.de.vries@example.nl");
    expect(normalizeEmail("jan@example.nl")).toBe(normalizeEmail("JAN@EXAMPLE.NL\t"));
  });

  it("counts nothing that cannot be an address", () => {
    expect(normalizeEmail(null)).toBeNull();
    expect(normalizeEmail(undefined)).toBeNull();
    expect(normalizeEmail("   ")).toBeNull();
    expect(normalizeEmail("no-at-sign")).toBeNull();
    expect(normalizeEmail(`${"a".repeat(250)}@x.nl`)).toBeNull();
  });
});

describe("keys", () => {
  it("keeps routes and addresses apart", () => {
    expect(addressKey("page", "203.0.113.7")).toBe("address:page:203.0.113.7");
    expect(addressKey("page", "203.0.113.7")).not.toBe(
      addressKey("newsletterSignup", "203.0.113.7"),
    );
  });

  it("never holds the e-mail address itself", () => {
    const key = emailKey("jan@example.nl");
    expect(key).toMatch(/^email:[0-9a-f]{64}$/);
    expect(key).not.toContain("jan");
    expect(emailKey("jan@example.nl")).toBe(key);
    expect(emailKey("piet@example.nl")).not.toBe(key);
  });
});

describe("limitsOf", () => {
  it("counts addresses per minute and e-mail addresses per hour", () => {
    expect(limitsOf({ perAddressPerMinute: 10, perEmailPerHour: 10 })).toEqual({
      address: { points: 10, durationSeconds: 60 },
      email: { points: 10, durationSeconds: 3600 },
    });
  });
});

describe("the wait", () => {
  it("is whole seconds for Retry-After, rounded up, never 0", () => {
    expect(retryAfterSeconds(59_001)).toBe(60);
    expect(retryAfterSeconds(60_000)).toBe(60);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-5)).toBe(1);
    expect(retryAfterSeconds(Number.NaN)).toBe(1);
  });

  it("is whole minutes for the visitor, rounded up, at least one", () => {
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(3600)).toBe(60);
    expect(retryMinutes(0)).toBe(1);
  });
});
