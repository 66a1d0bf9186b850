import { parseWithValibot } from "@conform-to/valibot";
import { describe, expect, it } from "vitest";
import { statusOutcome } from "../parts/outcomes";
import { newsletterPageKind } from "../parts/page-form-kind";
import {
  newsletterFooter,
  newsletterList,
  newsletterSubscribe,
  servicemailUnsubscribe,
} from "./newsletter";
import { isFundNewsletterPage } from "./newsletter-light";

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

/** The field errors of a submission (none when it succeeded). */
const errorsOf = (submission: {
  reply: () => { error?: Record<string, string[] | null> | null };
}) => submission.reply().error ?? undefined;

describe("newsletter page schema", () => {
  const parse = (entries: [string, string][]) =>
    parseWithValibot(formData(entries), { schema: newsletterSubscribe.schema });

  it("accepts an e-mail with one or more lists", () => {
    const one = parse([
      ["email", "a@b.nl"],
      ["lists", "new_in_sales"],
    ]);
    expect(one.status).toBe("success");
    if (one.status === "success")
      expect(one.value).toEqual({ email: "a@b.nl", lists: ["new_in_sales"] });
    const two = parse([
      ["email", "a@b.nl"],
      ["lists", "all"],
      ["lists", "bookings_for_groups"],
    ]);
    expect(two.status).toBe("success");
  });

  it("rejects a missing or invalid e-mail", () => {
    expect(errorsOf(parse([["lists", "all"]]))?.email).toEqual(["forms.errors.emailRequired"]);
    expect(
      errorsOf(
        parse([
          ["email", "a b@c"],
          ["lists", "all"],
        ]),
      )?.email,
    ).toEqual(["forms.errors.emailInvalid"]);
  });

  it("rejects no list or an unknown list", () => {
    expect(errorsOf(parse([["email", "a@b.nl"]]))?.lists).toEqual(["forms.errors.listsRequired"]);
    expect(
      errorsOf(
        parse([
          ["email", "a@b.nl"],
          ["lists", "spam"],
        ]),
      ),
    ).toHaveProperty(["lists[0]"]);
  });

  it("the service-mail form has one checkbox that must be ticked", () => {
    const parseS = (entries: [string, string][]) =>
      parseWithValibot(formData(entries), { schema: servicemailUnsubscribe.schema });
    expect(
      parseS([
        ["email", "a@b.nl"],
        ["lists", "servicemail"],
      ]).status,
    ).toBe("success");
    expect(errorsOf(parseS([["email", "a@b.nl"]]))?.lists).toEqual(["forms.errors.listsRequired"]);
  });

  it("the footer form needs only a valid e-mail", () => {
    const parseF = (entries: [string, string][]) =>
      parseWithValibot(formData(entries), { schema: newsletterFooter.schema });
    expect(parseF([["email", "a@b.nl"]]).status).toBe("success");
    expect(errorsOf(parseF([["email", "nope"]]))?.email).toEqual(["forms.errors.emailInvalid"]);
  });
});

describe("newsletter payload and lists", () => {
  it("maps kinds to the Dutch and English lists (§3.1)", () => {
    expect(newsletterList("new_in_sales", "nl")).toBe("nieuw_in_verkoop");
    expect(newsletterList("bookings_for_groups", "nl")).toBe("boekingen_voor_groepen");
    expect(newsletterList("servicemail_en", "nl")).toBe("servicemail_nl");
    expect(newsletterList("fund", "nl")).toBe("carrefonds_nl");
    expect(newsletterList("all", "nl")).toBe("nieuwsbrief");
    expect(newsletterList("new_in_sales", "en")).toBe("new_in_sales");
    expect(newsletterList("servicemail", "en")).toBe("servicemail_en");
    expect(newsletterList("fund", "en")).toBe("carrefonds_en");
    expect(newsletterList("all", "en")).toBe("newsletter");
  });

  it("sends email and subscriptions; the footer sends the general list", () => {
    expect(
      newsletterSubscribe.payload({ email: "a@b.nl", lists: ["all", "new_in_sales"] }, "nl"),
    ).toEqual({ email: "a@b.nl", subscriptions: ["nieuwsbrief", "nieuw_in_verkoop"] });
    expect(newsletterFooter.payload({ email: "a@b.nl", list: "" }, "en")).toEqual({
      email: "a@b.nl",
      subscriptions: ["newsletter"],
    });
  });

  it("the footer on the fund page sends the fund list; any other list is the general one", () => {
    expect(newsletterFooter.payload({ email: "a@b.nl", list: "fund" }, "nl")).toEqual({
      email: "a@b.nl",
      subscriptions: ["carrefonds_nl"],
    });
    expect(newsletterFooter.payload({ email: "a@b.nl", list: "fund" }, "en")).toEqual({
      email: "a@b.nl",
      subscriptions: ["carrefonds_en"],
    });
    expect(newsletterFooter.payload({ email: "a@b.nl", list: "servicemail" }, "nl")).toEqual({
      email: "a@b.nl",
      subscriptions: ["nieuwsbrief"],
    });
    expect(isFundNewsletterPage("/pagina/carrefonds")).toBe(true);
    expect(isFundNewsletterPage("/en/page/carrefonds/")).toBe(true);
    expect(isFundNewsletterPage("/pagina/carrefonds-contact")).toBe(false);
    expect(isFundNewsletterPage("/nieuws/carrefonds")).toBe(false);
  });
});

describe("newsletter outcome (§4.1)", () => {
  it("expired by status, success for any other status, failure without one", () => {
    expect(statusOutcome({ status: "expired" })).toBe("expired");
    expect(statusOutcome({ status: "pending" })).toBe("success");
    expect(statusOutcome({ status: "whatever" })).toBe("success");
    expect(statusOutcome({})).toBe("failure");
    expect(statusOutcome(null)).toBe("failure");
    expect(statusOutcome({ status: 3 })).toBe("failure");
  });
});

describe("newsletter pages by the end of the path (§2.1)", () => {
  it("recognises the six slugs", () => {
    expect(newsletterPageKind("/pagina/aanmelden-nieuwsbrief")).toBe("subscribe");
    expect(newsletterPageKind("/en/page/newsletter")).toBe("subscribe");
    expect(newsletterPageKind("/pagina/afmelden-nieuwsbrief")).toBe("unsubscribe");
    expect(newsletterPageKind("/en/page/unsubscribe")).toBe("unsubscribe");
    expect(newsletterPageKind("/pagina/afmelden-servicemailing")).toBe("servicemail");
    expect(newsletterPageKind("/en/page/unsubscribe-servicemailings")).toBe("servicemail");
    expect(newsletterPageKind("/pagina/contact")).toBeNull();
  });
});
