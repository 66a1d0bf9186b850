// The rules of the rate limits on sends and confirmations (docs/decisions/0030-rate-limits.md):
// what is counted under which key, how an e-mail address is recognised, and how the wait is
// told to the browser (Retry-After, whole seconds) and to the visitor (whole minutes).
import { createHash } from "node:crypto";

/** Why a request was refused: its client address on that route, or the e-mail address it names. */
export type LimitedBy = "address" | "email";

/** A limit: at most `points` requests in `durationSeconds`. */
export type Limit = { points: number; durationSeconds: number };

/**
 * Every client address gets this many sends per route and form per minute
 * (RATE_LIMIT_PER_MINUTE); repeats of a kept submission and posts that send nothing are not
 * counted.
 */
export const ADDRESS_WINDOW_SECONDS = 60;
/** E-mail addresses are counted over an hour (RATE_LIMIT_EMAIL_PER_HOUR). */
export const EMAIL_WINDOW_SECONDS = 60 * 60;

export function limitsOf(config: { perAddressPerMinute: number; perEmailPerHour: number }): {
  address: Limit;
  email: Limit;
} {
  return {
    address: { points: config.perAddressPerMinute, durationSeconds: ADDRESS_WINDOW_SECONDS },
    email: { points: config.perEmailPerHour, durationSeconds: EMAIL_WINDOW_SECONDS },
  };
}

// Longer than any real address (RFC 5321 allows 254); anything longer is not counted as one.
const MAX_EMAIL_LENGTH = 254;

/**
 * The address a form names, as the counter knows it: trimmed and lower-cased, so `Jan@X.nl ` and
 * `jan@x.nl` share one count. Null when there is none worth counting (empty, no `@`, too long):
 * such a post fails validation and sends no mail.
 */
export function normalizeEmail(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH || !email.includes("@")) return null;
  return email;
}

/**
 * The counter of one client address on one route (a screen name of the route table), or on one
 * form of it (`route/form`).
 */
export function addressKey(route: string, address: string): string {
  return `address:${route}:${address}`;
}

/**
 * The counter of one e-mail address across every form. A hash, so a shared store (Redis) never
 * holds the address itself.
 */
export function emailKey(normalizedEmail: string): string {
  return `email:${createHash("sha256").update(normalizedEmail).digest("hex")}`;
}

/** Retry-After in whole seconds, never 0 (a limiter may report a few milliseconds left). */
export function retryAfterSeconds(msBeforeNext: number): number {
  if (!Number.isFinite(msBeforeNext) || msBeforeNext <= 0) return 1;
  return Math.ceil(msBeforeNext / 1000);
}

/** The wait in the visitor's message: whole minutes, rounded up, at least one. */
export function retryMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 1;
  return Math.ceil(seconds / 60);
}
