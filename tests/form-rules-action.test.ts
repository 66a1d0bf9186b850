// The forms' own rules through the page action (issue 37): the meeting without extras sends an
// empty list; an address mail cannot go to is refused in the page's language with nothing sent;
// bidi overrides and zero-width characters never reach the service in a name.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { todayInAmsterdam } from "~/forms/parts/schema-parts";
import { en } from "~/i18n/en";
import { nl } from "~/i18n/nl";
import { action as pageAction } from "~/routes/page";
import { SITE, testCms } from "./support/cms";

const upstream: { path: string; body: Record<string, unknown> }[] = [];
const formServices = http.post("*/api/services/forms/*", async ({ request }) => {
  const url = new URL(request.url);
  upstream.push({ path: url.pathname, body: (await request.json()) as Record<string, unknown> });
  return HttpResponse.json({ code: 200 });
});
testCms({ first: [formServices] });

async function submit(page: string, fields: Record<string, string>) {
  upstream.length = 0;
  const en = page.startsWith("en/");
  const url = page.replace(/^en\//, "");
  const request = new Request(new URL(`${en ? "/en/page/" : "/pagina/"}${url}`, SITE), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  const result = await pageAction({ request, params: { url }, context: {} });
  const { data, init } = result as unknown as { data: FormReply; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

const meeting = {
  intent: "meeting",
  company_name: "Acme",
  point_of_contact_name: "Ann",
  point_of_contact_email: "ann@acme.example",
  address: "Damrak 1",
  desired_date: todayInAmsterdam(),
  amount_of_people: "12",
  arrangement_type: "8hr_lunch",
  desired_layout: "block",
  accept_general_conditions: "on",
  accept_visitor_conditions: "on",
  accept_data_sharing: "on",
};

describe("the meeting's extra facilities", () => {
  it("are sent as an empty list when none is ticked", async () => {
    const result = await submit("zakelijk-reserveren-formulier", meeting);
    expect(result.data.outcome).toBe("success");
    expect(upstream).toHaveLength(1);
    expect(upstream[0]?.body.extra_facilities).toEqual([]);
  });
});

describe("e-mail addresses", () => {
  const panel = { intent: "panel", firstName: "Anna", lastName: "de Vries" };

  it("refuses one mail cannot go to, in the page's language, and sends nothing", async () => {
    for (const address of ["x@b", "x@example", "x@example..com", ".x@example.com"]) {
      const dutch = await submit("bezoekerspanel", { ...panel, email: address });
      expect(dutch.status, address).toBe(400);
      expect(dutch.data.reply?.error, address).toEqual({ email: ["forms.errors.emailInvalid"] });
    }
    const english = await submit("en/sales-contact", {
      intent: "business-contact",
      company_name: "Acme",
      name: "Ann",
      email: "x@b",
      subject: "other",
      message: "Hello",
    });
    expect(english.data.reply?.error).toEqual({ email: ["forms.errors.emailInvalid"] });
    expect(upstream).toEqual([]);
    // The key is shown in the page's language.
    expect(nl.forms.errors.emailInvalid).toMatch(/^Vul een geldig e-mailadres in/);
    expect(en.forms.errors.emailInvalid).toMatch(/^Please enter a valid e-mail address/);
  });

  it("takes plus addresses and sub-domains", async () => {
    const plus = await submit("bezoekerspanel", { ...panel, email: "anna+panel@mail.example.nl" });
    expect(plus.data.outcome).toBe("success");
    expect(upstream.map((call) => call.body.email)).toEqual(["anna+panel@mail.example.nl"]);
  });
});

describe("names", () => {
  it("lose bidi overrides, isolates and zero-width characters before they are sent", async () => {
    const result = await submit("bezoekerspanel", {
      intent: "panel",
      firstName: "\u202EAn\u200Bna\u2066",
      lastName: "de\u200D Vr\uFEFFies\u2069\u202C",
      email: "anna@example.nl",
      comment: "Tot \u202Ezo\u200Bdra",
    });
    expect(result.data.outcome).toBe("success");
    expect(upstream[0]?.body).toMatchObject({
      firstName: "Anna",
      lastName: "de Vries",
      comment: "Tot zodra",
    });
  });
});
