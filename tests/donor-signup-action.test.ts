// The donor sign-up page (word-donateur / become-a-donor) on the multi-step engine: steps are
// answered without a call, the final submit posts exactly the five fields in the page's language.
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { MultiStepReply } from "~/forms/multi-step/config";
import { action as pageAction } from "~/routes/page";
import { datasetFor } from "../mocks/fixtures/clock";
import { render } from "../mocks/render";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const upstream: { path: string; body: unknown }[] = [];
const formServices = http.post("*/api/services/forms/*", async ({ request }) => {
  const body = (await request.json()) as { email?: string };
  const url = new URL(request.url);
  upstream.push({ path: `${url.pathname}${url.search}`, body });
  return HttpResponse.json(body.email === "fout@example.com" ? { code: 500 } : { code: 200 });
});
const { server } = testCms({ first: [formServices] });
beforeEach(() => {
  upstream.length = 0;
});

type Answer = { data: MultiStepReply; init: ResponseInit | null };
async function submit(page: string, fields: Record<string, string>) {
  const en = page.startsWith("en/");
  const slug = page.replace(/^en\//, "");
  const request = new Request(new URL(`${en ? "/en/page/" : "/pagina/"}${slug}`, SITE), {
    method: "POST",
    body: new URLSearchParams({ intent: "donor-signup", ...fields }),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  return (await pageAction({ request, params: { url: slug }, context: {} })) as unknown as Answer;
}

const donor = {
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@example.nl",
  phone: "020 123 45 67",
  donationLevel: "trotse-fries",
};

/** The demo's donor page at a render path, but as a theatre page (no isFoundation). */
const asTheatrePage = (path: string) =>
  http.get(`*/api/render/${path}`, ({ request }) => {
    const answer = render(datasetFor(new Date()), path, new URL(request.url).searchParams, false);
    const body = answer.body as { node: { data: Record<string, unknown> } };
    body.node.data.isFoundation = false;
    return HttpResponse.json(body, { status: answer.status });
  });

describe("donor sign-up action", () => {
  it("is a fund form: a theatre page at the same path refuses it (405), nothing is sent", async () => {
    server.use(asTheatrePage("pagina/word-donateur"));
    await expect(
      submit("word-donateur", { ...donor, step: "2", nav: "submit" }),
    ).rejects.toMatchObject({ status: 405 });
    expect(upstream).toEqual([]);
  });

  it("moves through the steps without calling the back end", async () => {
    const first = await submit("word-donateur", { step: "0", nav: "next", firstName: "Anna" });
    expect([first.init?.status, first.data.step]).toEqual([400, 0]);
    expect(first.data.reply?.error).toEqual({ lastName: ["forms.errors.required"] });
    const second = await submit("word-donateur", { ...donor, step: "0", nav: "next" });
    expect([second.init?.status, second.data.step]).toEqual([200, 1]);
    expect(upstream).toEqual([]);
  });

  it("posts the five fields to word-donateur in the page's language", async () => {
    const answer = await submit("en/become-a-donor", { ...donor, step: "2", nav: "submit" });
    expect(answer.data.outcome).toBe("success");
    expect(upstream).toEqual([{ path: "/api/services/forms/word-donateur?lang=en", body: donor }]);
  });

  it("refuses a level that is not a category", async () => {
    const answer = await submit("word-donateur", {
      ...donor,
      donationLevel: "platina",
      step: "2",
      nav: "submit",
    });
    expect([answer.init?.status, answer.data.step]).toEqual([400, 2]);
    expect(upstream).toEqual([]);
  });

  it("reports the demo failure and keeps the answers", async () => {
    expectConsoleError(/\[forms\] donor-signup: outcome failure/);
    const answer = await submit("word-donateur", {
      ...donor,
      email: "fout@example.com",
      step: "2",
      nav: "submit",
    });
    expect(answer.data.outcome).toBe("failure");
    expect(answer.data.reply?.initialValue).toMatchObject({ firstName: "Anna" });
  });
});
