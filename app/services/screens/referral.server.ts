// The referral code (query r) lives for the browser session in a cookie, so sales links rendered
// on the server on later pages still carry it.
import { createCookie } from "@remix-run/node";
import { readCookie } from "~/models/http/cookies";
import { normalizeReferral } from "~/models/sales/referral";
import { getEnv } from "../operations/env.server";

const REFERRAL_COOKIE = "ref";

let cookie: ReturnType<typeof createCookie> | undefined;
function referralCookie() {
  cookie ??= createCookie(REFERRAL_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().SITE_URL.startsWith("https:"),
    secrets: [getEnv().SESSION_SECRET],
  });
  return cookie;
}

export async function referralFromRequest(request: Request): Promise<string | null> {
  const fromUrl = normalizeReferral(new URL(request.url).searchParams.get("r"));
  if (fromUrl) return fromUrl;
  // The site's cookie reader picks the cookie (bounded like every other); Remix checks its signature.
  const signed = readCookie(request.headers.get("cookie"), REFERRAL_COOKIE);
  if (signed === null) return null;
  const stored = await referralCookie().parse(`${REFERRAL_COOKIE}=${signed}`);
  return typeof stored === "string" ? normalizeReferral(stored) : null;
}

/** A Set-Cookie value when this request brings a new referral code, else null. */
export async function referralSetCookie(request: Request): Promise<string | null> {
  const code = normalizeReferral(new URL(request.url).searchParams.get("r"));
  return code ? referralCookie().serialize(code) : null;
}
