// The answer that reads the footer sign-up's flash cookie (app/models/content/signup-flash.ts) holds the
// visitor's address: it is nobody else's to get from a cache, and the cookie is used up.

import { clearSignupFlash, SIGNUP_FLASH_COOKIE } from "~/models/content/signup-flash";
import { readCookie } from "~/models/http/cookies";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { getEnv } from "../operations/env.server";

export function applySignupFlash(request: Request, headers: Headers) {
  if (readCookie(request.headers.get("cookie"), SIGNUP_FLASH_COOKIE) === null) return;
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  headers.append("Set-Cookie", clearSignupFlash(new URL(getEnv().SITE_URL).protocol === "https:"));
}
