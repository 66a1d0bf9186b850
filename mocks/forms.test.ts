// The demo form services (docs/content-api.md "Form services") over msw in-process: answers,
// field errors, the failure address, tokens with expiry, cancel signatures and the outbox.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { todayInAmsterdam } from "../app/forms/parts/schema-parts";
import { createFormsService, premiereCancelRef, premiereSignature } from "./forms";
import { renderOutboxPage } from "./outbox";

let now = new Date("2026-03-10T12:00:00Z");
const service = createFormsService(() => now);
const server = setupServer(...service.handlers);
const CMS = "http://cms.test/api/services/forms";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  service.clear();
  now = new Date("2026-03-10T12:00:00Z");
});
afterAll(() => server.close());

async function post(path: string, body: unknown) {
  const response = await fetch(`${CMS}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function patch(path: string) {
  const response = await fetch(`${CMS}/${path}`, { method: "PATCH" });
  return (await response.json()) as Record<string, unknown>;
}

const valid = {
  terugbelverzoek: {
    time_of_day: "10-12",
    subject: "existing_reservation",
    order_id: "12345",
    subject_specification: "",
    name: "Jan Jansen",
    email: "jan@example.nl",
    phone: "0612345678",
  },
  vergadering: {
    company_name: "Acme",
    point_of_contact_name: "An de Vries",
    point_of_contact_email: "an@acme.example",
    address: "Danzigerkade 5, Amsterdam",
    po_number: "",
    desired_date: "2026-03-10",
    amount_of_people: 12,
    arrangement_type: "8hr_lunch_drink",
    desired_layout: "theatre",
    extra_facilities: ["microphone", "livestreaming"],
    accept_general_conditions: true,
    accept_visitor_conditions: true,
    accept_data_sharing: true,
  },
  oscar: {
    first_name: "Ann",
    last_name: "Smith",
    email: "ann@example.com",
    desired_date: "2026-04-01",
    amount_of_tickets: 2,
    agree_to_optin: true,
  },
  "sales-contact": {
    company_name: "Acme",
    name: "An de Vries",
    email: "an@acme.example",
    subject: "group_visit",
    message: "Wij komen met 40 mensen.",
    phone: "",
    group_size: 40,
  },
  "c-diploma": {
    name: "Piet",
    customer_id: "C-1",
    email: "piet@example.nl",
    subscribe: false,
    events: Array.from({ length: 7 }, (_, i) => ({
      name: `Voorstelling ${i + 1}`,
      date: `2020-03-0${i + 1}T20:00`,
      amount: i === 2 ? 2 : 0,
      reservation: i === 2 ? "Restaurant" : "Nee",
    })),
  },
  "panel/signup": { firstName: "Jan", lastName: "Jansen", email: "jan@example.nl", comment: "" },
  "premiere/signup": {
    email: "jan@example.nl",
    people_amount: 2,
    start_time: "19:30",
    comment: "",
    premiere_name: "Première De Grote Musical",
  },
};

describe("form posts", () => {
  it("answers code 200 to every valid form and records what it received", async () => {
    for (const [form, body] of Object.entries(valid)) {
      const query = ["terugbelverzoek", "oscar", "sales-contact"].includes(form) ? "?lang=en" : "";
      const answer = await post(`${form}${query}`, body);
      expect([form, answer]).toEqual([form, { status: 200, body: { code: 200 } }]);
    }
    expect(service.requests()[0]).toMatchObject({
      method: "POST",
      form: "premiere/signup",
      lang: null,
      body: valid["premiere/signup"],
      answer: { code: 200 },
    });
    expect(service.requests().find((r) => r.form === "oscar")?.lang).toBe("en");
  });

  it("names missing or malformed fields with code 422", async () => {
    expect((await post("terugbelverzoek", { ...valid.terugbelverzoek, phone: "" })).body).toEqual({
      code: 422,
      errors: ["phone"],
    });
    expect((await post("panel/signup", {})).body).toEqual({
      code: 422,
      errors: ["firstName", "lastName", "email", "comment"],
    });
    const oscar = await post("oscar", { ...valid.oscar, amount_of_tickets: 6, email: "ann" });
    expect(oscar.body).toEqual({ code: 422, errors: ["email", "amount_of_tickets"] });
    expect((await post("oscar?lang=de", valid.oscar)).body).toEqual({
      code: 422,
      errors: ["lang"],
    });
    const sales = await post("sales-contact", { ...valid["sales-contact"], group_size: "40" });
    expect(sales.body).toEqual({ code: 422, errors: ["group_size"] });
    expect(
      (await post("sales-contact", { ...valid["sales-contact"], group_size: null })).body,
    ).toEqual({ code: 200 });
    expect(service.mails()).toEqual([]);
  });

  it("requires subject_specification only for subject other", async () => {
    const other = { ...valid.terugbelverzoek, subject: "other" };
    expect((await post("terugbelverzoek", other)).body).toEqual({
      code: 422,
      errors: ["subject_specification"],
    });
    expect(
      (await post("terugbelverzoek", { ...other, subject_specification: "Rolstoel" })).body,
    ).toEqual({ code: 200 });
  });

  it("refuses a meeting date before today in Amsterdam, and anything but true conditions", async () => {
    // 23:30 UTC on 9 March is already 10 March in Amsterdam.
    now = new Date("2026-03-09T23:30:00Z");
    expect(todayInAmsterdam(now)).toBe("2026-03-10");
    expect((await post("vergadering", valid.vergadering)).body).toEqual({ code: 200 });
    const past = { ...valid.vergadering, desired_date: "2026-03-09" };
    expect((await post("vergadering", past)).body).toEqual({ code: 422, errors: ["desired_date"] });
    const bad = {
      ...valid.vergadering,
      desired_date: "2026-02-30",
      amount_of_people: 0,
      extra_facilities: ["beamer"],
      accept_data_sharing: "true",
    };
    expect((await post("vergadering", bad)).body).toEqual({
      code: 422,
      errors: ["desired_date", "amount_of_people", "extra_facilities", "accept_data_sharing"],
    });
  });

  it("wants seven diploma events and at least one with people", async () => {
    const none = {
      ...valid["c-diploma"],
      events: valid["c-diploma"].events.map((e) => ({ ...e, amount: 0 })),
    };
    expect((await post("c-diploma", none)).body).toEqual({ code: 422, errors: ["events"] });
    const six = { ...valid["c-diploma"], events: valid["c-diploma"].events.slice(1) };
    expect((await post("c-diploma", six)).body).toEqual({ code: 422, errors: ["events"] });
  });

  it("wants a start time unless nobody comes to the premiere", async () => {
    const premiere = { ...valid["premiere/signup"], start_time: "" };
    expect((await post("premiere/signup", premiere)).body).toEqual({
      code: 422,
      errors: ["start_time"],
    });
    expect((await post("premiere/signup", { ...premiere, people_amount: 0 })).body).toEqual({
      code: 200,
    });
    expect((await post("premiere/signup", { ...premiere, people_amount: 4 })).body).toEqual({
      code: 422,
      errors: ["people_amount"],
    });
  });

  it("fails with code 500 for the demo failure address", async () => {
    const answer = await post("terugbelverzoek", {
      ...valid.terugbelverzoek,
      email: "fout@example.com",
    });
    expect(answer).toEqual({ status: 200, body: { code: 500, message: "demo failure" } });
    const meeting = { ...valid.vergadering, point_of_contact_email: "fout@example.com" };
    expect((await post("vergadering", meeting)).body.code).toBe(500);
  });

  it("keeps a one-off donation's purpose, knows its purposes and refuses a NUL in an address", async () => {
    const gift = {
      first_name: "Anna",
      last_name: "de Vries",
      email: "anna@example.nl",
      phone: "020 123 45 67",
      amount_of_ppl: 2,
      donation_per_person: 500,
    };
    const earmarked = { ...gift, special: "toegankelijkheid" };
    expect((await post("eenmalige-donatie-simple?lang=nl", earmarked)).body).toEqual({
      code: 200,
    });
    expect(service.requests()[0]?.body).toMatchObject({ special: "toegankelijkheid" });
    expect((await post("eenmalige-donatie-simple", { ...gift, special: null })).body.code).toBe(
      200,
    );
    for (const wrong of [gift, { ...gift, special: "iets" }]) {
      expect((await post("eenmalige-donatie-simple", wrong)).body).toEqual({
        code: 422,
        errors: ["special"],
      });
    }
    const nul = { ...gift, special: null, email: "x\u0000@example.com" };
    expect((await post("eenmalige-donatie-simple", nul)).body).toEqual({
      code: 422,
      errors: ["email"],
    });
  });

  it("answers 404 for a form it does not know", async () => {
    expect(await post("onbekend", {})).toEqual({ status: 404, body: { code: 404 } });
  });
});

describe("confirmation tokens", () => {
  it("mails a prize-draw entry with Dutch and English links and confirms it", async () => {
    await post("oscar?lang=en", valid.oscar);
    const [mail] = service.mails();
    expect(mail).toMatchObject({ kind: "oscar", email: "ann@example.com", lang: "en" });
    expect(mail?.links.map((l) => l.path)).toEqual([
      `/cultuurbank-bevestigen?token=${mail?.token}`,
      `/cultuurbank-confirm?token=${mail?.token}`,
    ]);
    expect(await patch(`oscar/${mail?.token}`)).toEqual({ status: "confirmed" });
    expect(await patch(`oscar/${mail?.token}`)).toEqual({ status: "confirmed" });
    expect(service.requests()[0]).toMatchObject({ method: "PATCH", form: "oscar" });
  });

  it("a token of another kind, an unknown one, verlopen or one older than 24 h is expired", async () => {
    await post("panel/signup", valid["panel/signup"]);
    const [mail] = service.mails();
    expect(mail?.links[0]?.path).toBe(`/panel-bevestigen?token=${mail?.token}&action=signup`);
    expect(await patch(`premiere/signup/${mail?.token}`)).toEqual({ status: "expired" });
    expect(await patch("panel/signup/onbekend")).toEqual({ status: "expired" });
    expect(await patch("panel/signup/verlopen")).toEqual({ status: "expired" });
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect(await patch(`panel/signup/${mail?.token}`)).toEqual({ status: "expired" });
  });

  it("mails a premiere RSVP with its action and a signed cancel link", async () => {
    await post("premiere/signup", { ...valid["premiere/signup"], people_amount: 0 });
    const [mail] = service.mails();
    expect(mail).toMatchObject({ kind: "premiere", action: "cancel" });
    expect(mail?.links[0]?.path).toBe(`/premiere-bevestigen?token=${mail?.token}&action=cancel`);
    const cancel = mail?.links[1]?.path ?? "";
    expect(cancel).toMatch(/^\/premiere-afmelden\?ref=[\w-]+$/);
    const ref = new URL(cancel, "http://site.test").searchParams.get("ref") ?? "";
    expect(JSON.parse(Buffer.from(ref, "base64url").toString("utf8"))).toEqual({
      email: "jan@example.nl",
      premiere_name: "Première De Grote Musical",
      signature: premiereSignature("jan@example.nl", "Première De Grote Musical"),
    });
    expect(await patch(`premiere/signup/${mail?.token}`)).toEqual({ status: "confirmed" });
  });
});

describe("premiere cancel", () => {
  const name = "Première De Grote Musical";
  const signature = premiereSignature("jan@example.nl", name);

  it("accepts a matching signature and refuses any other with code 403", async () => {
    const body = { email: "jan@example.nl", comment: "", premiere_name: name, signature };
    expect((await post("premiere/cancel", body)).body).toEqual({ code: 200 });
    expect((await post("premiere/cancel", { ...body, premiere_name: "Iets anders" })).body).toEqual(
      { code: 403 },
    );
    expect((await post("premiere/cancel", { ...body, signature: "x" })).body).toEqual({
      code: 403,
    });
    expect((await post("premiere/cancel", { ...body, signature: "" })).body).toEqual({
      code: 422,
      errors: ["signature"],
    });
  });

  it("builds the ref the cancel link carries", () => {
    const ref = premiereCancelRef("jan@example.nl", name);
    expect(JSON.parse(Buffer.from(ref, "base64url").toString())).toMatchObject({ signature });
  });
});

describe("outbox page", () => {
  it("lists form mails with their links, and documents the demo token and address", async () => {
    await post("oscar", valid.oscar);
    await post("premiere/signup", valid["premiere/signup"]);
    // The site the demo serves, on whatever port it was started.
    const site = "http://localhost:4350";
    const html = renderOutboxPage(`${site}/`, [], service.mails());
    const premiere = html.indexOf('data-kind="premiere"');
    const oscar = html.indexOf('data-kind="oscar"');
    expect(premiere).toBeGreaterThan(0);
    expect(oscar).toBeGreaterThan(premiere);
    expect(html).not.toContain(":3000");
    expect(html).toContain(`class="link-confirm" href="${site}/premiere-bevestigen?token=`);
    expect(html).toContain(`class="link-cancel" href="${site}/premiere-afmelden?ref=`);
    expect(html).toContain(`class="link-en" href="${site}/cultuurbank-confirm?token=`);
    expect(html).toContain("<code>verlopen</code>");
    expect(html).toContain("<code>fout@example.com</code>");
  });
});
