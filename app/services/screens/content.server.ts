// The content service: what loaders ask for (a page, a news item, a redirect), built on the
// cached render API. Every answer is one of the five outcomes of spec §8.
import type { LoaderFunctionArgs } from "@remix-run/node";
import * as v from "valibot";
import type { Shell } from "~/components/shell/site-context";
import {
  type ContentNode,
  generalPageDataSchema,
  type RenderResponse,
  redirectDataSchema,
} from "~/content/schema";
import { contentPageTexts } from "~/i18n/screen-texts.server";
import { memoPerDay } from "~/models/content/memo";
import { readCookie } from "~/models/http/cookies";
import { type Locale, localeFromPath } from "~/models/http/locale";
import {
  type RedirectNode,
  type RedirectTarget,
  redirectLookupPaths,
  resolveRedirect,
} from "~/models/http/redirect";
import { href } from "~/route-table.js";
import {
  buildContentPageView,
  type ContentPageView,
  TAGGED_NEWS_COUNT,
  withTaggedNews,
} from "~/views/content/content-page";
import {
  type ExpectedAnswer,
  type NodeKind,
  pageOrRedirect,
  REDIRECT_KINDS,
} from "../content/expected-node";
import { summarizeIssues } from "../content/render-api.server";
import { loadRender } from "../content/render-cache.server";
import type { ContentFailure, ContentResult } from "../content/result";
import { pageResponse, throwStatus } from "../http/page-response.server";
import { getEnv, linkHosts } from "../operations/env.server";
import { log } from "../operations/log.server";
import { loadNewsList } from "./lists.server";

export type Loaded<T> = { value: T; preview: boolean; personal: boolean; stale: boolean };
export type PageOutcome<T> =
  | ({ kind: "page" } & Loaded<T>)
  | { kind: "redirect"; target: RedirectTarget; personal: boolean }
  | ({ kind: "failure" } & ContentFailure);

/** The visitor's CMS session cookie, the only cookie passed on to the CMS. */
export function cmsCookieFrom(request: Request): string | null {
  const name = getEnv().CMS_SESSION_COOKIE;
  const value = readCookie(request.headers.get("cookie"), name);
  return value ? `${name}=${value}` : null;
}

/** A render answer for the visitor's request, holding a node of one of the `expect` kinds. */
export async function render(request: Request, path: string, expect: readonly NodeKind[]) {
  return loadRender({ path, cmsCookie: cmsCookieFrom(request), expect });
}

function isRedirectAnswer(answer: ExpectedAnswer): boolean {
  const kind = answer.node.kind;
  return answer.is_redirect === true || kind === "redirect" || kind === "short-url";
}

function redirectFromNode(node: ContentNode, locale: Locale): ContentResult<RedirectTarget> {
  if (node.kind !== "redirect" && node.kind !== "short-url") {
    return { status: "parse_failed", reason: `redirect answer with node kind ${node.kind}` };
  }
  const data = v.safeParse(redirectDataSchema, node.data);
  if (!data.success) return { status: "decode_failed", reason: summarizeIssues(data.issues) };
  const target = resolveRedirect(
    { kind: node.kind, data: data.output } as RedirectNode,
    locale,
    getEnv().SITE_URL,
  );
  return { status: "ok", value: target, preview: false, personal: false, stale: false };
}

/** Spec §2 Catch-all: the lower-cased path, then the full path with query. */
export async function lookupRedirect(
  request: Request,
  locale: Locale,
): Promise<ContentResult<RedirectTarget>> {
  const url = new URL(request.url);
  for (const path of redirectLookupPaths(url)) {
    if (!path) continue;
    const result = await render(request, path, REDIRECT_KINDS);
    if (result.status === "not_found") continue;
    if (result.status !== "ok") return result;
    const target = redirectFromNode(result.value.node, locale);
    if (target.status === "ok") target.personal = result.personal;
    return target;
  }
  return { status: "not_found" };
}

function logFailure(path: string, failure: ContentFailure): ContentFailure {
  if (failure.status === "decode_failed" || failure.status === "parse_failed") {
    log.error(`[content] ${failure.status.toUpperCase()} ${path}: ${failure.reason}`);
  }
  return failure;
}

/**
 * One content page at its CMS path: a redirect answer hands over to the redirect logic, an
 * answer without a node of the page's kind is a failure (render-cache.server.ts), and `build`
 * turns the node into what the screen needs (throwing a DecodeError for a contract failure,
 * anything else for a parse failure).
 *
 * `build` runs once per cached answer, not once per request: checking a production page with
 * its events and related productions against the contract cost as much as a tenth of an
 * uncached render. It must therefore depend on nothing but the answer and the locale (no clock,
 * no request), and what it returns is shared, read-only (frozen outside production).
 */
export async function loadContentAnswer<T>(
  request: Request,
  locale: Locale,
  path: string,
  expectedKind: NodeKind,
  build: (answer: RenderResponse, node: ContentNode) => T,
): Promise<PageOutcome<Readonly<T>>> {
  const result = await render(request, path, pageOrRedirect(expectedKind));
  if (result.status !== "ok") return { kind: "failure", ...result };
  const answer = result.value;
  if (isRedirectAnswer(answer)) {
    const target = redirectFromNode(answer.node, locale);
    if (target.status !== "ok") return { kind: "failure", ...logFailure(path, target) };
    // An invalid redirect on a content path retries the catch-all lookup of the full path.
    if (target.value.kind === "invalid") return redirectViaCatchAll(request, locale);
    return { kind: "redirect", target: target.value, personal: result.personal };
  }
  const node = answer.node;
  try {
    const value = memoPerDay(answer, `page|${expectedKind}|${locale}`, "", () =>
      build(answer, node),
    );
    return {
      kind: "page",
      value,
      preview: result.preview,
      personal: result.personal,
      stale: result.stale,
    };
  } catch (error) {
    const failure: ContentFailure =
      error instanceof DecodeError
        ? { status: "decode_failed", reason: error.message }
        : {
            status: "parse_failed",
            reason: error instanceof Error ? error.message : String(error),
          };
    return { kind: "failure", ...logFailure(path, failure) };
  }
}

/** Thrown by a page builder when node data fails its contract (DECODE_FAILED). */
export class DecodeError extends Error {}

/** A general page or news item at its CMS path ("pagina/contact", "en/newsitem/x"). */
export function loadContentPage(
  request: Request,
  locale: Locale,
  kind: "general" | "news",
  path: string,
): Promise<PageOutcome<ContentPageView>> {
  return loadContentAnswer(
    request,
    locale,
    path,
    kind === "news" ? "news-page" : "general-page",
    (answer, node) => {
      const data = v.safeParse(generalPageDataSchema, node.data);
      if (!data.success) throw new DecodeError(summarizeIssues(data.issues));
      return buildContentPageView(data.output, {
        kind,
        node,
        nodes: answer.nodes ?? {},
        locale,
        hosts: linkHosts(),
      });
    },
  );
}

async function redirectViaCatchAll(request: Request, locale: Locale): Promise<PageOutcome<never>> {
  const result = await lookupRedirect(request, locale);
  if (result.status !== "ok") return { kind: "failure", ...result };
  if (result.value.kind === "invalid") return { kind: "failure", status: "not_found" };
  return { kind: "redirect", target: result.value, personal: result.personal };
}

export function contentPath(locale: Locale, screen: "page" | "newsItem", url: string): string {
  return href(screen, locale, { url }).replace(/^\//, "");
}

/** The shell of a general page or news item: its own furniture, title and other language. */
function contentPageShell(page: ContentPageView): Shell {
  return { layout: page.layout, preview: false, alternate: page.urlTranslated, title: page.title };
}

/**
 * What the loader of a general page (`kind` "general") or a news item answers: `:url` names the
 * page. Routes call it from a function of their own, never `loader = make(…)`: the browser build
 * keeps a top-level call, and this module is empty there.
 */
export async function loadContentPageRoute(
  { request, params }: LoaderFunctionArgs,
  kind: "general" | "news",
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!params.url) throwStatus(404);
  const screen = kind === "news" ? "newsItem" : "page";
  const outcome = await withNewsByTag(
    request,
    locale,
    await loadContentPage(request, locale, kind, contentPath(locale, screen, params.url)),
  );
  return pageResponse(outcome, locale, contentPageShell, (page) => contentPageTexts(locale, page));
}

/**
 * A news block that names tags but no items (the fund page's "Nieuws van het fonds") is filled
 * with the newest news items carrying those tags, from the news list (cached like /nieuws); a
 * list that fails leaves the block out rather than failing the page. The page's view is shared
 * between requests for the day (memoPerDay), so the filled view is a new object, never a change
 * to the shared one.
 */
async function withNewsByTag(
  request: Request,
  locale: Locale,
  outcome: PageOutcome<Readonly<ContentPageView>>,
): Promise<PageOutcome<Readonly<ContentPageView>>> {
  if (outcome.kind !== "page" || !outcome.value.newsByTag) return outcome;
  const tags = outcome.value.newsByTag.tags;
  const list = await loadNewsList(request, locale, { page: 0, perPage: TAGGED_NEWS_COUNT, tags });
  const nodes = list.status === "ok" ? list.value.items.map((item) => item.node) : [];
  const personal = outcome.personal || (list.status === "ok" && list.personal);
  return { ...outcome, personal, value: withTaggedNews(outcome.value, nodes, locale) };
}
