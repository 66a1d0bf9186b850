// Once-only submissions through the real actions: a repeat of a submission (same form, key and
// data) makes no second upstream call and gets the first answer; repeats in flight wait for it;
// a failure is not kept; another key or other data is a new submission.
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { MultiStepReply } from "~/forms/multi-step/config";
import type { FormReply } from "~/forms/parts/form";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as pageAction } from "~/routes/page";
import { action as cancelAction } from "~/routes/premiere-cancel";
import { premiereCancelRef } from "../mocks/forms";
import { SITE, testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

/** What the form services answer next, and a gate that holds their answers back. */
let answer: () => Record<string, unknown> = () => ({ code: 200 });
let gate: Promise<void> = Promise.resolve();
const formServices = http.post("*/api/services/forms/*", async () => {
  await gate;
  return HttpResponse.json(answer());
});
const cms = testCms({ first: [formServices] });
beforeEach(() => {
  answer = () => ({ code: 200 });
  gate = Promise.resolve();
});

const KEY = "k3Y-of-a-rendered-form";
const OTHER_KEY = "another-fresh-key-0001";

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(new URL(path, SITE), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

type Answer<R = FormReply> = { data: R; init: ResponseInit | null };
async function page<R = FormReply>(slug: string, fields: Record<string, string>) {
  const result = await pageAction({
    request: post(`/pagina/${slug}`, fields),
    params: { url: slug },
    context: {},
  });
  return result as unknown as Answer<R> | Response;
}
const data = <R>(result: Answer<R> | Response) => (result as Answer<R>).data;

const panel = {
  intent: "panel",
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@example.nl",
  comment: "",
};
const formCalls = () =>
  cms.services().filter((call) => call.path.startsWith("/api/services/forms/"));

describe("a repeated submission", () => {
  it("with the same key and data makes one upstream call and gets the first answer", async () => {
    const first = data(await page("bezoekerspanel", { ...panel, _once: KEY }));
    const again = data(await page("bezoekerspanel", { ...panel, _once: KEY }));
    expect(first.outcome).toBe("success");
    // The kept answer, marked as a repeat: the page says it was already sent.
    expect(again).toEqual({ ...first, repeat: true });
    expect(formCalls()).toHaveLength(1);
  });

  it("without a key is known by its data alone: a replayed body makes no second call", async () => {
    await page("bezoekerspanel", panel);
    const replay = data(await page("bezoekerspanel", panel));
    expect(replay.outcome).toBe("success");
    expect(formCalls()).toHaveLength(1);
  });

  it("with a fresh key and no cookie of the first (another browser) is sent again", async () => {
    await page("bezoekerspanel", { ...panel, _once: KEY });
    await page("bezoekerspanel", { ...panel, _once: OTHER_KEY });
    expect(formCalls()).toHaveLength(2);
  });

  it("with the key of a shared cached page but other data is another visitor's: sent", async () => {
    await page("bezoekerspanel", { ...panel, _once: KEY });
    await page("bezoekerspanel", { ...panel, email: "ben@example.nl", _once: KEY });
    expect(formCalls().map((call) => (call.body as { email: string }).email)).toEqual([
      "anna@example.nl",
      "ben@example.nl",
    ]);
  });

  it("while the first is in flight waits for it: concurrent repeats coalesce", async () => {
    let release: () => void = () => {};
    gate = new Promise((resolve) => (release = resolve));
    const posts = [1, 2, 3].map(() => page("bezoekerspanel", { ...panel, _once: KEY }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = (await Promise.all(posts)).map(data);
    expect(answers.map((reply) => reply.outcome)).toEqual(["success", "success", "success"]);
    expect(formCalls()).toHaveLength(1);
  });

  it("after a failure is sent again, so the visitor can retry", async () => {
    expectConsoleError(/^\[forms\] panel: outcome failure$/);
    answer = () => ({ code: 500 });
    expect(data(await page("bezoekerspanel", { ...panel, _once: KEY })).outcome).toBe("failure");
    answer = () => ({ code: 200 });
    expect(data(await page("bezoekerspanel", { ...panel, _once: KEY })).outcome).toBe("success");
    expect(data(await page("bezoekerspanel", { ...panel, _once: KEY })).outcome).toBe("success");
    expect(formCalls()).toHaveLength(2);
  });

  it("that is invalid is answered 400 each time and never calls upstream", async () => {
    const invalid = { ...panel, email: "geen-adres", _once: KEY };
    for (const _ of [1, 2]) {
      const result = (await page("bezoekerspanel", invalid)) as Answer;
      expect(result.init?.status).toBe(400);
    }
    expect(formCalls()).toEqual([]);
    // The key was not used up: the corrected post is sent.
    await page("bezoekerspanel", { ...panel, _once: KEY });
    expect(formCalls()).toHaveLength(1);
  });
});

describe("a repeated payment donation", () => {
  const payment = "https://cms.test/betaling?ref=first";
  const donation = {
    intent: "donation",
    donationAmount: "25",
    firstName: "Anna",
    lastName: "de Vries",
    email: "anna@example.nl",
    _once: KEY,
  };

  it("goes to the first payment page, without JS (303) and with it (data)", async () => {
    let reference = 0;
    answer = () => ({
      code: 200,
      url: `https://cms.test/betaling?ref=${++reference === 1 ? "first" : "second"}`,
    });
    const plain = (await page("doneren", donation)) as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(payment);
    const again = (await page("doneren", donation)) as Response;
    expect(again.headers.get("location")).toBe(payment);
    const scripted = data(await page("doneren", { ...donation, _script: "1" }));
    expect(scripted).toMatchObject({ outcome: "success", redirect: payment });
    expect(formCalls()).toHaveLength(1);
  });
});

const party = {
  intent: "party",
  step: "2",
  nav: "submit",
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@example.nl",
  attendance: "no",
  _once: KEY,
};

describe("a repeated multi-step submit", () => {
  it("sends the final submit once; the steps before it never call", async () => {
    await page("party", { ...party, step: "0", nav: "next" });
    const first = data(await page<MultiStepReply>("party", party));
    const again = data(await page<MultiStepReply>("party", party));
    expect(first.outcome).toBe("success");
    expect(again).toEqual({ ...first, repeat: true });
    expect(formCalls()).toHaveLength(1);
  });

  it("keeps no failure", async () => {
    expectConsoleError(/^\[forms\] party: outcome failure$/);
    answer = () => ({ code: 500 });
    await page("party", party);
    answer = () => ({ code: 200 });
    expect(data(await page<MultiStepReply>("party", party)).outcome).toBe("success");
    expect(formCalls()).toHaveLength(2);
  });
});

describe("the other forms that call a service", () => {
  it("the footer sign-up: a replayed plain post makes no second call", async () => {
    const fields = {
      intent: "newsletter-footer",
      locale: "nl",
      email: "anna@example.nl",
      _once: KEY,
    };
    const headers = { referer: `${SITE}/agenda` };
    for (const _ of [1, 2]) {
      const result = (await newsletterAction({
        request: post("/nieuwsbrief/aanmelden", fields, headers),
        params: {},
        context: {},
      })) as Response;
      expect(result.headers.get("location")).toBe("/agenda?nieuwsbrief=success#nieuwsbrief");
    }
    expect(cms.services().filter((call) => call.path.includes("/newsletter/"))).toHaveLength(1);
  });

  it("the newsletter page form", async () => {
    const fields = {
      intent: "newsletter-subscribe",
      email: "anna@example.nl",
      lists: "all",
      _once: KEY,
    };
    await page("aanmelden-nieuwsbrief", fields);
    expect(data(await page("aanmelden-nieuwsbrief", fields)).outcome).toBe("success");
    expect(cms.services().filter((call) => call.path.includes("/newsletter/"))).toHaveLength(1);
  });

  it("the premiere cancel form", async () => {
    const ref = premiereCancelRef("jan@example.nl", "Première De Grote Musical");
    const cancel = async () =>
      (await cancelAction({
        request: post(`/premiere-afmelden?ref=${ref}`, {
          intent: "premiere-cancel",
          comment: "",
          _once: KEY,
        }),
        params: {},
        context: {},
      })) as unknown as Answer;
    expect((await cancel()).data.outcome).toBe("success");
    expect((await cancel()).data.outcome).toBe("success");
    expect(formCalls()).toHaveLength(1);
  });

  it("the diploma order's follow-up subscription is part of the one submission", async () => {
    const order = {
      intent: "diploma",
      name: "Jan",
      customer_id: "12345",
      email: "jan@example.nl",
      subscribe: "on",
      amount_0: "1",
      _once: KEY,
    };
    const first = data(await page("c-diploma", order));
    expect(first.outcome).toBe("success");
    await page("c-diploma", order);
    expect(cms.services().map((call) => call.path)).toEqual([
      "/api/services/forms/c-diploma",
      "/api/services/newsletter/subscribe",
    ]);
  });
});

describe("one intention across tabs and Back (the browser's signed cookie)", () => {
  /** A post from a tab with its own key and the browser's cookies; its data and its cookie. */
  async function fromTab<R = FormReply>(
    slug: string,
    fields: Record<string, string>,
    cookie?: string,
  ) {
    const result = (await pageAction({
      request: post(`/pagina/${slug}`, fields, cookie ? { cookie } : {}),
      params: { url: slug },
      context: {},
    })) as unknown as Answer<R>;
    const set = new Headers(result.init?.headers).get("set-cookie");
    return { data: result.data, cookie: set?.split(";")[0] };
  }

  it("a second tab (another key, the same cookie and data) gets the first answer without a call", async () => {
    const first = await fromTab("bezoekerspanel", { ...panel, _once: KEY });
    const second = await fromTab("bezoekerspanel", { ...panel, _once: OTHER_KEY }, first.cookie);
    expect(first.data.outcome).toBe("success");
    expect(second.data).toEqual({ ...first.data, repeat: true });
    expect(formCalls()).toHaveLength(1);
  });

  it("a re-send after the answer with a fresh key gets the first answer; other data is sent", async () => {
    const first = await fromTab("bezoekerspanel", { ...panel, _once: KEY });
    const late = await fromTab(
      "bezoekerspanel",
      { ...panel, _once: "rendered-again-key-003" },
      first.cookie,
    );
    expect(late.data.repeat).toBe(true);
    expect(formCalls()).toHaveLength(1);
    const other = await fromTab(
      "bezoekerspanel",
      { ...panel, email: "bram@example.nl", _once: "rendered-again-key-004" },
      first.cookie,
    );
    expect(other.data.outcome).toBe("success");
    expect(other.data.repeat).toBeUndefined();
    expect(formCalls()).toHaveLength(2);
  });

  it("a failure is not kept: the same data from the other tab is sent again", async () => {
    expectConsoleError(/^\[forms\] panel: outcome failure$/);
    answer = () => ({ code: 500 });
    const first = await fromTab("bezoekerspanel", { ...panel, _once: KEY });
    expect(first.data.outcome).toBe("failure");
    answer = () => ({ code: 200 });
    const retry = await fromTab("bezoekerspanel", { ...panel, _once: OTHER_KEY }, first.cookie);
    expect(retry.data.outcome).toBe("success");
    expect(retry.data.repeat).toBeUndefined();
    expect(formCalls()).toHaveLength(2);
  });

  it("a multi-step final submit from a second tab is the first one's", async () => {
    const first = await fromTab<MultiStepReply>("party", party);
    const second = await fromTab<MultiStepReply>(
      "party",
      { ...party, _once: OTHER_KEY },
      first.cookie,
    );
    expect(first.data.outcome).toBe("success");
    expect(second.data).toEqual({ ...first.data, repeat: true });
    expect(formCalls()).toHaveLength(1);
  });
});
