// The demo of the external account site (forms spec §2.5, §7.4), served under /account by the
// demo CMS so `npm start` shows a working wish list:
// - GET /account/login|register?return=&lang=en: a one-field demo login (any name);
//   POST /account/login sets the session cookie (HttpOnly) and the sync cookie the site looks
//   for, then goes back to `return` (only on the site's own origin).
// - GET /account/wishlist: the list; GET /account/logout?return= ends the session.
// - GET /account/api/user, PUT /account/api/wishlist/add, DELETE /account/api/wishlist/remove
//   with JSON { prod_page }: the API, with CORS and credentials for the site's origin only.
//   The demo name "Fout" makes every wish-list change fail (500), to show that failures are
//   only logged.
// Cookies ignore ports, so the demo's cookies on localhost reach the site as a shared parent
// domain's would in production.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readCookie } from "../app/models/http/cookies";
import { datasetFor } from "./fixtures/clock";
import { demoPage, escapeHtml } from "./html";

export const SESSION_COOKIE = "ta_account_session";
export const SYNC_COOKIE = "ta_account_sync";
export const FAILING_NAME = "Fout";
const MAX_BODY = 2048;
const MAX_SESSIONS = 1000;

type Session = { name: string; wishlist: string[] };
type Answer = { status: number; headers: Record<string, string | string[]>; body: string };

const sessions = new Map<string, Session>();

function page(title: string, body: string, lang: "nl" | "en"): Answer {
  return {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    body: demoPage(title, `<p><strong>Demo account site</strong></p>${body}`, lang),
  };
}

function safeReturn(value: string | null, siteOrigin: string): string {
  try {
    const url = new URL(value ?? "", siteOrigin);
    return url.origin === siteOrigin ? url.toString() : `${siteOrigin}/`;
  } catch {
    return `${siteOrigin}/`;
  }
}

function loginPage(search: URLSearchParams, register: boolean, siteOrigin: string): Answer {
  const en = search.get("lang") === "en";
  const title = register
    ? en
      ? "Create an account"
      : "Account aanmaken"
    : en
      ? "Log in"
      : "Inloggen";
  const back = escapeHtml(safeReturn(search.get("return"), siteOrigin));
  return page(
    title,
    `<h1>${title}</h1><form method="post" action="/account/login"><label for="name">${en ? "Your name" : "Uw naam"}</label><input id="name" name="name" required maxlength="60" value="Anna de Vries"><input type="hidden" name="return" value="${back}"><button>${title}</button></form><p>${en ? "Demo: any name logs in; the name “Fout” makes wish-list changes fail." : "Demo: elke naam logt in; met de naam ‘Fout’ mislukken wijzigingen van de verlanglijst."}</p>`,
    en ? "en" : "nl",
  );
}

function login(form: URLSearchParams, siteOrigin: string): Answer {
  const name = (form.get("name") ?? "").trim().slice(0, 60) || "Demo";
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  const token = randomBytes(18).toString("base64url");
  sessions.set(token, { name, wishlist: [] });
  return {
    status: 303,
    headers: {
      Location: safeReturn(form.get("return"), siteOrigin),
      "Set-Cookie": [
        `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`,
        `${SYNC_COOKIE}=1; Path=/; SameSite=Lax`,
      ],
    },
    body: "",
  };
}

function logout(search: URLSearchParams, cookies: string | undefined, siteOrigin: string): Answer {
  const token = readCookie(cookies, SESSION_COOKIE);
  if (token) sessions.delete(token);
  return {
    status: 303,
    headers: {
      Location: safeReturn(search.get("return"), siteOrigin),
      "Set-Cookie": [
        `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
        `${SYNC_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
      ],
    },
    body: "",
  };
}

function wishlistPage(session: Session | null, search: URLSearchParams): Answer {
  const en = search.get("lang") === "en";
  const title = en ? "My wish list" : "Mijn verlanglijst";
  if (!session) {
    const login = `/account/login${en ? "?lang=en" : ""}`;
    return page(
      title,
      `<h1>${title}</h1><p><a href="${login}">${en ? "Log in" : "Inloggen"}</a></p>`,
      en ? "en" : "nl",
    );
  }
  const byId = datasetFor().byId;
  const items = session.wishlist.map((id) => {
    const node = byId.get(id)?.node as { data?: { title?: string } } | undefined;
    return `<li>${escapeHtml(node?.data?.title ?? id)}</li>`;
  });
  return page(
    title,
    `<h1>${title}</h1><p>${escapeHtml(session.name)}</p>${items.length ? `<ul>${items.join("")}</ul>` : `<p>${en ? "Your wish list is empty." : "Uw verlanglijst is leeg."}</p>`}`,
    en ? "en" : "nl",
  );
}

function api(
  method: string,
  route: string,
  session: Session | null,
  body: string,
): { status: number; json: unknown } {
  if (!session) return { status: 401, json: { error: "not logged in" } };
  if (route === "user" && method === "GET")
    return { status: 200, json: { fullname: session.name, wishlist: session.wishlist } };
  const change =
    (route === "wishlist/add" && method === "PUT") ||
    (route === "wishlist/remove" && method === "DELETE");
  if (!change) return { status: 405, json: { error: "method not allowed" } };
  let prodPage: unknown;
  try {
    prodPage = (JSON.parse(body) as { prod_page?: unknown }).prod_page;
  } catch {
    return { status: 400, json: { error: "JSON body required" } };
  }
  if (typeof prodPage !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(prodPage))
    return { status: 400, json: { error: "prod_page required" } };
  if (session.name === FAILING_NAME) return { status: 500, json: { error: "demo failure" } };
  const rest = session.wishlist.filter((id) => id !== prodPage);
  session.wishlist = route === "wishlist/add" ? [...rest, prodPage].slice(-200) : rest;
  return { status: 200, json: { wishlist: session.wishlist } };
}

/** Answers a request under /account (see the top of this file). */
export function accountAnswer(
  request: { method: string; url: string; cookies?: string; origin?: string; body: string },
  siteOrigin: string,
): Answer {
  const url = new URL(request.url, "http://demo.invalid");
  const path = url.pathname.replace(/^\/account\/?/, "");
  const session = sessions.get(readCookie(request.cookies, SESSION_COOKIE) ?? "") ?? null;
  if (path.startsWith("api/")) {
    const cors: Record<string, string> =
      request.origin === siteOrigin
        ? {
            "Access-Control-Allow-Origin": siteOrigin,
            "Access-Control-Allow-Credentials": "true",
            "Access-Control-Allow-Methods": "GET, PUT, DELETE",
            "Access-Control-Allow-Headers": "content-type",
            "Access-Control-Max-Age": "600",
          }
        : {};
    const headers = { ...cors, Vary: "Origin", "Cache-Control": "private, no-store" };
    if (request.method === "OPTIONS") return { status: 204, headers, body: "" };
    const answer = api(request.method, path.slice(4), session, request.body);
    return {
      status: answer.status,
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(answer.json),
    };
  }
  if (path === "login" && request.method === "POST")
    return login(new URLSearchParams(request.body), siteOrigin);
  if (request.method !== "GET") return { status: 405, headers: { Allow: "GET" }, body: "" };
  if (path === "login" || path === "register")
    return loginPage(url.searchParams, path === "register", siteOrigin);
  if (path === "logout") return logout(url.searchParams, request.cookies, siteOrigin);
  if (path === "wishlist") return wishlistPage(session, url.searchParams);
  return { status: 404, headers: { "Content-Type": "text/plain" }, body: "Not found" };
}

/** The node http adapter: reads a bounded body, answers 413 beyond it. */
export function handleAccountRequest(
  req: IncomingMessage,
  res: ServerResponse,
  siteOrigin: string,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) tooLarge = true;
    else chunks.push(chunk);
  });
  req.on("end", () => {
    if (tooLarge) {
      res.writeHead(413).end();
      return;
    }
    const answer = accountAnswer(
      {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        cookies: req.headers.cookie,
        origin: req.headers.origin,
        body: Buffer.concat(chunks).toString("utf8"),
      },
      siteOrigin,
    );
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
}
