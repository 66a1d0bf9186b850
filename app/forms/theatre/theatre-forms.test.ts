// Every theatre form's schema through conform, as the server runs it: valid input, each required
// field missing, the conditional rules, and the payload the back end receives.
import { parseWithValibot } from "@conform-to/valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyingOnly } from "../parts/fields";
import type { AnySchema, FormDefinition } from "../parts/form";
import { panelForm } from "../parts/panel";
import { businessContactForm } from "./business-contact";
import { callbackForm } from "./callback";
import { DIPLOMA_SHOWS, diplomaForm } from "./diploma";
import { meetingForm } from "./meeting";
import { premiereDefaults, premiereRsvp } from "./premiere-rsvp";
import { prizeDrawForm } from "./prize-draw";
import { lastSegment, theatreFormFor } from "./theatre-forms";

type Entries = Record<string, string | string[]>;

/** As the engine parses: conditional fields that do not apply are dropped first. */
function parse(form: Pick<FormDefinition, "schema" | "conditional">, entries: Entries) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const item of ([] as string[]).concat(value)) data.append(key, item);
  }
  return parseWithValibot(applyingOnly(data, form.conditional), {
    schema: form.schema as AnySchema,
  });
}

function errorsOf(form: Pick<FormDefinition, "schema" | "conditional">, entries: Entries) {
  const submission = parse(form, entries);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function payloadOf(form: FormDefinition, entries: Entries, locale: "nl" | "en" = "nl") {
  const submission = parse(form, entries);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return form.payload(submission.value, locale);
}

/** Each listed field, left out alone, gives an error on that field. */
function expectRequired(form: FormDefinition, valid: Entries, required: string[]) {
  expect(errorsOf(form, valid)).toEqual({});
  for (const name of required) {
    const { [name]: _, ...rest } = valid;
    expect(Object.keys(errorsOf(form, rest)), name).toEqual([name]);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("callback request", () => {
  const valid = {
    time_of_day: "10-12",
    subject: "tickets",
    name: "Jan Jansen",
    email: "jan@example.nl",
    phone: "020 123 45 67",
  };
  it("requires slot, subject, name, e-mail and phone", () => {
    expectRequired(callbackForm, valid, ["time_of_day", "subject", "name", "email", "phone"]);
  });
  it("only offers the three time slots", () => {
    expect(Object.keys(errorsOf(callbackForm, { ...valid, time_of_day: "18-20" }))).toEqual([
      "time_of_day",
    ]);
  });
  it("requires the specification only when the subject is Other", () => {
    expect(errorsOf(callbackForm, { ...valid, subject: "other" })).toEqual({
      subject_specification: ["forms.errors.required"],
    });
    expect(
      errorsOf(callbackForm, { ...valid, subject: "other", subject_specification: "x" }),
    ).toEqual({});
  });
  it("sends the order number only for an existing reservation", () => {
    expect(
      payloadOf(callbackForm, { ...valid, order_id: "123", subject_specification: "y" }),
    ).toEqual({
      ...valid,
      order_id: "",
      subject_specification: "",
    });
    expect(
      payloadOf(callbackForm, { ...valid, subject: "existing_reservation", order_id: " 123 " }),
    ).toMatchObject({ subject: "existing_reservation", order_id: "123" });
  });
  it("posts to terugbelverzoek in the visitor's language", () => {
    const endpoint = callbackForm.endpoint;
    expect(endpoint("en")).toBe("/api/services/forms/terugbelverzoek?lang=en");
  });
});

describe("meeting reservation", () => {
  const valid = {
    company_name: "Acme",
    point_of_contact_name: "Ann",
    point_of_contact_email: "ann@acme.example",
    address: "Damrak 1, Amsterdam",
    desired_date: "2026-11-22",
    amount_of_people: "12",
    arrangement_type: "8hr_lunch_drink",
    desired_layout: "theatre",
    extra_facilities: ["microphone", "livestreaming"],
    accept_general_conditions: "on",
    accept_visitor_conditions: "on",
    accept_data_sharing: "on",
  };
  it("requires every field but the PO number and extras", () => {
    expectRequired(meetingForm, valid, [
      "company_name",
      "point_of_contact_name",
      "point_of_contact_email",
      "address",
      "desired_date",
      "amount_of_people",
      "arrangement_type",
      "desired_layout",
      "accept_general_conditions",
      "accept_visitor_conditions",
      "accept_data_sharing",
    ]);
  });
  it("refuses a date before today and fewer than one person", () => {
    expect(errorsOf(meetingForm, { ...valid, desired_date: "2026-11-21" })).toEqual({
      desired_date: ["forms.errors.dateInPast"],
    });
    expect(Object.keys(errorsOf(meetingForm, { ...valid, amount_of_people: "0" }))).toEqual([
      "amount_of_people",
    ]);
  });
  it("refuses unknown arrangements, layouts and extras", () => {
    const errors = errorsOf(meetingForm, {
      ...valid,
      arrangement_type: "24hr",
      desired_layout: "circle",
      extra_facilities: ["jacuzzi"],
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["arrangement_type", "desired_layout", "extra_facilities[0]"].sort(),
    );
  });
  it("sends numbers, booleans and the list of extras", () => {
    expect(payloadOf(meetingForm, valid)).toEqual({
      ...valid,
      po_number: "",
      amount_of_people: 12,
      accept_general_conditions: true,
      accept_visitor_conditions: true,
      accept_data_sharing: true,
    });
    expect(payloadOf(meetingForm, { ...valid, extra_facilities: "microphone" })).toMatchObject({
      extra_facilities: ["microphone"],
    });
  });
});

describe("prize draw", () => {
  const valid = {
    first_name: "Els",
    last_name: "de Vries",
    email: "els@example.nl",
    desired_date: "2026-12-01",
    amount_of_tickets: "2",
    agree_to_optin: "on",
  };
  it("requires names, e-mail, date and tickets", () => {
    expectRequired(prizeDrawForm, valid, [
      "first_name",
      "last_name",
      "email",
      "desired_date",
      "amount_of_tickets",
    ]);
  });
  it("offers one to five tickets", () => {
    expect(Object.keys(errorsOf(prizeDrawForm, { ...valid, amount_of_tickets: "6" }))).toEqual([
      "amount_of_tickets",
    ]);
  });
  it("sends the opt-in as a boolean, false when unticked", () => {
    expect(payloadOf(prizeDrawForm, valid)).toEqual({
      ...valid,
      amount_of_tickets: 2,
      agree_to_optin: true,
    });
    const { agree_to_optin: _, ...unticked } = valid;
    expect(payloadOf(prizeDrawForm, unticked)).toMatchObject({ agree_to_optin: false });
  });
});

describe("business contact", () => {
  const valid = {
    company_name: "Acme",
    name: "Ann",
    email: "ann@acme.example",
    subject: "group_visit",
    message: "We would like to come with 40 colleagues.",
  };
  it("requires company, name, e-mail, subject and message", () => {
    expectRequired(businessContactForm, valid, [
      "company_name",
      "name",
      "email",
      "subject",
      "message",
    ]);
  });
  it("sends an empty group size as null and a filled one as a number", () => {
    expect(payloadOf(businessContactForm, valid)).toEqual({
      ...valid,
      phone: "",
      group_size: null,
    });
    expect(payloadOf(businessContactForm, { ...valid, group_size: "40" })).toMatchObject({
      group_size: 40,
    });
    expect(Object.keys(errorsOf(businessContactForm, { ...valid, group_size: "veel" }))).toEqual([
      "group_size",
    ]);
  });
});

describe("visitor panel", () => {
  const valid = { firstName: "Piet", lastName: "Bakker", email: "piet@example.nl" };
  it("requires names and e-mail; the comment is optional", () => {
    expectRequired(panelForm, valid, ["firstName", "lastName", "email"]);
    expect(payloadOf(panelForm, valid)).toEqual({ ...valid, comment: "" });
  });
});

describe("diploma order", () => {
  const valid = { name: "Kim", customer_id: "C-1234", email: "kim@example.nl", amount_2: "2" };
  it("requires name, customer number and e-mail", () => {
    expectRequired(diplomaForm, valid, ["name", "customer_id", "email"]);
  });
  it("needs at least one show with a number of people", () => {
    const { amount_2: _, ...none } = valid;
    expect(errorsOf(diplomaForm, none)).toEqual({ "": ["theatreForms.diploma.noAmount"] });
  });
  it("refuses more than two people per show", () => {
    expect(Object.keys(errorsOf(diplomaForm, { ...valid, amount_2: "3" }))).toEqual(["amount_2"]);
  });
  it("sends all seven shows; a reservation only where someone comes", () => {
    const payload = payloadOf(diplomaForm, {
      ...valid,
      reservation_2: "Brasserie Foyer",
      reservation_3: "Bar Boven",
    }) as { events: { name: string; amount: number; reservation: string }[] };
    expect(payload).toMatchObject({ name: "Kim", customer_id: "C-1234", subscribe: false });
    expect(payload.events).toHaveLength(7);
    expect(payload.events[2]).toEqual({
      name: DIPLOMA_SHOWS[2]?.name,
      date: DIPLOMA_SHOWS[2]?.date,
      amount: 2,
      reservation: "Brasserie Foyer",
    });
    expect(payload.events[3]).toMatchObject({ amount: 0, reservation: "Nee" });
  });
  it("dates the seven shows between March and June 2020 at 20:00 Amsterdam time", () => {
    expect(DIPLOMA_SHOWS).toHaveLength(7);
    for (const show of DIPLOMA_SHOWS) {
      const at = new Date(show.date);
      expect(at.getUTCFullYear()).toBe(2020);
      expect(at.toLocaleTimeString("nl-NL", { timeZone: "Europe/Amsterdam" })).toBe("20:00:00");
      expect(at.getUTCMonth()).toBeGreaterThanOrEqual(2);
      expect(at.getUTCMonth()).toBeLessThanOrEqual(5);
    }
  });
  it("follows a ticked newsletter box with a Dutch subscription", () => {
    const submission = parse(diplomaForm, { ...valid, subscribe: "on" });
    if (submission.status !== "success") throw new Error("invalid");
    expect(diplomaForm.followUp(submission.value)).toEqual({
      method: "POST",
      endpoint: "/api/services/newsletter/subscribe",
      body: { email: "kim@example.nl", subscriptions: ["nieuwsbrief"] },
    });
    const plain = parse(diplomaForm, valid);
    if (plain.status !== "success") throw new Error("invalid");
    expect(diplomaForm.followUp(plain.value)).toBeNull();
  });
});

describe("premiere RSVP", () => {
  const form = premiereRsvp({
    heading: "Première De Grote Musical",
    startTimes: ["15:00", "20:00"],
  });
  const valid = { email: "gast@example.nl", people_amount: "2", start_time: "20:00" };
  it("needs a start time the page offers unless the guest cannot come", () => {
    expect(errorsOf(form.definition, valid)).toEqual({});
    expect(errorsOf(form.definition, { ...valid, start_time: "" })).toEqual({
      start_time: ["forms.errors.choose"],
    });
    expect(errorsOf(form.definition, { ...valid, start_time: "23:00" })).toEqual({
      start_time: ["forms.errors.choose"],
    });
    expect(errorsOf(form.definition, { email: "gast@example.nl", people_amount: "0" })).toEqual({});
  });
  it("offers 1 to 3 people or 0", () => {
    expect(Object.keys(errorsOf(form.definition, { ...valid, people_amount: "4" }))).toEqual([
      "people_amount",
    ]);
    expect(Object.keys(errorsOf(form.definition, { ...valid, people_amount: "" }))).toEqual([
      "people_amount",
    ]);
  });
  it("names the premiere after the page and drops the start time of a refusal", () => {
    expect(payloadOf(form.definition, { ...valid, comment: "Tot dan!" })).toEqual({
      email: "gast@example.nl",
      people_amount: 2,
      start_time: "20:00",
      comment: "Tot dan!",
      premiere_name: "Première De Grote Musical",
    });
    expect(
      payloadOf(form.definition, {
        email: "gast@example.nl",
        people_amount: "0",
        start_time: "15:00",
      }),
    ).toMatchObject({ people_amount: 0, start_time: "" });
  });
  it("preselects 'unable to attend' for rsvp=nee or no", () => {
    expect(premiereDefaults(new URLSearchParams("rsvp=nee"))).toEqual({ people_amount: "0" });
    expect(premiereDefaults(new URLSearchParams("rsvp=NO"))).toEqual({ people_amount: "0" });
    expect(premiereDefaults(new URLSearchParams("rsvp=ja"))).toEqual({});
    expect(premiereDefaults(new URLSearchParams(""))).toEqual({});
  });
});

describe("theatreFormFor", () => {
  it("picks the form by the last path segment", () => {
    expect(
      theatreFormFor({ url: "/pagina/terugbelverzoek", premiere: null, fund: false })?.definition,
    ).toBe(callbackForm);
    expect(
      theatreFormFor({ url: "/en/page/callback-request", premiere: null, fund: false })?.definition,
    ).toBe(callbackForm);
    expect(
      theatreFormFor({ url: "/en/page/sales-contact/", premiere: null, fund: false })?.definition,
    ).toBe(businessContactForm);
    expect(theatreFormFor({ url: "/pagina/contact", premiere: null, fund: false })).toBeNull();
    expect(lastSegment("/pagina/a/c-diploma/")).toBe("c-diploma");
  });
  it("shows the premiere form on flagged pages", () => {
    const premiere = { heading: "Première", startTimes: ["20:00"] };
    expect(
      theatreFormFor({ url: "/pagina/premiere-x", premiere, fund: false })?.definition.intent,
    ).toBe("premiere-rsvp");
  });
  it("offers no theatre form on a fund page (forms spec §6)", () => {
    const premiere = { heading: "Première", startTimes: ["20:00"] };
    expect(
      theatreFormFor({ url: "/pagina/terugbelverzoek", premiere: null, fund: true }),
    ).toBeNull();
    expect(theatreFormFor({ url: "/pagina/premiere-x", premiere, fund: true })).toBeNull();
  });
});
