// The footer sign-up without JavaScript posts to its own route and is sent back to the page it
// came from. When the sign-up did not succeed the field must still hold what was typed, but an
// address in the return URL ends up in the browser's history, the access logs and any Referer.
// So it travels in a cookie instead: short-lived, HttpOnly (no script reads it), SameSite=Strict
// (only our own redirect brings it back), read once by the next page, which then clears it.
import { readCookie } from "../http/cookies";

export const SIGNUP_FLASH_COOKIE = "signup_email";
const MAX_AGE_SECONDS = 60;
/** The longest e-mail address there is (RFC 5321 path limit). */
const MAX_ADDRESS = 254;

function flags(maxAge: number, secure: boolean): string {
  return [
    `Max-Age=${maxAge}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie that keeps the typed address for the page the visitor is sent back to. */
export function signupFlashCookie(address: string, secure: boolean): string {
  const value = encodeURIComponent(address.slice(0, MAX_ADDRESS));
  return `${SIGNUP_FLASH_COOKIE}=${value}; ${flags(MAX_AGE_SECONDS, secure)}`;
}

/** Set-Cookie that removes it once read. */
export function clearSignupFlash(secure: boolean): string {
  return `${SIGNUP_FLASH_COOKIE}=; ${flags(0, secure)}`;
}

/** The kept address, if the request carries one: text without control characters, bounded. */
export function signupFlashFrom(cookieHeader: string | null | undefined): string | null {
  const raw = readCookie(cookieHeader, SIGNUP_FLASH_COOKIE);
  if (!raw) return null;
  let address: string;
  try {
    address = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  address = address.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return address === "" || address.length > MAX_ADDRESS ? null : address;
}
