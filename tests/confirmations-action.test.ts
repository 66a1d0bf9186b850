// The premiere, panel and prize-draw confirmations and the premiere cancel page against the demo
// CMS (msw in-process): the exact upstream request, the outcome, the bot guard and the refusals.
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/forms/form";
import { action as confirmAction, loader as confirmLoader } from "~/routes/confirmation";
import { action as cancelAction, loader as cancelLoader } from "~/routes/premiere-cancel";
import { formsService, premiereCancelRef, premiereSignature } from "../mocks/forms";
import { testCms } from "./support/cms";
import { consoleErrors, expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const cms = testCms();
const server = cms.server;
/** Calls to the services API; the layout's (cached) render calls are left out. */
const services = cms.services;

beforeEach(() => formsService.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (path: string, ua = BROWSER) =>
  new Request(new URL(path, SITE), { headers: { "user-agent": ua } });

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
  result: Promise<string> | null;
  shell: { alternate: string | null; layout: { footerColumns: unknown[] } };
};
const load = async (path: string, ua?: string) =>
  (await confirmLoader({ request: get(path, ua), params: {}, context: {} })) as unknown as Loaded;

describe("confirmation pages", () => {
  it("premiere: PATCHes the token and streams success, with the action of the link", async () => {
    const mail = await signUp("premiere/signup", {
      email: "jan@example.nl",
      people_amount: 2,
      start_time: "19:30",
      comment: "",
      premiere_name: "Première De Grote Musical",
    });
    const loaded = await load(`/premiere-bevestigen?token=${mail.token}&action=signup`);
    expect(loaded).toMatchObject({ kind: "premiere", action: "signup" });
    expect(await loaded.result).toBe("success");
    expect(services()).toEqual([
      { method: "PATCH", path: `/api/services/forms/premiere/signup/${mail.token}`, body: null },
    ]);
    expect(loaded.shell.alternate).toBeNull();
    expect(loaded.shell.layout.footerColumns.length).toBeGreaterThan(0);
  });

  it("panel: the demo token verlopen is expired", async () => {
    const loaded = await load("/panel-bevestigen?token=verlopen&action=signup");
    expect(await loaded.result).toBe("expired");
    expect(services()).toEqual([
      { method: "PATCH", path: "/api/services/forms/panel/signup/verlopen", body: null },
    ]);
  });

  it("prize draw: Dutch and English paths PATCH the oscar token; the switch keeps it", async () => {
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
    expect(await en.result).toBe("success");
    expect(en.shell.alternate).toBe(`/cultuurbank-bevestigen?token=${mail.token}`);
    const nl = await load(`/cultuurbank-bevestigen?token=${mail.token}`);
    expect(await nl.result).toBe("success");
    expect(nl.shell.alternate).toBe(`/cultuurbank-confirm?token=${mail.token}`);
    expect(services().map((u) => `${u.method} ${u.path}`)).toEqual([
      `PATCH /api/services/forms/oscar/${mail.token}`,
      `PATCH /api/services/forms/oscar/${mail.token}`,
    ]);
  });

  it("an answer without a status, or a failed call, is failure and logged", async () => {
    expectConsoleError(
      /^\[forms\] prizeDraw confirmation: answer without a status$/,
      /^\[forms\] PATCH \/api\/services\/forms\/oscar failed: /,
    );
    server.use(http.patch("*/api/services/forms/oscar/:token", () => HttpResponse.json({})));
    expect(await (await load("/cultuurbank-bevestigen?token=abc")).result).toBe("failure");
    server.use(http.patch("*/api/services/forms/oscar/:token", () => HttpResponse.error()));
    expect(await (await load("/cultuurbank-bevestigen?token=abc")).result).toBe("failure");
    expect(consoleErrors()).toHaveLength(2);
  });

  it("a missing, repeated or malformed token is the 404 screen, without a call", async () => {
    for (const path of [
      "/premiere-bevestigen?action=signup",
      "/panel-bevestigen?token=a&token=b",
      "/cultuurbank-confirm?token=a%2Fb",
    ]) {
      await expect(load(path)).rejects.toMatchObject({ status: 404 });
    }
    expect(services()).toEqual([]);
  });

  it("does not confirm for a bot; the button's POST does, from the site only", async () => {
    const path = "/premiere-bevestigen?token=verlopen&action=cancel";
    const loaded = await load(path, "Googlebot/2.1 (+http://www.google.com/bot.html)");
    expect(loaded.result).toBeNull();
    expect(services()).toEqual([]);
    const posted = await confirmAction({ request: post(path, []), params: {}, context: {} });
    expect(posted.result).toBe("expired");
    expect(services().map((u) => `${u.method} ${u.path}`)).toEqual([
      "PATCH /api/services/forms/premiere/signup/verlopen",
    ]);
    const foreign = confirmAction({
      request: post(path, [], { origin: "https://evil.example" }),
      params: {},
      context: {},
    });
    await expect(foreign).rejects.toMatchObject({ status: 403 });
    expect(services()).toHaveLength(1);
  });
});

describe("premiere cancel page", () => {
  const name = "Première De Grote Musical";
  const ref = premiereCancelRef("jan@example.nl", name);
  type Page = { data: { premiereName: string | null }; init: ResponseInit | null };
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

  it("shows the premiere of a good ref, and the error state for a bad one", async () => {
    expect((await loadCancel(`?ref=${ref}`)).data.premiereName).toBe(name);
    const bad = await loadCancel("?ref=bm9n");
    expect(bad.data.premiereName).toBeNull();
    expect(bad.init?.status).toBe(400);
    expect((await loadCancel("")).data.premiereName).toBeNull();
    expect(services()).toEqual([]);
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

  it("a refused signature is failure and keeps the typed comment", async () => {
    expectConsoleError(/^\[forms\] premiere-cancel: outcome failure$/);
    const forged = Buffer.from(
      JSON.stringify({ email: "jan@example.nl", premiere_name: name, signature: "vals" }),
    ).toString("base64url");
    const answer = await cancel(`?ref=${forged}`, [
      ["intent", "premiere-cancel"],
      ["comment", "Tot ziens"],
    ]);
    expect(formsService.requests()[0]?.answer).toEqual({ code: 403 });
    expect(answer.data.outcome).toBe("failure");
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
