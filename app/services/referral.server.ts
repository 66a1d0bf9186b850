// The referral code (query r) lives for the browser session in a cookie, so sales links rendered
// on the server on later pages still carry it.
import { createCookie } from "@remix-run/node";
import { normalizeReferral } from "~/models/referral";
import { getEnv } from "./env.server";

let cookie: ReturnType<typeof createCookie> | undefined;
function referralCookie() {
  cookie ??= createCookie("ref", {
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
  const stored = await referralCookie().parse(request.headers.get("cookie"));
  return typeof stored === "string" ? normalizeReferral(stored) : null;
}

/** A Set-Cookie value when this request brings a new referral code, else null. */
export async function referralSetCookie(request: Request): Promise<string | null> {
  const code = normalizeReferral(new URL(request.url).searchParams.get("r"));
  return code ? referralCookie().serialize(code) : null;
}
