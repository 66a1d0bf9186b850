// The fund variant's page action (forms spec §2.2, §3.2 "Fund contact", §6): the fund contact form
// is accepted only where a fund page shows it, sends exactly its six fields to
// carrefonds-contact in the page's language and calls nothing on invalid input; the theatre
// forms are refused on a fund page.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as pageAction } from "~/routes/page";
import { datasetFor } from "../mocks/fixtures/clock";
import { render } from "../mocks/render";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const formServices = http.post("*/api/services/forms/*", async ({ request }) => {
  const body = (await request.clone().json()) as { email?: string };
  return HttpResponse.json(body.email === "fout@example.com" ? { code: 500 } : { code: 200 });
});
const cms = testCms({ first: [formServices] });
const server = cms.server;

/** The demo's page at a render path, but flagged as a fund page (isFoundation). */
const asFundPage = (path: string) =>
  http.get(`*/api/render/${path}`, ({ request }) => {
    const answer = render(datasetFor(new Date()), path, new URL(request.url).searchParams, false);
    const body = answer.body as { node: { data: Record<string, unknown> } };
    body.node.data.isFoundation = true;
    return HttpResponse.json(body, { status: answer.status });
  });

type Answer = { data: FormReply; init: ResponseInit | null };
async function submit(page: string, fields: Record<string, string>) {
  const en = page.startsWith("en/");
  const slug = page.replace(/^en\//, "");
  const request = new Request(new URL(`${en ? "/en/page/" : "/pagina/"}${slug}`, SITE), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  return (await pageAction({ request, params: { url: slug }, context: {} })) as unknown as Answer;
}

const contact = {
  intent: "fund-contact",
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@example.nl",
  subject: "Nalaten aan het fonds",
  phone: "020 123 45 67",
  callBackPreference: "morning",
};
const payload = {
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@example.nl",
  subject: "Nalaten aan het fonds",
  phone: "020 123 45 67",
  callBackPreference: "morning",
};

describe("fund contact action", () => {
  it("posts exactly the six fields in Dutch from the fund page's sidebar", async () => {
    const answer = await submit("carrefonds", { ...contact, extra: "niet doorgeven" });
    expect(answer.data.outcome).toBe("success");
    expect(cms.services()).toEqual([
      { method: "POST", path: "/api/services/forms/carrefonds-contact?lang=nl", body: payload },
    ]);
  });

  it("posts in English from the English fund page", async () => {
    const answer = await submit("en/carrefonds", contact);
    expect(answer.data.outcome).toBe("success");
    expect(cms.services().map((seen) => seen.path)).toEqual([
      "/api/services/forms/carrefonds-contact?lang=en",
    ]);
  });

  it("answers 400 with field errors, keeps the values and calls nothing on invalid input", async () => {
    const answer = await submit("carrefonds", {
      ...contact,
      email: "anna-at-example",
      phone: "",
      callBackPreference: "midnight",
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.reply?.error).toEqual({
      email: ["forms.errors.emailInvalid"],
      phone: ["forms.errors.required"],
      callBackPreference: ["forms.errors.choose"],
    });
    expect(answer.data.reply?.initialValue).toMatchObject({
      firstName: "Anna",
      email: "anna-at-example",
    });
    expect(cms.services()).toEqual([]);
  });

  it("reports the service's failure", async () => {
    expectConsoleError(/\[forms\] fund-contact: outcome failure/);
    const answer = await submit("carrefonds", { ...contact, email: "fout@example.com" });
    expect(answer.data.outcome).toBe("failure");
  });

  it("is refused where no fund page shows it", async () => {
    // A fund page without the FONDS_CONTACT_FORM sidebar item (its own form is another: 400),
    // and theatre pages.
    await expect(submit("word-donateur", contact)).rejects.toMatchObject({ status: 400 });
    await expect(submit("contact", contact)).rejects.toMatchObject({ status: 405 });
    await expect(submit("terugbelverzoek", contact)).rejects.toMatchObject({ status: 400 });
    expect(cms.services()).toEqual([]);
  });

  it("replaces the contact page's sidebar on the fund variant", async () => {
    server.use(asFundPage("en/page/contact"));
    const answer = await submit("en/contact", contact);
    expect(answer.data.outcome).toBe("success");
    expect(cms.services().map((seen) => seen.path)).toEqual([
      "/api/services/forms/carrefonds-contact?lang=en",
    ]);
  });

  it("refuses the theatre forms on a fund page", async () => {
    server.use(asFundPage("pagina/terugbelverzoek"));
    const callback = {
      intent: "callback",
      subject: "tickets",
      time_of_day: "14-16",
      name: "Jan Jansen",
      email: "jan@example.nl",
      phone: "020 123 45 67",
    };
    await expect(submit("terugbelverzoek", callback)).rejects.toMatchObject({ status: 405 });
    expect(cms.services()).toEqual([]);
  });
});
