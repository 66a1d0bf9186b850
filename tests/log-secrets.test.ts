// No visitor secret reaches a log line: real requests through the HTTP server and Remix (the
// site's own modules, tests/support/in-process-build.ts) against the demo CMS, some of them made
// to fail so the failure paths log too, and the captured JSON lines searched for every secret.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import { HttpResponse, http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILING_DEMO_EMAIL } from "../mocks/forms";
import { createServerApp } from "../server/app";
import { type Observability, startObservability } from "../server/observability";
import { routeIdResolver } from "../server/route-ids";
import { SITE, testCms } from "./support/cms";
import { inProcessBuild } from "./support/in-process-build";
import { captureLog } from "./support/log-capture";

const SUBSCRIBER = "geheim.adres@example.nl";
const TOKEN = "tok-3f9a2c71e8d54b06";
const REF = "ref-77c1e0d9a4b2";
const REFERRAL = "partner-5be2d8";
const SESSION = "sess-91d3a6f0c2e7";
const SECRETS = [SUBSCRIBER, FAILING_DEMO_EMAIL, TOKEN, REF, REFERRAL, SESSION];

testCms({
  first: [
    // The test's own requests to the site, not to the CMS.
    http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
    // The confirmation, an editor's preview and the payment lookup fail, so their failure lines
    // are written too.
    http.patch(/\/api\/services\/newsletter\//, () => HttpResponse.json({}, { status: 500 })),
    http.get(/\/api\/render\//, ({ request }) =>
      request.headers.get("cookie")?.includes(SESSION)
        ? HttpResponse.json({ error: "down" }, { status: 502 })
        : undefined,
    ),
    http.get(/\/api\/services\/forms\/eenmalige-donatie\//, () =>
      HttpResponse.json({ error: "down" }, { status: 500 }),
    ),
  ],
});

let server: Server;
let base = "";
let observability: Observability;

beforeAll(async () => {
  observability = await startObservability({});
  const build = inProcessBuild();
  const app = createServerApp({
    siteUrl: SITE,
    trustForwardedHost: false,
    routeIdOf: routeIdResolver(build.routes),
    remix: createRequestHandler({ build, mode: "production" }),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await observability.stop();
  await new Promise((resolve) => server.close(resolve));
});

/** A person's browser. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

/** One request from a browser, its answer read to the end before the next is made. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { "user-agent": BROWSER, ...(init.headers as Record<string, string>) };
  const answer = await fetch(`${base}${path}`, { redirect: "manual", ...init, headers });
  await answer.arrayBuffer();
  return answer;
}

const footerPost = (email: string) =>
  send("/nieuwsbrief/aanmelden", {
    method: "POST",
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "newsletter-footer", locale: "nl", email }),
  });

type Line = Record<string, unknown> & { msg: string; level: string };

describe("the log during a mix of requests that carry secrets", () => {
  it("holds none of them, and says what failed under the failing request's id", async () => {
    const log = captureLog();
    const answers: Response[] = [];
    try {
      answers.push(await footerPost(SUBSCRIBER));
      answers.push(await footerPost(FAILING_DEMO_EMAIL));
      // The confirmation's button: only its POST spends the token (decision 0024).
      answers.push(
        await send(`/bevestigen?actie=nieuwsbrief-aanmelden&token=${TOKEN}`, {
          method: "POST",
          headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
          body: "",
        }),
      );
      answers.push(await send(`/donatie/bedankt?ref=${REF}`));
      answers.push(await send(`/voorstelling/hamlet?r=${REFERRAL}`));
      answers.push(
        await send("/pagina/contact", { headers: { cookie: `cms_session=${SESSION}` } }),
      );
      // The access line is written once the answer is finished on the server's side.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      log.stop();
    }

    const text = log.lines.join("");
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(SUBSCRIBER));

    const lines = log.lines.map((line) => JSON.parse(line) as Line);
    const access = lines.filter((line) => line.msg === "request");
    expect(access.map((line) => [line.method, line.route, line.path, line.query])).toEqual([
      ["POST", "newsletterSignup.nl", "/nieuwsbrief/aanmelden", []],
      ["POST", "newsletterSignup.nl", "/nieuwsbrief/aanmelden", []],
      ["POST", "newsletterConfirm.nl", "/bevestigen", ["actie", "token"]],
      ["GET", "donationReturn.nl", "/donatie/bedankt", ["ref"]],
      ["GET", "production.nl", "/voorstelling/hamlet", ["r"]],
      ["GET", "page.nl", "/pagina/contact", []],
    ]);
    // Each answer names the id its lines carry.
    expect(access.map((line) => line.reqId)).toEqual(
      answers.map((answer) => answer.headers.get("x-request-id")),
    );

    // The failures were logged (so the search above looked at them), each under its request.
    const failures = lines.filter((line) => line.level === "error");
    const idOf = (index: number) => access[index]?.reqId;
    const failed = (index: number) => failures.filter((line) => line.reqId === idOf(index));
    expect(failed(1).map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^\[forms\] POST \/api\/services\/newsletter\/subscribe failed/),
    );
    expect(failed(2).map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^\[forms\] PATCH \/api\/services\/newsletter\/subscribe failed/),
    );
    expect(failed(3).map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^\[donations\] payment lookup failed/),
    );
    expect(failed(5)).toContainEqual(
      expect.objectContaining({ event: "cms-failure", endpoint: "render", path: "pagina/contact" }),
    );
  });
});
