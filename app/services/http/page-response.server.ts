// Turns a content outcome into what Remix sends: the page data with cache headers, an HTTP
// redirect, the external-redirect interstitial, or a thrown 404/500 for the error screen.
import { data, redirect } from "@remix-run/node";
import type { Shell } from "~/components/shell/site-context";
import type { Texts } from "~/i18n/texts";
import { emptyLayout } from "~/models/content/furniture";
import type { Locale } from "~/models/http/locale";
import type { ExternalRedirect, RedirectTarget } from "~/models/http/redirect";
import { type ContentFailure, describeFailure, failureStatusCode } from "../content/result";
import { log } from "../operations/log.server";
import type { PageOutcome } from "../screens/content.server";
import { errorCacheControl, PRIVATE_NO_STORE, pageCacheControl } from "./cache-headers.server";
import { dependsOnCookies } from "./response-policy.server";

export function throwStatus(status: 404 | 500): never {
  throw new Response(null, { status, headers: { "Cache-Control": errorCacheControl(status) } });
}

/** Logs why a screen's content failed (`what` names screen and call) and throws its 404/500. */
export function throwFailure(what: string, failure: ContentFailure): never {
  log.error(`${what}: ${describeFailure(failure)}`);
  throwStatus(failureStatusCode(failure));
}

/** A screen's data with its cache policy (pageCacheControl): the one way loaders answer. */
export function pageData<T>(value: T, policy: { personal: boolean; stale: boolean }) {
  return data(value, { headers: { "Cache-Control": pageCacheControl(policy) } });
}

type RouteHeaders = {
  loaderHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders: Headers | undefined;
};

/** The Retry-After of a rate limit's refusal, when an action or an error answered with one. */
const retryAfterOf = (...sources: (Headers | undefined)[]) =>
  sources.map((headers) => headers?.get("Retry-After")).find(Boolean);

/** Headers of a content screen: its loader's (cache policy), or its error's. */
export const pageHeaders = ({ loaderHeaders, actionHeaders, errorHeaders }: RouteHeaders) => {
  const base = errorHeaders ?? loaderHeaders;
  const retryAfter = retryAfterOf(actionHeaders);
  if (!retryAfter) return base;
  const headers = new Headers(base);
  headers.set("Retry-After", retryAfter);
  return headers;
};

/** Headers of a screen that is always the visitor's own (a confirmation, a cancellation). */
export const privateHeaders = (answer?: Partial<RouteHeaders>) => {
  const retryAfter = retryAfterOf(answer?.actionHeaders, answer?.errorHeaders);
  return {
    "Cache-Control": PRIVATE_NO_STORE,
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};

// A 301 is kept by browsers for as long as they are told and by search engines for good: a day at
// the CDN and an hour in the browser let an editor's mistake heal within a day.
const PERMANENT_CACHE = "public, max-age=3600, s-maxage=86400";

/**
 * Internal targets redirect now (301 when the CMS says permanent, else 302); external ones get
 * the interstitial; invalid ones are 404.
 */
export function redirectResponse(target: RedirectTarget, personal: boolean, locale: Locale) {
  const cacheControl = personal ? PRIVATE_NO_STORE : "public, max-age=0, s-maxage=300";
  if (target.kind === "invalid") throwStatus(404);
  if (target.kind === "internal") {
    const status = target.permanent ? 301 : 302;
    const cache = target.permanent && !personal ? PERMANENT_CACHE : cacheControl;
    // The CMS session can change where a path leads (a preview): a redirect reached by a document
    // request skips entry.server, so it names its Vary itself.
    throw redirect(target.path, { status, headers: dependsOnCookies({ "Cache-Control": cache }) });
  }
  const shell: Shell = { layout: emptyLayout(), preview: false, alternate: null, title: null };
  const external: ExternalRedirect = { url: target.url, host: new URL(target.url).host };
  log.info(`[redirect] external ${locale} -> ${target.url}`);
  return data({ shell, external, page: null }, { headers: { "Cache-Control": cacheControl } });
}

/** What a content outcome that is not a page becomes: the 404/500 screen, or a redirect. */
export function notPageResponse<T>(
  outcome: Exclude<PageOutcome<T>, { kind: "page" }>,
  locale: Locale,
) {
  if (outcome.kind === "failure") throwStatus(failureStatusCode(outcome));
  return redirectResponse(outcome.target, outcome.personal, locale);
}

export function pageResponse<T>(
  outcome: PageOutcome<T>,
  locale: Locale,
  toShell: (value: T) => Shell,
  toTexts: (value: T) => Texts,
) {
  if (outcome.kind !== "page") return notPageResponse(outcome, locale);
  return pageData(
    {
      shell: { ...toShell(outcome.value), preview: outcome.preview },
      external: null,
      page: outcome.value,
      texts: toTexts(outcome.value),
    },
    outcome,
  );
}
