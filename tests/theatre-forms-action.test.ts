// The theatre forms' server side: the page action picks the form by the page path (or the
// premiere flag), sends the exact JSON the back end expects, and calls nothing on invalid input.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as pageAction } from "~/routes/page";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
/** Stands in for the back end's form services: code 200, or 500 for the demo failure address. */
const formServices = http.post("*/api/services/forms/*", async ({ request }) => {
  const body = (await request.clone().json()) as { email?: string };
  return HttpResponse.json(body.email === "fout@example.com" ? { code: 500 } : { code: 200 });
});
const cms = testCms({ first: [formServices] });
const _server = cms.server;

type Answer = { data: FormReply; init: ResponseInit | null };
async function submit(page: string, fields: Record<string, string | string[]>, query = "") {
  const en = page.startsWith("en/");
  const slug = page.replace(/^en\//, "");
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of ([] as string[]).concat(value)) body.append(key, item);
  }
  const request = new Request(new URL(`${en ? "/en/page/" : "/pagina/"}${slug}${query}`, SITE), {
    method: "POST",
    body,
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  return (await pageAction({ request, params: { url: slug }, context: {} })) as unknown as Answer;
}

const callback = {
  intent: "callback",
  subject: "other",
  subject_specification: "Parkeren",
  time_of_day: "14-16",
  name: "Jan Jansen",
  email: "jan@example.nl",
  phone: "020 123 45 67",
};

describe("theatre form actions", () => {
  it("posts the callback request in the page's language", async () => {
    const answer = await submit("en/callback-request", callback);
    expect(cms.services()).toEqual([
      {
        method: "POST",
        path: "/api/services/forms/terugbelverzoek?lang=en",
        body: {
          time_of_day: "14-16",
          subject: "other",
          order_id: "",
          subject_specification: "Parkeren",
          name: "Jan Jansen",
          email: "jan@example.nl",
          phone: "020 123 45 67",
        },
      },
    ]);
    expect(answer.data.outcome).toBe("success");
  });

  it("answers 400 with field errors and calls nothing on invalid input", async () => {
    const answer = await submit("terugbelverzoek", { ...callback, subject_specification: "" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.reply?.error).toEqual({ subject_specification: ["forms.errors.required"] });
    expect(cms.services()).toEqual([]);
  });

  it("keeps the typed values when the service fails", async () => {
    expectConsoleError(/\[forms\] callback: outcome failure/);
    const answer = await submit("terugbelverzoek", { ...callback, email: "fout@example.com" });
    expect(answer.data.outcome).toBe("failure");
    expect(answer.data.reply?.initialValue).toMatchObject({
      name: "Jan Jansen",
      email: "fout@example.com",
      subject_specification: "Parkeren",
    });
  });

  it("refuses a form the page does not offer", async () => {
    await expect(submit("zakelijk-contact", callback)).rejects.toMatchObject({ status: 400 });
    await expect(submit("contact", callback)).rejects.toMatchObject({ status: 405 });
    expect(cms.services()).toEqual([]);
  });

  it("posts the meeting reservation without a language", async () => {
    await submit("zakelijk-reserveren-formulier", {
      intent: "meeting",
      company_name: "Acme",
      point_of_contact_name: "Ann",
      point_of_contact_email: "ann@acme.example",
      address: "Damrak 1",
      desired_date: "2999-01-01",
      amount_of_people: "20",
      arrangement_type: "4hr_lunch",
      desired_layout: "block",
      extra_facilities: ["microphone"],
      accept_general_conditions: "on",
      accept_visitor_conditions: "on",
      accept_data_sharing: "on",
    });
    expect(cms.services()[0]?.path).toBe("/api/services/forms/vergadering");
    expect(cms.services()[0]?.body).toMatchObject({
      amount_of_people: 20,
      extra_facilities: ["microphone"],
    });
  });

  it("orders diploma tickets, then subscribes to the Dutch newsletter", async () => {
    const answer = await submit("c-diploma", {
      intent: "diploma",
      name: "Kim",
      customer_id: "12345",
      email: "kim@example.nl",
      amount_0: "1",
      reservation_0: "Bar Boven",
      subscribe: "on",
    });
    expect(answer.data.outcome).toBe("success");
    expect(cms.services().map((call) => call.path)).toEqual([
      "/api/services/forms/c-diploma",
      "/api/services/newsletter/subscribe",
    ]);
    expect(cms.services()[1]?.body).toEqual({
      email: "kim@example.nl",
      subscriptions: ["nieuwsbrief"],
    });
  });

  it("fails a diploma order without any persons and calls nothing", async () => {
    const answer = await submit("c-diploma", {
      intent: "diploma",
      name: "Kim",
      customer_id: "12345",
      email: "kim@example.nl",
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.reply?.error).toEqual({ "": ["theatreForms.diploma.noAmount"] });
    expect(cms.services()).toEqual([]);
  });

  it("sends the premiere RSVP with the page heading as the premiere's name", async () => {
    const answer = await submit("premiere-de-grote-musical-rsvp", {
      intent: "premiere-rsvp",
      email: "gast@example.nl",
      people_amount: "2",
      start_time: "20:00",
      premiere_name: "Iets anders",
    });
    expect(answer.data.outcome).toBe("success");
    expect(cms.services()).toEqual([
      {
        method: "POST",
        path: "/api/services/forms/premiere/signup",
        body: {
          email: "gast@example.nl",
          people_amount: 2,
          start_time: "20:00",
          comment: "",
          premiere_name: "Première De Grote Musical",
        },
      },
    ]);
  });

  it("refuses a start time the premiere page does not offer", async () => {
    const answer = await submit("premiere-de-grote-musical-rsvp", {
      intent: "premiere-rsvp",
      email: "gast@example.nl",
      people_amount: "1",
      start_time: "09:00",
    });
    expect(answer.init?.status).toBe(400);
    expect(cms.services()).toEqual([]);
  });

  it("offers no premiere form on pages without the flag", async () => {
    await expect(
      submit("bezoekerspanel", { intent: "premiere-rsvp", email: "a@b.nl", people_amount: "0" }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      submit("contact", { intent: "premiere-rsvp", email: "a@b.nl", people_amount: "0" }),
    ).rejects.toMatchObject({ status: 405 });
  });
});
