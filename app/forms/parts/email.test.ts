import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, emailPrefill, requiredEmail } from "./email";

describe("e-mail rules", () => {
  it("accepts the loose shape: text, @, text without spaces", () => {
    expect(EMAIL_PATTERN.test("a@b")).toBe(true);
    expect(EMAIL_PATTERN.test("jan.de.vries@example.nl")).toBe(true);
    for (const bad of ["", "ab", "a@", "@b", "a b@c", "a@b c", "a@b@c", "x\u0000@b", "a@b\u007f"]) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });

  it("reports required and invalid with their own message keys", () => {
    const issue = (input: unknown) => v.safeParse(requiredEmail, input).issues?.[0]?.message;
    expect(issue("")).toBe("forms.errors.emailRequired");
    expect(issue(undefined)).toBe("forms.errors.emailRequired");
    expect(issue("no-at-sign")).toBe("forms.errors.emailInvalid");
    expect(v.parse(requiredEmail, " a@b.nl ")).toBe("a@b.nl");
  });

  it("prefills from any of the five query keys, only one valid value", () => {
    for (const key of ["email", "e-mail", "emailadres", "e-mailadres", "e-mailaddress"]) {
      expect(emailPrefill(new URLSearchParams({ [key]: "a@b.nl" }))).toBe("a@b.nl");
    }
    expect(emailPrefill(new URLSearchParams("email=a@b.nl&e-mail=c@d.nl"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=a@b.nl&email=a@b.nl"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=geen-adres"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=x%00@example.nl"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("q=x"))).toBeUndefined();
  });
});
