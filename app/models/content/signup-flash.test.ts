import { describe, expect, it } from "vitest";
import { clearSignupFlash, signupFlashCookie, signupFlashFrom } from "./signup-flash";

describe("signup flash cookie", () => {
  it("carries the typed address to the next page, HttpOnly, Strict, for a minute", () => {
    const set = signupFlashCookie("an a@example.com", true);
    expect(set).toBe(
      "signup_email=an%20a%40example.com; Max-Age=60; Path=/; HttpOnly; SameSite=Strict; Secure",
    );
    const value = set.split(";")[0];
    expect(signupFlashFrom(`cookie_consent=basic; ${value}`)).toBe("an a@example.com");
  });

  it("is cleared with the same flags", () => {
    expect(clearSignupFlash(false)).toBe(
      "signup_email=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
    );
  });

  it("reads nothing odd: absent, empty, broken escapes, control characters only, too long", () => {
    expect(signupFlashFrom(null)).toBeNull();
    expect(signupFlashFrom("cookie_consent=basic")).toBeNull();
    expect(signupFlashFrom("signup_email=")).toBeNull();
    expect(signupFlashFrom("signup_email=%zz")).toBeNull();
    expect(signupFlashFrom("signup_email=%00%0A")).toBeNull();
    expect(signupFlashFrom(`signup_email=${"a".repeat(255)}`)).toBeNull();
    expect(signupFlashFrom("signup_email=x%00%40y")).toBe("x@y");
  });
});
