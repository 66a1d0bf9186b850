// The newsletter forms' server side against the demo CMS (msw in-process): the exact upstreamCalls()
// request for valid input, none for invalid input, the honeypot or a cross-origin post.
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as signupAction } from "~/routes/newsletter";
import { action as pageAction } from "~/routes/page";
import { FAILING_DEMO_EMAIL } from "../mocks/forms";
import { newsletterService } from "../mocks/newsletter";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const cms = testCms();
const server = cms.server;
/** Every call to the CMS, by path without the query. */
const upstreamCalls = () =>
  cms.calls.map(({ method, url, body }) => ({ method, path: url.pathname, body }));

beforeEach(() => newsletterService.clear());

function post(path: string, fields: [string, string][], headers: Record<string, string> = {}) {
  const body = new URLSearchParams(fields);
  return new Request(new URL(path, SITE), {
    method: "POST",
    body,
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

type Answer = { data: FormReply; init: ResponseInit | null };
async function page(url: string, fields: [string, string][], headers?: Record<string, string>) {
  const prefix = url.startsWith("en/") ? "/en/page/" : "/pagina/";
  const slug = url.replace(/^en\//, "");
  const request = post(`${prefix}${slug}`, fields, headers);
  return (await pageAction({ request, params: { url: slug }, context: {} })) as unknown as Answer;
}

describe("newsletter page action", () => {
  it("posts email and the Dutch lists to the subscribe service", async () => {
    const answer = await page("aanmelden-nieuwsbrief", [
      ["intent", "newsletter-subscribe"],
      ["email", "jan@example.nl"],
      ["lists", "new_in_sales"],
      ["lists", "all"],
    ]);
    expect(upstreamCalls()).toEqual([
      {
        method: "POST",
        path: "/api/services/newsletter/subscribe",
        body: { email: "jan@example.nl", subscriptions: ["nieuw_in_verkoop", "nieuwsbrief"] },
      },
    ]);
    expect(answer.data.outcome).toBe("success");
    expect(newsletterService.mails()[0]?.email).toBe("jan@example.nl");
  });

  it("posts the English lists to the unsubscribe service", async () => {
    await page("en/unsubscribe", [
      ["intent", "newsletter-unsubscribe"],
      ["email", "ann@example.com"],
      ["lists", "bookings_for_groups"],
    ]);
    expect(upstreamCalls()).toEqual([
      {
        method: "POST",
        path: "/api/services/newsletter/unsubscribe",
        body: { email: "ann@example.com", subscriptions: ["bookings_for_groups"] },
      },
    ]);
  });

  it("the service-mail page unsubscribes from the service list", async () => {
    await page("afmelden-servicemailing", [
      ["intent", "servicemail-unsubscribe"],
      ["email", "jan@example.nl"],
      ["lists", "servicemail"],
    ]);
    expect(upstreamCalls()[0]?.body).toEqual({
      email: "jan@example.nl",
      subscriptions: ["servicemail_nl"],
    });
  });

  it("answers 400 with field errors and calls nothing on invalid input", async () => {
    const answer = await page("aanmelden-nieuwsbrief", [
      ["intent", "newsletter-subscribe"],
      ["email", "geen adres"],
    ]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.outcome).toBeNull();
    expect(answer.data.reply?.error).toMatchObject({
      email: ["forms.errors.emailInvalid"],
      lists: ["forms.errors.listsRequired"],
    });
    expect(answer.data.reply?.initialValue).toMatchObject({ email: "geen adres" });
    expect(upstreamCalls()).toEqual([]);
  });

  it("pretends success to a filled honeypot and calls nothing", async () => {
    const answer = await page("aanmelden-nieuwsbrief", [
      ["intent", "newsletter-subscribe"],
      ["email", "bot@example.nl"],
      ["lists", "all"],
      ["website", "http://spam.example"],
    ]);
    expect(answer.data.outcome).toBe("success");
    expect(upstreamCalls()).toEqual([]);
  });

  it("refuses a cross-origin post with 403", async () => {
    const attempt = page(
      "aanmelden-nieuwsbrief",
      [
        ["intent", "newsletter-subscribe"],
        ["email", "jan@example.nl"],
        ["lists", "all"],
      ],
      { origin: "https://evil.example" },
    );
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    expect(upstreamCalls()).toEqual([]);
  });

  it("keeps the typed values and reports failure when the service fails", async () => {
    expectConsoleError(
      /\[forms\] POST \/api\/services\/newsletter\/subscribe failed/,
      /\[forms\] newsletter-subscribe: outcome failure/,
    );
    server.use(
      http.post("*/api/services/newsletter/subscribe", () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const answer = await page("aanmelden-nieuwsbrief", [
      ["intent", "newsletter-subscribe"],
      ["email", "jan@example.nl"],
      ["lists", "all"],
    ]);
    expect(answer.data.outcome).toBe("failure");
    expect(answer.data.reply?.initialValue).toMatchObject({ email: "jan@example.nl" });
  });

  it("reads status expired as expired", async () => {
    expectConsoleError(/\[forms\] newsletter-subscribe: outcome expired/);
    server.use(
      http.post("*/api/services/newsletter/subscribe", () =>
        HttpResponse.json({ status: "expired" }),
      ),
    );
    const answer = await page("aanmelden-nieuwsbrief", [
      ["intent", "newsletter-subscribe"],
      ["email", "jan@example.nl"],
      ["lists", "all"],
    ]);
    expect(answer.data.outcome).toBe("expired");
  });
});

describe("footer sign-up resource route", () => {
  const signup = (fields: [string, string][], headers?: Record<string, string>) =>
    signupAction({
      request: post("/nieuwsbrief/aanmelden", fields, headers),
      params: {},
      context: {},
    });

  it("subscribes to the general list and redirects back without JS", async () => {
    const response = (await signup(
      [
        ["intent", "newsletter-footer"],
        ["locale", "en"],
        ["email", "ann@example.com"],
      ],
      { referer: `${SITE}/en/calendar?x=1` },
    )) as Response;
    expect(upstreamCalls()).toEqual([
      {
        method: "POST",
        path: "/api/services/newsletter/subscribe",
        body: { email: "ann@example.com", subscriptions: ["newsletter"] },
      },
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "/en/calendar?x=1&nieuwsbrief=success#nieuwsbrief",
    );
  });

  it("subscribes to the fund list when the fund page's footer says so", async () => {
    await signup(
      [
        ["intent", "newsletter-footer"],
        ["locale", "nl"],
        ["list", "fund"],
        ["email", "ann@example.com"],
      ],
      { referer: `${SITE}/pagina/carrefonds` },
    );
    expect(upstreamCalls()).toEqual([
      {
        method: "POST",
        path: "/api/services/newsletter/subscribe",
        body: { email: "ann@example.com", subscriptions: ["carrefonds_nl"] },
      },
    ]);
  });

  it("is one sign-up from a second tab (another form key, the browser's once-only cookie)", async () => {
    const fields = (key: string): [string, string][] => [
      ["intent", "newsletter-footer"],
      ["locale", "nl"],
      ["email", "tabs@example.nl"],
      ["_once", key],
    ];
    const first = (await signup(fields("tab-one-key-0000000001"), {
      referer: `${SITE}/agenda`,
    })) as Response;
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith("ta_once="));
    expect(cookie).toBeDefined();
    const second = (await signup(fields("tab-two-key-0000000002"), {
      referer: `${SITE}/agenda`,
      cookie: cookie?.split(";")[0] ?? "",
    })) as Response;
    expect(second.headers.get("location")).toBe("/agenda?nieuwsbrief=success#nieuwsbrief");
    expect(upstreamCalls()).toHaveLength(1);
    // Without the cookie (another browser), another tab's key is another sign-up.
    await signup(fields("tab-three-key-000000003"), { referer: `${SITE}/agenda` });
    expect(upstreamCalls()).toHaveLength(2);
  });

  it("keeps a failed address in a flash cookie, never in the URL", async () => {
    const response = (await signup(
      [
        ["intent", "newsletter-footer"],
        ["locale", "nl"],
        ["email", FAILING_DEMO_EMAIL],
      ],
      { referer: `${SITE}/agenda?email=oud%40example.com` },
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/agenda?nieuwsbrief=failure#nieuwsbrief");
    expect(response.headers.getSetCookie()).toContain(
      "signup_email=fout%40example.com; Max-Age=60; Path=/; HttpOnly; SameSite=Strict; Secure",
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expectConsoleError(/newsletter-footer: outcome failure/, /newsletter/);
  });

  it("goes back only to a path on this site, whatever the Referer says", async () => {
    for (const referer of [
      `${SITE}//evil.example/x`,
      `${SITE}/.//evil.example/x`,
      "https://evil.example/pagina/x",
    ]) {
      const response = (await signup(
        [
          ["intent", "newsletter-footer"],
          ["locale", "en"],
          ["email", "ann@example.com"],
        ],
        { referer },
      )) as Response;
      expect([referer, response.headers.get("location")]).toEqual([
        referer,
        "/en?nieuwsbrief=success#nieuwsbrief",
      ]);
    }
  });

  it("sends nothing for an empty e-mail", async () => {
    const answer = (await signup([
      ["intent", "newsletter-footer"],
      ["email", ""],
      ["mode", "fetch"],
    ])) as unknown as Answer;
    expect(answer.data.outcome).toBeNull();
    expect(upstreamCalls()).toEqual([]);
  });
});
