// The multi-step engine's server side: intermediate steps and invalid posts call nothing, a
// valid final submit posts exactly the applying fields as JSON, and each answer names the step.
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MultiStepConfig, MultiStepReply } from "~/forms/multi-step/config";
import { multiStepAction, withStepTitleOf } from "~/services/forms/multi-step-action.server";
import { expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const upstream: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.post("*/api/services/forms/*", async ({ request }) => {
    const body = (await request.json()) as { email?: string };
    const url = new URL(request.url);
    upstream.push({ path: `${url.pathname}${url.search}`, body });
    return HttpResponse.json(body.email === "fout@example.com" ? { code: 500 } : { code: 200 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  upstream.length = 0;
});
afterAll(() => server.close());

const options = (...values: string[]) => values.map((value) => ({ value, label: { text: value } }));
const config: MultiStepConfig = {
  intent: "trial",
  endpoint: "/api/services/forms/trial?lang={lang}",
  success: { text: "Dank" },
  steps: [
    {
      title: { text: "Over u" },
      fields: [
        { name: "name", type: "text", description: { text: "Naam" }, required: true },
        { name: "email", type: "email", description: { text: "E-mail" }, required: true },
        {
          name: "partner",
          type: "radio",
          description: { text: "Partner" },
          required: true,
          options: options("ja", "nee"),
        },
        {
          name: "partner_name",
          type: "text",
          description: { text: "Naam partner" },
          required: true,
          condition: { type: "hide", field: "partner", values: ["ja"] },
        },
      ],
    },
    {
      title: { text: "Keuze" },
      fields: [
        {
          name: "level",
          type: "select",
          description: { text: "Niveau" },
          required: true,
          options: options("a", "b"),
        },
        {
          name: "topics",
          type: "multicheckbox",
          description: { text: "Onderwerpen" },
          options: options("music", "drama"),
        },
        { name: "terms", type: "checkbox", description: { text: "Akkoord" }, required: true },
      ],
    },
  ],
};

type Answer = { data: MultiStepReply; init: ResponseInit | null };
async function post(
  fields: Record<string, string | string[]>,
  locale: "nl" | "en" = "nl",
  context: Record<string, unknown> = {},
) {
  const body = new URLSearchParams({ intent: "trial" });
  for (const [key, value] of Object.entries(fields)) {
    for (const item of ([] as string[]).concat(value)) body.append(key, item);
  }
  const request = new Request(new URL("/pagina/proef", SITE), {
    method: "POST",
    body,
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  return (await multiStepAction(request, config, locale, context)) as unknown as Answer;
}

const first = { name: "Jan", email: "jan@example.nl", partner: "ja", partner_name: "Els" };
const second = { level: "b", topics: ["music", "drama"], terms: "on" };

describe("multi-step action", () => {
  it("counts no step moves; over the limit the final submit answers 429 on its step, with the answers so far", async () => {
    const client = { clientAddress: "203.0.113.77" };
    // Going back and forth sends nothing: never counted, however often.
    for (let i = 0; i < 30; i++) {
      const moved = await post({ ...first, step: "0", nav: "next" }, "nl", client);
      expect(moved.init?.status ?? 200).toBe(200);
      expect(moved.data.step).toBe(1);
    }
    // RATE_LIMIT_PER_MINUTE (20) sends of this form from this client, each its own submission.
    for (let i = 0; i < 20; i++) {
      const own = {
        email: `stap-${i}@example.nl`,
        _once: `limit-key-${String(i).padStart(8, "0")}`,
      };
      const sent = await post(
        { ...first, ...second, ...own, step: "1", nav: "submit" },
        "nl",
        client,
      );
      expect(sent.data.outcome).toBe("success");
    }
    const answer = await post({ ...first, ...second, step: "1", nav: "submit" }, "nl", client);
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(answer.data).toMatchObject({ step: 1, outcome: null, limited: { minutes: 1 } });
    expect(answer.data.reply?.initialValue).toMatchObject({ ...first, ...second });
    expect(answer.data.reply?.error ?? {}).toEqual({});
    expect(upstream).toHaveLength(20);
  });

  it("counts only the final submit for its e-mail address", async () => {
    const own = { ...first, email: "eigen@example.nl" };
    // Ten clients walk the steps with one address; each step post carries it.
    for (let i = 0; i < 10; i++) {
      const client = { clientAddress: `198.51.100.${i + 1}` };
      await post({ ...own, step: "0", nav: "next" }, "nl", client);
      const once = { _once: `multi-step-key-${String(i).padStart(4, "0")}` };
      const sent = await post(
        { ...own, ...second, ...once, step: "1", nav: "submit" },
        "nl",
        client,
      );
      expect(sent.data.outcome).toBe("success");
    }
    const client = { clientAddress: "198.51.100.99" };
    expect((await post({ ...own, step: "0", nav: "next" }, "nl", client)).data.step).toBe(1);
    const refused = await post({ ...own, ...second, step: "1", nav: "submit" }, "nl", client);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.step).toBe(1);
    expect(upstream).toHaveLength(10);
  });

  it("goes on from a valid step without calling anything", async () => {
    const answer = await post({ ...first, step: "0", nav: "next" });
    expect(answer.init?.status).toBe(200);
    expect(answer.data.step).toBe(1);
    expect(answer.data.reply?.initialValue).toMatchObject(first);
    expect(upstream).toEqual([]);
  });

  it("stays on an invalid step with its errors, calling nothing", async () => {
    const answer = await post({ ...first, partner_name: "", step: "0", nav: "next" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.step).toBe(0);
    expect(answer.data.reply?.error).toEqual({ partner_name: ["forms.errors.required"] });
    expect(upstream).toEqual([]);
  });

  it("goes back and jumps back without checks, but never forward", async () => {
    expect((await post({ step: "1", nav: "back" })).data.step).toBe(0);
    expect((await post({ step: "1", nav: "jump-0" })).data.step).toBe(0);
    const forward = await post({ step: "0", nav: "jump-1" });
    expect([forward.init?.status, forward.data.step]).toEqual([400, 0]);
    expect(upstream).toEqual([]);
  });

  it("treats submit before the last step as 'Volgende'", async () => {
    const answer = await post({ ...first, ...second, step: "0", nav: "submit" });
    expect(answer.data).toMatchObject({ step: 1, outcome: null });
    expect(upstream).toEqual([]);
  });

  it("checks earlier steps again on submit and shows the first that fails", async () => {
    const answer = await post({ ...first, email: "jan@", ...second, step: "1", nav: "submit" });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.step).toBe(0);
    expect(answer.data.reply?.error).toEqual({ email: ["forms.errors.emailInvalid"] });
    expect(upstream).toEqual([]);
  });

  it("posts the applying fields as JSON in the visitor's language", async () => {
    const answer = await post({ ...first, ...second, step: "1", nav: "submit", extra: "x" }, "en");
    expect(answer.data.outcome).toBe("success");
    expect(upstream).toEqual([
      {
        path: "/api/services/forms/trial?lang=en",
        body: {
          name: "Jan",
          email: "jan@example.nl",
          partner: "ja",
          partner_name: "Els",
          level: "b",
          topics: ["music", "drama"],
          terms: true,
        },
      },
    ]);
  });

  it("leaves a hidden field out of the JSON, whatever it still holds", async () => {
    await post({ ...first, partner: "nee", level: "a", terms: "on", step: "1", nav: "submit" });
    expect(upstream[0]?.body).toEqual({
      name: "Jan",
      email: "jan@example.nl",
      partner: "nee",
      level: "a",
      topics: [],
      terms: true,
    });
  });

  it("keeps the answers on a failed call", async () => {
    expectConsoleError(/\[forms\] trial: outcome failure/);
    const answer = await post({
      ...first,
      email: "fout@example.com",
      ...second,
      step: "1",
      nav: "submit",
    });
    expect(answer.data.outcome).toBe("failure");
    expect(answer.data.reply?.initialValue).toMatchObject({ email: "fout@example.com" });
  });

  it("turns the honeypot away without a call", async () => {
    const answer = await post({ ...first, ...second, website: "x", step: "1", nav: "submit" });
    expect(answer.data.outcome).toBe("success");
    expect(upstream).toEqual([]);
  });

  it("counts only the checked step's fields as checked, so later steps show no message yet", async () => {
    const wrong = await post({ ...first, email: "jan@", ...second, step: "0", nav: "next" });
    expect(wrong.data.reply?.fields?.sort()).toEqual(["email", "name", "partner", "partner_name"]);
    const back = await post({ ...first, ...second, step: "1", nav: "back" });
    expect(back.data.reply?.fields).toEqual([]);
    const send = await post({ ...first, ...second, terms: "", step: "1", nav: "submit" });
    expect(send.data.reply?.fields?.sort()).toEqual(["level", "terms", "topics"]);
  });

  it("leaves the step it drew in the load context for the page's title", async () => {
    const page = { data: { page: "proef" }, init: { headers: { "Cache-Control": "no-store" } } };
    const context = {};
    await post({ ...first, email: "", step: "0", nav: "next" }, "nl", context);
    expect(withStepTitleOf(page, context).data).toEqual({
      page: "proef",
      stepTitle: { step: 0, count: 2, name: "Over u", error: true },
    });
    const next = {};
    await post({ ...first, step: "0", nav: "next" }, "en", next);
    expect(withStepTitleOf(page, next).data.stepTitle).toEqual({
      step: 1,
      count: 2,
      name: "Keuze",
      error: false,
    });
    const sent = {};
    await post({ ...first, ...second, step: "1", nav: "submit" }, "nl", sent);
    expect(withStepTitleOf(page, sent).data.stepTitle).toBeNull();
    expect(withStepTitleOf(page, {}).init).toEqual(page.init);
  });

  it("refuses another form's intent", async () => {
    const body = new URLSearchParams({ intent: "callback" });
    const request = new Request(new URL("/pagina/proef", SITE), {
      method: "POST",
      body,
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
    });
    await expect(multiStepAction(request, config, "nl", {})).rejects.toMatchObject({ status: 400 });
  });
});
