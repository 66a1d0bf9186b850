// Hostile form posts (huge field indexes, oversized bodies, too many fields, wrong methods, types
// or origins): refused before parsing, cheaply, never echoed, never cached; the CMS is not called.
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as pageAction } from "~/routes/page";
import { FORM_BODY_LIMIT, FORM_FIELD_LIMIT } from "~/services/forms/form-body.server";
import { handlers } from "../mocks/handlers";
import { thrown } from "./support/cms";

const SITE = "https://www.theater-amsterdam.example";
let serviceCalls = 0;
const server = setupServer(
  http.post("*/api/services/*", () => {
    serviceCalls++;
    return HttpResponse.json({ code: 200, status: "ok" });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  serviceCalls = 0;
});
afterAll(() => server.close());

type Answer = { data: FormReply; init: ResponseInit | null };
const FORM_TYPE = "application/x-www-form-urlencoded";

function post(
  path: string,
  body: BodyInit | null,
  headers: Record<string, string> = {},
  method = "POST",
) {
  return new Request(new URL(path, SITE), {
    method,
    body,
    headers: { origin: SITE, "content-type": FORM_TYPE, ...headers },
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function page(slug: string, request: Request, context: Record<string, unknown> = {}) {
  return (await pageAction({ request, params: { url: slug }, context })) as unknown as Answer;
}

describe("field indexes and unknown fields", () => {
  it("answers a huge array index at once with a 400 that does not echo it", async () => {
    // Which forms a page takes depends on the page (its fund flag), so the first post loads it
    // from the demo CMS; that cold load is done first, so only the hostile post is timed.
    await page("terugbelverzoek", post("/pagina/terugbelverzoek", "intent=callback"));
    const started = performance.now();
    const answer = await page(
      "terugbelverzoek",
      post("/pagina/terugbelverzoek", "intent=callback&foo[99999999]=1&name[5000000]=x"),
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(answer.init?.status).toBe(400);
    const reply = JSON.stringify(answer.data);
    expect(reply).not.toContain("foo");
    expect(reply.length).toBeLessThan(2_000);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
    expect(serviceCalls).toBe(0);
  });

  it("drops an indexed copy of a declared field on the diploma and newsletter forms", async () => {
    const diploma = await page(
      "c-diploma",
      post("/pagina/c-diploma", "intent=diploma&events[99999999]=1&amount_0[9999999]=2"),
    );
    expect(diploma.init?.status).toBe(400);
    expect(JSON.stringify(diploma.data)).not.toMatch(/events|99999/);

    const footer = (await newsletterAction({
      request: post(
        "/nieuwsbrief/aanmelden",
        "intent=newsletter-footer&mode=fetch&email=a%40example.nl&subscriptions[99999999]=x",
      ),
      params: {},
      context: {},
    })) as unknown as Answer;
    expect(JSON.stringify(footer.data)).not.toContain("99999999");
  });
});

describe("body size and field count", () => {
  it("refuses a declared length over the limit without reading the body (413)", async () => {
    const body = "x".repeat(FORM_BODY_LIMIT + 1);
    const response = await thrown(page("terugbelverzoek", post("/pagina/terugbelverzoek", body)));
    expect(response.status).toBe(413);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("stops reading a streamed body at the limit (413)", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16_384;
        controller.enqueue(new TextEncoder().encode("a".repeat(16_384)));
      },
    });
    const response = await thrown(
      page("terugbelverzoek", post("/pagina/terugbelverzoek", endless)),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(FORM_BODY_LIMIT * 2);
  });

  it(`refuses more than ${FORM_FIELD_LIMIT} fields (413) but takes a full real form`, async () => {
    const many = Array.from({ length: FORM_FIELD_LIMIT + 1 }, (_, i) => `f${i}=1`).join("&");
    const response = await thrown(page("terugbelverzoek", post("/pagina/terugbelverzoek", many)));
    expect(response.status).toBe(413);
    expect(serviceCalls).toBe(0);
  });
});

describe("methods, content types and origins", () => {
  it.each(["text/plain", "application/json", "application/xml", "multipart/form-data; boundary=x"])(
    "answers %s with 415",
    async (type) => {
      const request = post("/pagina/terugbelverzoek", "intent=callback", { "content-type": type });
      const response = await thrown(page("terugbelverzoek", request));
      expect(response.status).toBe(415);
    },
  );

  it("answers a missing content type with 415", async () => {
    const request = new Request(new URL("/pagina/terugbelverzoek", SITE), {
      method: "POST",
      headers: { origin: SITE },
    });
    expect((await thrown(page("terugbelverzoek", request))).status).toBe(415);
  });

  it.each(["PUT", "PATCH", "DELETE"])("answers %s with 405 and Allow", async (method) => {
    const request = post("/pagina/contact", "intent=callback", {}, method);
    const response = await thrown(page("contact", request));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
  });

  it("answers a post to a page without a form with 405", async () => {
    const response = await thrown(page("contact", post("/pagina/contact", "intent=callback")));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("refuses a cross-origin post with 403, and takes the server's verdict from the load context", async () => {
    const foreign = post("/pagina/terugbelverzoek", "intent=callback", {
      origin: "https://evil.example",
    });
    expect((await thrown(page("terugbelverzoek", foreign))).status).toBe(403);
    const judged = post("/pagina/terugbelverzoek", "intent=callback", { origin: SITE });
    const cross = { originVerdict: "cross" };
    expect((await thrown(page("terugbelverzoek", judged, cross))).status).toBe(403);
  });

  it("never takes a verdict from a request header, whatever it says", async () => {
    const forged = post("/pagina/terugbelverzoek", "intent=callback", {
      origin: "https://evil.example",
      "x-site-origin-verdict": "same",
    });
    expect((await thrown(page("terugbelverzoek", forged))).status).toBe(403);
    const footer = new Request(`${SITE}/nieuwsbrief/aanmelden`, {
      method: "POST",
      body: "email=a%40b.nl",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "https://evil.example/",
        "x-site-origin-verdict": "same",
      },
    });
    const answer = thrown(newsletterAction({ request: footer, params: {}, context: {} }));
    expect((await answer).status).toBe(403);
    expect(serviceCalls).toBe(0);
  });

  it("refuses the footer sign-up's odd content types and methods too", async () => {
    const json = post("/nieuwsbrief/aanmelden", '{"email":"a@b.nl"}', {
      "content-type": "application/json",
    });
    const put = post("/nieuwsbrief/aanmelden", "email=a%40b.nl", {}, "PUT");
    const args = (request: Request) => newsletterAction({ request, params: {}, context: {} });
    expect((await thrown(args(json))).status).toBe(415);
    expect((await thrown(args(put))).status).toBe(405);
    expect(serviceCalls).toBe(0);
  });
});
