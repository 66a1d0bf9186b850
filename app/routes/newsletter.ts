// Resource route of the footer sign-up (components/shell/newsletter-signup.tsx). The footer is on
// every screen, so it posts here rather than to each screen's action. A fetcher (hidden field
// mode=fetch, set once hydrated) gets the reply as data; a plain POST is redirected back to the
// page it came from with ?nieuwsbrief=success|failure|invalid|empty (the last two to the footer's
// error summary, #nieuwsbrief-fouten, which takes the focus). When it did not succeed, the typed
// address goes back in a flash cookie (app/models/content/signup-flash.ts), never in the URL. Over the
// rate limit a fetcher gets the refusal as data (429) and a plain POST a small 429 page that leads
// back, with the typed address in the same flash cookie. The same sign-up from a second tab or
// after Back is one intention (the browser's once-only cookie, once-identity.server.ts), as on
// every form that calls upstream.
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { newsletterFooter } from "~/forms/theatre/newsletter";
import {
  EMPTY_OUTCOME,
  FOOTER_SUMMARY_ID,
  LIMITED_OUTCOME,
  SIGNUP_OUTCOME_KEY,
} from "~/forms/theatre/newsletter-light";
import { signupFlashCookie } from "~/models/content/signup-flash";
import { safeReturnPath } from "~/models/http/return-path";
import { href } from "~/route-table.js";
import {
  assertSameOrigin,
  submissionHeaders,
  submitForm,
} from "~/services/forms/form-action.server";
import { readFormBody } from "~/services/forms/form-body.server";
import { keyedByIntention, withOnceCookie } from "~/services/forms/once-identity.server";
import { PRIVATE_NO_STORE } from "~/services/http/cache-headers.server";
import { limitedPage } from "~/services/http/limited-page.server";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { getEnv } from "~/services/operations/env.server";

/**
 * The page the post came from, as a path on this site: the Referer only when it is ours and
 * its path cannot be read as another host (a proxy may pass on `https://site//evil.example`).
 */
function backTo(request: Request, fallback: string): URL {
  const own = new URL(request.url);
  const referer = URL.parse(request.headers.get("referer") ?? "");
  const path =
    referer && referer.origin === own.origin
      ? safeReturnPath(`${referer.pathname}${referer.search}`, fallback)
      : fallback;
  return new URL(path, own);
}

const ROUTE = "newsletterSignup";

async function signUp({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  const keyed = await keyedByIntention(request);
  return withOnceCookie(await answer(keyed.request, context), keyed.identity);
}

async function answer(request: Request, context: ActionFunctionArgs["context"]) {
  const formData = await readFormBody(request);
  const locale = formData.get("locale") === "en" ? "en" : "nl";
  const viaFetcher = formData.get("mode") === "fetch";
  const email = (formData.get("email") ?? "").trim();
  const back = backTo(request, href("home", locale));
  back.hash = "nieuwsbrief";
  for (const key of [SIGNUP_OUTCOME_KEY, "email"]) back.searchParams.delete(key);
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });

  // An empty e-mail sends nothing (forms spec §4.1); the footer says it needs one (issue 37).
  if (email === "") {
    if (viaFetcher) return data({ intent: newsletterFooter.intent, outcome: null, reply: null });
    back.searchParams.set(SIGNUP_OUTCOME_KEY, EMPTY_OUTCOME);
    back.hash = FOOTER_SUMMARY_ID;
    return redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303, headers });
  }
  // Counted only when it sends (submitForm): a repeat of a kept sign-up gets that answer.
  const submission = await submitForm(formData, [newsletterFooter], locale, {
    context,
    route: ROUTE,
  });
  const { reply, status, refusal } = submission;
  if (viaFetcher) return data(reply, { status, headers: submissionHeaders(submission) });
  if (reply.outcome !== "success") {
    const secure = new URL(getEnv().SITE_URL).protocol === "https:";
    headers.append("Set-Cookie", signupFlashCookie(email, secure));
  }
  if (refusal) {
    // The way back shows the footer with the typed address again (and no outcome message).
    back.searchParams.set(SIGNUP_OUTCOME_KEY, LIMITED_OUTCOME);
    return limitedPage(locale, refusal, `${back.pathname}${back.search}${back.hash}`, headers);
  }
  back.searchParams.set(SIGNUP_OUTCOME_KEY, reply.outcome ?? "invalid");
  if (!reply.outcome) back.hash = FOOTER_SUMMARY_ID;
  return redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303, headers });
}

export const { loader, action } = resourceMethods({ post: signUp });
