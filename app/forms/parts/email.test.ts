import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { emailPrefill, isEmailAddress, requiredEmail } from "./email";

describe("e-mail rules", () => {
  it("accepts addresses mail can go to: plus, sub-domains, hyphens, letters of any script", () => {
    for (const good of [
      "jan.de.vries@example.nl",
      "jan+nieuwsbrief@example.nl",
      "anna@mail.theater-amsterdam.example.co.uk",
      "o'brien@example.ie",
      "x_y-z@sub.example.com",
      "1@example.nl",
      "jürgen@bücher.de",
      "info@xn--bcher-kva.de",
    ]) {
      expect(isEmailAddress(good), good).toBe(true);
    }
  });

  it("refuses what is not one: no dot in the domain, empty labels, stray dots, spaces", () => {
    for (const bad of [
      "",
      "ab",
      "a@",
      "@b.nl",
      "x@b",
      "x@example",
      "x@example..com",
      "x@.example.com",
      "x@example.com.",
      ".x@example.com",
      "x.@example.com",
      "x..y@example.com",
      "x@-example.com",
      "x@example-.com",
      "x@example.c",
      "x@example.123",
      "a b@example.com",
      "a@exa mple.com",
      "a@b@example.com",
      "x\u0000@example.com",
      "x@example.com\u007f",
      "x@example.com\n",
      `${"a".repeat(65)}@example.com`,
      `a@${"b".repeat(250)}.nl`,
    ]) {
      expect(isEmailAddress(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("reports required and invalid with their own message keys", () => {
    const issue = (input: unknown) => v.safeParse(requiredEmail, input).issues?.[0]?.message;
    expect(issue("")).toBe("forms.errors.emailRequired");
    expect(issue(undefined)).toBe("forms.errors.emailRequired");
    expect(issue("no-at-sign")).toBe("forms.errors.emailInvalid");
    expect(issue("x@b")).toBe("forms.errors.emailInvalid");
    expect(v.parse(requiredEmail, " a@b.nl ")).toBe("a@b.nl");
  });

  it("prefills from any of the five query keys, only one valid value", () => {
    for (const key of ["email", "e-mail", "emailadres", "e-mailadres", "e-mailaddress"]) {
      expect(emailPrefill(new URLSearchParams({ [key]: "a@b.nl" }))).toBe("a@b.nl");
    }
    expect(emailPrefill(new URLSearchParams("email=a@b.nl&e-mail=c@d.nl"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=a@b.nl&email=a@b.nl"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=geen-adres"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=x@example"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("email=x%00@example.nl"))).toBeUndefined();
    expect(emailPrefill(new URLSearchParams("q=x"))).toBeUndefined();
  });
});
