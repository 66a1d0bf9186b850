// The newsletter, premiere, panel and prize-draw confirmations and the premiere cancel page
// against the demo CMS (msw in-process): the exact upstream request, the outcome, that only the
// button's POST confirms (never a GET, whatever its User-Agent), one call per token, the refusals
// and the premiere names the page will show.
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as confirmAction, loader as confirmLoader } from "~/routes/confirmation";
import {
  action as newsletterAction,
  loader as newsletterLoader,
} from "~/routes/newsletter-confirm";
import { action as cancelAction, loader as cancelLoader } from "~/routes/premiere-cancel";
import { forgetConfirmations } from "~/services/forms/confirm-once.server";
import { formsService, premiereCancelRef, premiereSignature } from "../mocks/forms";
import { newsletterService } from "../mocks/newsletter";
import { testCms } from "./support/cms";
import { consoleErrors, expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const cms = testCms();
const server = cms.server;
/** Calls to the services API; the layout's (cached) render calls are left out. */
const services = cms.services;

beforeEach(() => {
  formsService.clear();
  newsletterService.clear();
  forgetConfirmations();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (path: string, ua: string | null = BROWSER, init: RequestInit = {}) =>
  new Request(new URL(path, SITE), {
    ...init,
    headers: { ...(ua === null ? {} : { "user-agent": ua }), ...(init.headers ?? {}) },
  });

function post(path: string, fields: [string, string][], headers: Record<string, string> = {}) {
  return new Request(new URL(path, SITE), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

async function signUp(form: string, body: Record<string, unknown>) {
  const response = await fetch(`http://cms.test/api/services/forms/${form}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(await response.json()).toEqual({ code: 200 });
  const mail = formsService.mails()[0];
  if (!mail) throw new Error("no mail");
  cms.calls.length = 0;
  return mail;
}

type Loaded = {
  kind: string;
  action: string | null;
  result?: unknown;
  shell: { alternate: string | null; layout: { footerColumns: unknown[] } };
};
const load = async (path: string, ua?: string | null, init?: RequestInit) =>
  (await confirmLoader({
    request: get(path, ua, init),
    params: {},
    context: {},
  })) as unknown as Loaded;
const loadNewsletter = async (path: string, ua?: string | null, init?: RequestInit) =>
  (await newsletterLoader({
    request: get(path, ua, init),
    params: {},
    context: {},
  })) as unknown as Loaded;
const press = async (path: string, headers: Record<string, string> = {}) =>
  (await confirmAction({ request: post(path, [], headers), params: {}, context: {} })) as {
    result: string;
  };
const pressNewsletter = async (path: string) =>
  (await newsletterAction({ request: post(path, []), params: {}, context: {} })) as {
    result: string;
  };
const serviceLines = () => services().map((u) => `${u.method} ${u.path}`);

describe("confirmation pages", () => {
  it("premiere: the page confirms nothing; the press PATCHes the token and answers success", async () => {
    const mail = await signUp("premiere/signup", {
      email: "jan@example.nl",
      people_amount: 2,
      start_time: "19:30",
      comment: "",
      premiere_name: "Première De Grote Musical",
    });
    const path = `/premiere-bevestigen?token=${mail.token}&action=signup`;
    const loaded = await load(path);
    expect(loaded).toMatchObject({ kind: "premiere", action: "signup" });
    expect(loaded.result).toBeUndefined();
    expect(services()).toEqual([]);
    expect((await press(path)).result).toBe("success");
    expect(services()).toEqual([
      { method: "PATCH", path: `/api/services/forms/premiere/signup/${mail.token}`, body: null },
    ]);
    expect(loaded.shell.alternate).toBeNull();
    expect(loaded.shell.layout.footerColumns.length).toBeGreaterThan(0);
  });

  it("panel: the demo token verlopen is expired", async () => {
    expect((await press("/panel-bevestigen?token=verlopen&action=signup")).result).toBe("expired");
    expect(services()).toEqual([
      { method: "PATCH", path: "/api/services/forms/panel/signup/verlopen", body: null },
    ]);
  });

  it("prize draw: Dutch and English paths confirm the oscar token once; the switch keeps it", async () => {
    const mail = await signUp("oscar?lang=en", {
      first_name: "Ann",
      last_name: "Smith",
      email: "ann@example.com",
      desired_date: "2099-09-01",
      amount_of_tickets: 2,
      agree_to_optin: true,
    });
    const en = await load(`/cultuurbank-confirm?token=${mail.token}`);
    expect(en.kind).toBe("prizeDraw");
    expect(en.shell.alternate).toBe(`/cultuurbank-bevestigen?token=${mail.token}`);
    expect((await press(`/cultuurbank-confirm?token=${mail.token}`)).result).toBe("success");
    const nl = await load(`/cultuurbank-bevestigen?token=${mail.token}`);
    expect(nl.shell.alternate).toBe(`/cultuurbank-confirm?token=${mail.token}`);
    expect((await press(`/cultuurbank-bevestigen?token=${mail.token}`)).result).toBe("success");
    // A press in the other language spends the same token: answered without a second call.
    expect(serviceLines()).toEqual([`PATCH /api/services/forms/oscar/${mail.token}`]);
  });

  it("an answer without a status, or a failed call, is failure and logged", async () => {
    expectConsoleError(
      /^\[forms\] prizeDraw confirmation: answer without a status$/,
      /^\[forms\] PATCH \/api\/services\/forms\/oscar failed: /,
    );
    server.use(http.patch("*/api/services/forms/oscar/:token", () => HttpResponse.json({})));
    expect((await press("/cultuurbank-bevestigen?token=abc")).result).toBe("failure");
    server.use(http.patch("*/api/services/forms/oscar/:token", () => HttpResponse.error()));
    forgetConfirmations();
    expect((await press("/cultuurbank-bevestigen?token=abc")).result).toBe("failure");
    expect(consoleErrors()).toHaveLength(2);
  });

  it("a missing, repeated or malformed token is the 404 screen, without a call", async () => {
    for (const path of [
      "/premiere-bevestigen?action=signup",
      "/panel-bevestigen?token=a&token=b",
      "/cultuurbank-confirm?token=a%2Fb",
    ]) {
      await expect(load(path)).rejects.toMatchObject({ status: 404 });
      await expect(press(path)).rejects.toMatchObject({ status: 404 });
    }
    expect(services()).toEqual([]);
  });

  it("the button's POST confirms from the site only", async () => {
    const path = "/premiere-bevestigen?token=verlopen&action=cancel";
    await expect(press(path, { origin: "https://evil.example" })).rejects.toMatchObject({
      status: 403,
    });
    expect(services()).toEqual([]);
    expect((await press(path)).result).toBe("expired");
    expect(serviceLines()).toEqual(["PATCH /api/services/forms/premiere/signup/verlopen"]);
  });
});

describe("opening a link spends nothing, whoever opens it", () => {
  const paths = [
    "/premiere-bevestigen?token=tok-1&action=signup",
    "/panel-bevestigen?token=tok-2&action=signup",
    "/cultuurbank-bevestigen?token=tok-3",
    "/cultuurbank-confirm?token=tok-4",
  ];
  const newsletterPaths = [
    "/bevestigen?actie=nieuwsbrief-aanmelden&token=tok-5",
    "/en/confirm?action=newsletter-unsubscribe&token=tok-6",
  ];
  // A mail scanner announces itself as a browser: Chrome's own User-Agent, in every mode.
  const SAFARI_IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

  it("a GET with Chrome's User-Agent makes 0 upstream calls on all six routes; the POST makes 1", async () => {
    for (const path of paths) expect((await load(path, BROWSER)).result).toBeUndefined();
    for (const path of newsletterPaths) {
      expect((await loadNewsletter(path, BROWSER)).result).toBeUndefined();
    }
    expect(services()).toEqual([]);
    // The demo service does not know these tokens: it answers expired, after one call each.
    expect((await press(paths[0] ?? "")).result).toBe("expired");
    expect(serviceLines()).toEqual(["PATCH /api/services/forms/premiere/signup/tok-1"]);
    expect((await pressNewsletter(newsletterPaths[0] ?? "")).result).toBe("expired");
    expect(services()).toHaveLength(2);
  });

  it("nor HEAD, any other User-Agent, a crawler or a prefetch", async () => {
    const prefetch = { headers: { "sec-purpose": "prefetch" } };
    for (const ua of [null, "", "curl/8.5.0", GOOGLEBOT, SAFARI_IPHONE, BROWSER]) {
      for (const path of paths) {
        await load(path, ua);
        await load(path, ua, { method: "HEAD" });
        await load(path, ua, prefetch);
      }
      for (const path of newsletterPaths) {
        await loadNewsletter(path, ua);
        await loadNewsletter(path, ua, { method: "HEAD" });
      }
    }
    expect(services()).toEqual([]);
  });

  it("a double press, a reload of the page and a re-sent POST make one call", async () => {
    const mail = await signUp("panel/signup", {
      firstName: "Jan",
      lastName: "Jansen",
      email: "jan@example.nl",
      comment: "",
    });
    const path = `/panel-bevestigen?token=${mail.token}&action=signup`;
    const [first, second] = await Promise.all([press(path), press(path)]);
    expect([first.result, second.result]).toEqual(["success", "success"]);
    await load(path);
    expect((await press(path)).result).toBe("success");
    expect(serviceLines()).toEqual([`PATCH /api/services/forms/panel/signup/${mail.token}`]);
  });

  it("a failed call is tried again after a few seconds, not within the same press", async () => {
    expectConsoleError(/^\[forms\] PATCH \/api\/services\/forms\/oscar failed: /);
    server.use(http.patch("*/api/services/forms/oscar/:token", () => HttpResponse.error()));
    const path = "/cultuurbank-bevestigen?token=abc";
    const presses = await Promise.all([press(path), press(path)]);
    expect(presses.map((p) => p.result)).toEqual(["failure", "failure"]);
    expect((await press(path)).result).toBe("failure");
    expect(services()).toHaveLength(1);
  });
});

describe("newsletter confirmation", () => {
  async function subscribed(email: string) {
    const response = await fetch("http://cms.test/api/services/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, subscriptions: ["nieuwsbrief"] }),
    });
    expect(response.ok).toBe(true);
    const token = newsletterService.mails()[0]?.token ?? "";
    cms.calls.length = 0;
    return token;
  }

  it("the press PATCHes the token; the page is in the site's layout", async () => {
    const path = "/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen";
    const loaded = await loadNewsletter(path);
    expect(loaded.kind).toBe("subscribe");
    expect(loaded.shell.layout.footerColumns.length).toBeGreaterThan(0);
    expect(services()).toEqual([]);
    expect((await pressNewsletter(path)).result).toBe("expired");
    expect(services()).toEqual([
      { method: "PATCH", path: "/api/services/newsletter/subscribe/verlopen", body: null },
    ]);
  });

  it("confirms a fresh token on the English route, by the press only", async () => {
    const token = await subscribed("ann@example.com");
    const path = `/en/confirm?action=newsletter-subscribe&token=${token}`;
    const loaded = await loadNewsletter(path);
    expect(loaded.shell.alternate).toBe(`/bevestigen?actie=nieuwsbrief-aanmelden&token=${token}`);
    expect(services()).toEqual([]);
    expect((await pressNewsletter(path)).result).toBe("confirmed");
    expect((await pressNewsletter(path)).result).toBe("confirmed");
    expect(serviceLines()).toEqual([`PATCH /api/services/newsletter/subscribe/${token}`]);
  });

  it("the language switch names the action in the other language", async () => {
    const nl = await loadNewsletter("/bevestigen?actie=nieuwsbrief-afmelden&token=abc", GOOGLEBOT);
    expect(nl.shell.alternate).toBe("/en/confirm?action=newsletter-unsubscribe&token=abc");
    const en = await loadNewsletter("/en/confirm?action=newsletter-subscribe&token=abc", GOOGLEBOT);
    expect(en.shell.alternate).toBe("/bevestigen?actie=nieuwsbrief-aanmelden&token=abc");
  });

  it("any other action, or the other language's action, is the 404 screen", async () => {
    for (const path of [
      "/bevestigen?actie=iets&token=abc",
      "/bevestigen?actie=newsletter-subscribe&token=abc",
      "/bevestigen?action=nieuwsbrief-aanmelden&token=abc",
      "/en/confirm?action=nieuwsbrief-afmelden&token=abc",
      "/en/confirm?actie=newsletter-subscribe&token=abc",
    ]) {
      await expect(loadNewsletter(path)).rejects.toMatchObject({ status: 404 });
      await expect(pressNewsletter(path)).rejects.toMatchObject({ status: 404 });
    }
    expect(services()).toEqual([]);
  });
});

describe("premiere cancel page", () => {
  const name = "Première De Grote Musical";
  const ref = premiereCancelRef("jan@example.nl", name);
  type Page = {
    data: { cancel: { premiereName: string | null } | null };
    init: ResponseInit | null;
  };
  type Answer = { data: FormReply; init: ResponseInit | null };
  const loadCancel = async (query: string) =>
    (await cancelLoader({
      request: get(`/premiere-afmelden${query}`),
      params: {},
      context: {},
    })) as unknown as Page;
  const cancel = async (query: string, fields: [string, string][], headers = {}) =>
    (await cancelAction({
      request: post(`/premiere-afmelden${query}`, fields, headers),
      params: {},
      context: {},
    })) as unknown as Answer;

  const refOf = (premiere_name: string, signature = "vals") =>
    Buffer.from(JSON.stringify({ email: "jan@example.nl", premiere_name, signature })).toString(
      "base64url",
    );
  const lists = () => cms.paths().filter((path) => path.startsWith("/api/render/page-list-"));

  it("names a premiere the CMS publishes, and the error state for a bad ref", async () => {
    expect((await loadCancel(`?ref=${ref}`)).data.cancel).toEqual({ premiereName: name });
    expect(lists()).toEqual([
      "/api/render/page-list-nl?page=0&per_page=100&q=Premi%C3%A8re+De+Grote+Musical",
      "/api/render/page-list-en?page=0&per_page=100&q=Premi%C3%A8re+De+Grote+Musical",
    ]);
    // The English premiere page's heading is a published premiere too.
    const english = premiereCancelRef("ann@example.com", "De Grote Musical premiere");
    expect((await loadCancel(`?ref=${english}`)).data.cancel).toEqual({
      premiereName: "De Grote Musical premiere",
    });
    const bad = await loadCancel("?ref=bm9n");
    expect(bad.data.cancel).toBeNull();
    expect(bad.init?.status).toBe(400);
    expect((await loadCancel("")).data.cancel).toBeNull();
    expect(services()).toEqual([]);
  });

  it("never names what the CMS does not publish as a premiere", async () => {
    for (const unverified of [
      "Bel 0900-1234 om uw geld terug te krijgen",
      // A published page, but without the premiere form.
      "Bezoekerspanel",
      // A part of the heading, or the heading with more after it.
      "De Grote Musical",
      `${name} en win twee kaarten`,
      "x".repeat(300),
      "!!!",
    ]) {
      const page = await loadCancel(`?ref=${refOf(unverified)}`);
      expect(page.data.cancel, unverified).toEqual({ premiereName: null });
      expect(page.init?.status).toBe(200);
    }
  });

  it("a CMS that fails the lookup leaves the name out", async () => {
    expectConsoleError(/page-list-(nl|en)/, /page-list-(nl|en)/);
    server.use(http.get("*/api/render/page-list-:lang", () => HttpResponse.error()));
    expect((await loadCancel(`?ref=${ref}`)).data.cancel).toEqual({ premiereName: null });
  });

  it("posts e-mail, comment, name and signature from the URL's ref, never from fields", async () => {
    const answer = await cancel(`?ref=${ref}`, [
      ["intent", "premiere-cancel"],
      ["comment", "  Helaas ziek  "],
      ["email", "iemand-anders@example.nl"],
      ["premiere_name", "Iets anders"],
    ]);
    expect(services()).toEqual([
      {
        method: "POST",
        path: "/api/services/forms/premiere/cancel",
        body: {
          email: "jan@example.nl",
          comment: "Helaas ziek",
          premiere_name: name,
          signature: premiereSignature("jan@example.nl", name),
        },
      },
    ]);
    expect(answer.data.outcome).toBe("success");
    expect(formsService.requests()[0]?.answer).toEqual({ code: 200 });
  });

  it("an empty comment is sent as empty", async () => {
    const answer = await cancel(`?ref=${ref}`, [
      ["intent", "premiere-cancel"],
      ["comment", ""],
    ]);
    expect(answer.data.outcome).toBe("success");
    expect(services()[0]?.body).toMatchObject({ comment: "" });
  });

  it("a refused signature is a link that does not hold, and keeps the typed comment", async () => {
    expectConsoleError(/^\[forms\] premiere-cancel: outcome expired$/);
    const forged = Buffer.from(
      JSON.stringify({ email: "jan@example.nl", premiere_name: name, signature: "vals" }),
    ).toString("base64url");
    const answer = await cancel(`?ref=${forged}`, [
      ["intent", "premiere-cancel"],
      ["comment", "Tot ziens"],
    ]);
    expect(formsService.requests()).toHaveLength(1);
    expect(formsService.requests()[0]?.answer).toEqual({ code: 403 });
    // Told as a link that is not valid (confirmations.cancel.invalidLink), not "try again later".
    expect(answer.data.outcome).toBe("expired");
    expect(answer.data.reply?.initialValue).toMatchObject({ comment: "Tot ziens" });
  });

  it("a bad ref, a too long comment, the honeypot or a foreign origin sends nothing", async () => {
    const bad = await cancel("?ref=xyz", [["intent", "premiere-cancel"]]);
    expect(bad.init?.status).toBe(400);
    expect(bad.data.outcome).toBe("failure");
    const long = await cancel(`?ref=${ref}`, [
      ["intent", "premiere-cancel"],
      ["comment", "x".repeat(2001)],
    ]);
    expect(long.init?.status).toBe(400);
    expect(long.data.reply?.error).toMatchObject({
      comment: ["confirmations.cancel.commentTooLong"],
    });
    const honeypot = await cancel(`?ref=${ref}`, [
      ["intent", "premiere-cancel"],
      ["website", "http://spam.example"],
    ]);
    expect(honeypot.data.outcome).toBe("success");
    await expect(
      cancel(`?ref=${ref}`, [["intent", "premiere-cancel"]], { origin: "https://evil.example" }),
    ).rejects.toMatchObject({ status: 403 });
    expect(services()).toEqual([]);
  });
});
