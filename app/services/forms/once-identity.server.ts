// Whose intention a post is, for the once-only store (once-only.server.ts): one browser's, kept in
// a signed cookie, so the same donation sent from a second tab, again after Back, or late
// without JavaScript is known as the same intention and gets the first answer. The form's own
// key (ONCE_KEY_FIELD) is per tab and per rendered page: a fresh tab, a page rendered again
// after Back or a cached page of another moment all carry another one.
//
// The cookie holds no personal data: a random-looking key, made on the browser's first send from
// the key that send carried, so that the first post and a double click racing it (neither has
// the cookie yet) are one intention, and every later post (which has it) is that intention too.
// The store's id adds the form and a hash of the call (amount, person, e-mail, purpose), so a
// different amount or person is a new intention. See docs/decisions/0023-once-only-submissions.md.
import { createHash } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { ONCE_COOKIE, ONCE_KEY_FIELD } from "~/forms/parts/form";
import { readCookie } from "~/models/http/cookies";
import { getEnv } from "../operations/env.server";
import { readFormBody } from "./form-body.server";
import { ONCE_ONLY_TTL_MS } from "./once-only.server";

/** The shape of a form's key (newOnceKey in the browser) and of the cookie's key. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

function onceCookie() {
  const env = getEnv();
  return createCookie(ONCE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.SITE_URL.startsWith("https:"),
    // As long as an answer is kept: after that the cookie would find nothing.
    maxAge: ONCE_ONLY_TTL_MS / 1000,
    secrets: [env.SESSION_SECRET],
  });
}

export type OnceIdentity = {
  /** The key the store's id is made with; null: the call alone decides (a script, a replay). */
  key: string | null;
  /** The cookie to send with the answer (made or renewed), or null. */
  setCookie: string | null;
};

/** The browser's key from the key its first send carried: the same post twice gives the same. */
function browserKeyFrom(formKey: string): string {
  return createHash("sha256").update(`ta_once\n${formKey}`).digest("base64url").slice(0, 32);
}

/**
 * The intention's key for a post: the browser's signed cookie when it brings one, else one made
 * from the form's key (and then set, so the next tab or the next send is the same intention).
 * A post with neither is known by its call alone, as before.
 */
export async function onceIdentity(
  request: Request,
  posted: URLSearchParams,
): Promise<OnceIdentity> {
  const cookie = onceCookie();
  // The site's cookie reader picks the cookie (bounded like every other); Remix checks its signature.
  const signed = readCookie(request.headers.get("cookie"), ONCE_COOKIE);
  const kept = signed === null ? null : await cookie.parse(`${ONCE_COOKIE}=${signed}`);
  const formKey = posted.get(ONCE_KEY_FIELD);
  const key =
    typeof kept === "string" && KEY_SHAPE.test(kept)
      ? kept
      : formKey && KEY_SHAPE.test(formKey)
        ? browserKeyFrom(formKey)
        : null;
  // Renewed on every send, so it lasts as long as the newest kept answer.
  return { key, setCookie: key ? await cookie.serialize(key) : null };
}

/**
 * A form post with its once-only key replaced by the intention's (above), for the form engine
 * (form-action.server.ts, multi-step-action.server.ts), which keys the store on the posted key.
 * The body is read within the same bounds the engine applies; a post that is not a form is
 * refused here as it would be there.
 */
export async function keyedByIntention(
  request: Request,
): Promise<{ request: Request; identity: OnceIdentity }> {
  const posted = await readFormBody(request.clone());
  const identity = await onceIdentity(request, posted);
  if (identity.key === null) return { request, identity };
  posted.set(ONCE_KEY_FIELD, identity.key);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const keyed = new Request(request.url, {
    method: request.method,
    headers,
    body: posted.toString(),
    signal: request.signal,
  });
  return { request: keyed, identity };
}

/**
 * An action's answer with the intention's cookie: a Response (the 303 to a payment page) or
 * data with its init. Every such answer is private and never stored already.
 */
export function withOnceCookie<T>(answer: T, identity: OnceIdentity): T {
  const cookie = identity.setCookie;
  if (!cookie) return answer;
  if (answer instanceof Response) {
    answer.headers.append("Set-Cookie", cookie);
    return answer;
  }
  if (answer && typeof answer === "object" && "init" in answer) {
    const withInit = answer as { init: ResponseInit | null };
    const headers = new Headers(withInit.init?.headers);
    headers.append("Set-Cookie", cookie);
    withInit.init = { ...withInit.init, headers };
  }
  return answer;
}
