// Security headers for every document: a strict CSP with a nonce drawn per render (no inline
// script runs without it; a cached copy keeps its render's), HSTS, nosniff, framing and referrer
// policy.
import { randomBytes } from "node:crypto";
import { type Env, getEnv, paymentOriginsOf } from "../operations/env.server";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The policy of one configuration, cut where the nonce goes. */
type PolicyParts = { env: Env; isDev: boolean; before: string; after: string };
let lastPolicy: PolicyParts | null = null;

/**
 * The policy with this render's nonce. All else in it comes from the configuration, so it is
 * written once per configuration rather than for every document.
 */
export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  const env = getEnv();
  if (lastPolicy?.env !== env || lastPolicy.isDev !== isDev) {
    const marker = "\0nonce\0";
    const [before = "", after = ""] = policyFor(env, marker, isDev).split(marker);
    lastPolicy = { env, isDev, before, after };
  }
  return `${lastPolicy.before}${nonce}${lastPolicy.after}`;
}

function policyFor(env: Env, nonce: string, isDev: boolean): string {
  const images = [origin(env.IMAGE_CDN_URL), origin(env.CONTENT_API_URL)].filter(Boolean);
  // The tag manager and what it loads (analytics) need their hosts only when it is configured.
  const tags = env.GTM_ID
    ? ["https://www.googletagmanager.com", "https://*.google-analytics.com"]
    : [];
  // A donation form's post is answered by a redirect to the payment page, which form-action
  // governs too (forms spec §4.3).
  const payment = paymentOriginsOf(env);
  const connect = [origin(env.ACCOUNT_URL), isDev ? "ws:" : null, ...tags].filter(Boolean);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(images as string[]), ...tags],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(connect as string[])],
    "frame-src": ["https://www.youtube-nocookie.com"],
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'", ...payment],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * What every answer carries, documents, data, resource routes and static files alike; the HTTP
 * server (server/app.ts) sets them first, documents add their CSP. Resources may be read by
 * this site only (CORP), and no other site's window gets a handle on ours (COOP).
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function applySecurityHeaders(headers: Headers, nonce: string) {
  const isDev = process.env.NODE_ENV === "development";
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, isDev));
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) headers.set(name, value);
  headers.delete("X-Powered-By");
}
