// The form contract both ways (issue 37): every form the site offers, sent with only what a
// visitor must give (and what the browser posts anyway: a select's value, a radio's default), goes
// through the site's own schema and payload mapping to the demo CMS's services, which check what
// docs/content-api.md says they check, and is accepted. Together the forms reach every form
// service the demo knows, so a service without a form, or a payload the contract refuses (the
// meeting without extras once left `extra_facilities` out), fails here.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { firstPaymentDates } from "~/forms/fund/periodic-donation";
import type { FormReply } from "~/forms/parts/form";
import { todayInAmsterdam } from "~/forms/parts/schema-parts";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as pageAction } from "~/routes/page";
import { action as cancelAction } from "~/routes/premiere-cancel";
import { setRateLimiters } from "~/services/operations/rate-limit.server";
import { FORM_SERVICES, formsService, premiereCancelRef } from "../mocks/forms";
import { newsletterService } from "../mocks/newsletter";
import { SITE, testCms } from "./support/cms";
import { allowConsoleErrors } from "./support/console-guard";

const cms = testCms();

type Fields = Record<string, string>;
const post = (path: string, fields: Fields, referer = `${SITE}${path}`) =>
  new Request(new URL(path, SITE), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      origin: SITE,
      referer,
      "content-type": "application/x-www-form-urlencoded",
    },
  });

/** The outcome the site gave: its reply's, or a redirect's (a payment page, the footer's way back). */
async function outcomeOf(answer: unknown): Promise<string | null> {
  if (answer instanceof Response) return answer.status === 303 ? "redirected" : null;
  return (answer as { data: FormReply }).data.outcome;
}

async function page(slug: string, fields: Fields) {
  const en = slug.startsWith("en/");
  const url = slug.replace(/^en\//, "");
  const path = `${en ? "/en/page/" : "/pagina/"}${url}`;
  return outcomeOf(await pageAction({ request: post(path, fields), params: { url }, context: {} }));
}

const person = { firstName: "Anna", lastName: "de Vries", email: "anna@example.nl" };
const phone = "020 123 45 67";

/** Each form with its minimal post, through the route that serves it. */
const FORMS: [string, () => Promise<string | null>][] = [
  [
    "callback",
    () =>
      page("terugbelverzoek", {
        intent: "callback",
        time_of_day: "no_preference",
        subject: "tickets",
        name: "Jan Jansen",
        email: "jan@example.nl",
        phone,
      }),
  ],
  [
    "meeting, no extra facility ticked",
    () =>
      page("zakelijk-reserveren-formulier", {
        intent: "meeting",
        company_name: "Acme",
        point_of_contact_name: "Ann",
        point_of_contact_email: "ann@acme.example",
        address: "Damrak 1",
        desired_date: todayInAmsterdam(),
        amount_of_people: "1",
        arrangement_type: "4hr_no_lunch",
        desired_layout: "theatre",
        accept_general_conditions: "on",
        accept_visitor_conditions: "on",
        accept_data_sharing: "on",
      }),
  ],
  [
    "prize draw",
    () =>
      page("cultuurbank-oscar", {
        intent: "prize-draw",
        first_name: "Anna",
        last_name: "de Vries",
        email: "anna@example.nl",
        desired_date: todayInAmsterdam(),
        amount_of_tickets: "1",
      }),
  ],
  [
    "business contact",
    () =>
      page("en/sales-contact", {
        intent: "business-contact",
        company_name: "Acme",
        name: "Ann",
        email: "ann@acme.example",
        subject: "other",
        message: "Hello",
      }),
  ],
  [
    "diploma",
    () =>
      page("c-diploma", {
        intent: "diploma",
        name: "Kim",
        customer_id: "12345",
        email: "kim@example.nl",
        amount_0: "1",
      }),
  ],
  ["visitor panel", () => page("bezoekerspanel", { intent: "panel", ...person })],
  [
    "premiere RSVP, unable to attend",
    () =>
      page("premiere-de-grote-musical-rsvp", {
        intent: "premiere-rsvp",
        email: "gast@example.nl",
        people_amount: "0",
      }),
  ],
  [
    "premiere cancellation",
    async () => {
      const ref = premiereCancelRef("gast@example.nl", "Première De Grote Musical");
      const request = post(`/premiere-afmelden?ref=${ref}`, { intent: "premiere-cancel" });
      return outcomeOf(await cancelAction({ request, params: {}, context: {} }));
    },
  ],
  [
    "one-off donation",
    () =>
      page("eenmalige-donatie", {
        intent: "one-off-donation",
        first_name: "Anna",
        last_name: "de Vries",
        email: "anna@example.nl",
        phone,
        amount_of_ppl: "1",
        donation_per_person: "500",
      }),
  ],
  [
    "payment donation, the least typed amount",
    () =>
      page("doneren", {
        intent: "donation",
        donationAmount: "custom",
        customAmount: "2,50",
        ...person,
      }),
  ],
  [
    "payment donation, the most typed amount, confirmed",
    () =>
      page("en/donate", {
        intent: "donation",
        donationAmount: "custom",
        customAmount: "1,000,000",
        customAmount_confirmed: "100000000",
        ...person,
      }),
  ],
  [
    "company donation",
    () =>
      page("cultuurverbindt", {
        intent: "company-donation",
        donationAmount: "250",
        companyName: "Acme",
        ...person,
      }),
  ],
  [
    "partner sign-up",
    () =>
      page("inschrijfformulier-partner", {
        intent: "partner-signup",
        company_name: "Acme",
        ...person,
        phone,
        partnership: "brons",
      }),
  ],
  [
    "fund contact",
    () =>
      page("carrefonds", {
        intent: "fund-contact",
        ...person,
        subject: "Nalaten",
        phone,
        callBackPreference: "no_preference",
      }),
  ],
  [
    "donor sign-up (multi-step)",
    () =>
      page("word-donateur", {
        intent: "donor-signup",
        step: "2",
        nav: "submit",
        ...person,
        phone,
        donationLevel: "vriend",
      }),
  ],
  [
    "party (multi-step)",
    () => page("party", { intent: "party", step: "2", nav: "submit", ...person, attendance: "no" }),
  ],
  [
    "periodic donation (multi-step), the least free amount",
    () =>
      page("periodieke-schenking", {
        intent: "periodic-donation",
        step: "3",
        nav: "submit",
        kring: "vrij",
        amount_free: "1.250",
        looptijd: "onbepaald",
        initial_date: firstPaymentDates(new Date())[0] ?? "",
        ends_when: "schenker",
        ...person,
        gender: "X",
        birthdate: "31-12-1970",
        birthplace: "Leeuwarden",
        street: "Houthavenkade",
        house_number: "1",
        postalcode: "1013 BD",
        place_of_residency: "Amsterdam",
        country: "Nederland",
        phone,
        partner_information: "Nee",
        payment_method: "payment",
        iban: "NL91ABNA0417164300",
        vermelding: "nee",
        agreement: "on",
      }),
  ],
  [
    "newsletter page",
    () =>
      page("aanmelden-nieuwsbrief", {
        intent: "newsletter-subscribe",
        email: "nieuws@example.nl",
        lists: "new_in_sales",
      }),
  ],
  [
    "newsletter unsubscribe page",
    () =>
      page("en/unsubscribe", {
        intent: "newsletter-unsubscribe",
        email: "news@example.com",
        lists: "bookings_for_groups",
      }),
  ],
  [
    "service-mail unsubscribe page",
    () =>
      page("afmelden-servicemailing", {
        intent: "servicemail-unsubscribe",
        email: "service@example.nl",
        lists: "servicemail",
      }),
  ],
  [
    "footer newsletter sign-up",
    async () => {
      const request = post(
        "/nieuwsbrief/aanmelden",
        { intent: "newsletter-footer", locale: "nl", email: "voet@example.nl" },
        `${SITE}/agenda`,
      );
      return outcomeOf(await newsletterAction({ request, params: {}, context: {} }));
    },
  ],
];

describe("every form's minimal post, through the site to the demo CMS", () => {
  // The demo's first payment dates and the meeting's date are counted from today, as the site's.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
  });
  afterAll(() => vi.useRealTimers());
  beforeEach(() => {
    formsService.clear();
    newsletterService.clear();
  });

  it.each(FORMS)("%s is accepted", async (_, send) => {
    // In tests the demo's payment page is on http://cms.test, which the site's payment-host
    // rule (https but for localhost; tests/fund-forms-action.test.ts) does not send anyone to:
    // for a donation the demo's answer is what this test weighs.
    allowConsoleErrors(/payment address refused/, /donation: outcome failure/);
    const outcome = await send();
    const received = formsService.requests();
    const newsletterCalls = cms.services().filter((call) => call.path.includes("/newsletter/"));
    expect(received.length + newsletterCalls.length, "one call upstream").toBe(1);
    for (const request of received) {
      expect(request.answer, `${request.form}: ${JSON.stringify(request.body)}`).toMatchObject({
        code: 200,
      });
    }
    if (newsletterCalls.length > 0) expect(newsletterService.mails()).toHaveLength(1);
    const payment = received.some((request) => "url" in request.answer);
    if (!payment) expect(["success", "redirected"]).toContain(outcome);
  });

  it("reaches every form service the demo knows", async () => {
    allowConsoleErrors(/payment address refused/, /donation: outcome failure/);
    const reached = new Set<string>();
    for (const [, send] of FORMS) {
      // Every post comes from the one unknown address: each is counted afresh.
      setRateLimiters(null);
      formsService.clear();
      await send();
      for (const request of formsService.requests()) reached.add(request.form);
    }
    expect([...reached].sort()).toEqual([...FORM_SERVICES].sort());
  });
});
