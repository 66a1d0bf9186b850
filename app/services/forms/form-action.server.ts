// The form engine's server half (DESIGN "One request"): refuse cross-origin posts, pick the form
// by its intent, turn away the honeypot, validate with conform + valibot (invalid → 400, no
// upstream call), then call the CMS once per submission and map its answer to an outcome.
import { parseWithValibot } from "@conform-to/valibot";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import * as v from "valibot";
import { applyingOnly } from "~/forms/parts/fields";
import {
  declaredFields,
  type FormDefinition,
  type FormReply,
  HONEYPOT_FIELD,
  INTENT_FIELD,
  ONCE_KEY_FIELD,
  SCRIPT_FIELD,
} from "~/forms/parts/form";
import { type Locale, localeFromPath } from "~/models/http/locale";
import { allowedPaymentAddress } from "~/models/http/payment-address";
import { allowedOrigins, originVerdict, verdictOf } from "~/models/http/request-origin";
import { safeReturnPath } from "~/models/http/return-path";
import { href } from "~/route-table.js";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { getEnv, paymentOriginsOf } from "../operations/env.server";
import { log } from "../operations/log.server";
import { limitAddress, limitEmail, type RateLimitRefusal } from "../operations/rate-limit.server";
import { declaredFieldsOnly, readFormBody } from "./form-body.server";
import { callFormService } from "./forms.server";
import { sendOnce } from "./once-only.server";

/**
 * The origin rule (app/models/http/request-origin.ts). The site's server (production and `npm run
 * dev` alike) judges every unsafe request and puts the verdict in the load context; a request no
 * server saw (a test calling an action) is judged here from its own headers. No request header
 * is ever taken as a verdict.
 */
export function isSameOrigin(request: Request, context: AppLoadContext): boolean {
  const given = verdictOf(context);
  if (given !== null) return given === "same";
  const env = getEnv();
  const allowed = allowedOrigins(env.SITE_URL, {
    trusted: env.TRUST_FORWARDED_HOST,
    host: request.headers.get("x-forwarded-host"),
    proto: request.headers.get("x-forwarded-proto"),
  });
  const headers = {
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
  };
  return originVerdict(headers, allowed) === "same";
}

export function assertSameOrigin(request: Request, context: AppLoadContext) {
  if (!isSameOrigin(request, context)) {
    throw new Response(null, { status: 403, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
}

/**
 * The start of a small post that goes back where it came from (the consent and wish-list
 * routes): the origin rule, the bounded body, the language and a `return` path on this site.
 */
export async function readPostBack(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context);
  const form = await readFormBody(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  return { form, locale, back: safeReturnPath(form.get("return"), href("home", locale)) };
}

export type FormSubmission = {
  reply: FormReply;
  status: number;
  /** Set when a rate limit refused it: the answer's Retry-After. */
  retryAfterSeconds?: number;
  /** Set when a rate limit refused it: the refusal (a plain POST's 429 page tells the wait). */
  refusal?: RateLimitRefusal;
};

/** The typed values of a post as a reply with no errors, for a form drawn again as it was. */
export function typedValuesReply(values: URLSearchParams) {
  return parseWithValibot(values, { schema: v.looseObject({}) }).reply();
}

/**
 * A post a rate limit refused: 429, nothing sent, the typed values (only the form's declared
 * fields: `values` must be filtered already) back in the form, and the wait.
 */
export function limitedSubmission(
  intent: string,
  values: URLSearchParams,
  refusal: RateLimitRefusal,
): FormSubmission {
  return {
    reply: {
      intent,
      outcome: null,
      reply: typedValuesReply(values),
      limited: { minutes: refusal.minutes },
    },
    status: 429,
    retryAfterSeconds: refusal.retryAfterSeconds,
    refusal,
  };
}

/** Where a post is counted: the request's load context (its client address) and the screen. */
export type LimitScope = { context: AppLoadContext; route: string };

/**
 * Counts a submission that is about to call the form service (docs/decisions/0030): its client
 * address on this route and form, then the e-mail address it names. Called only from inside the
 * once-only run (once-only.server.ts), so a repeat of a submission that was sent or is on its way
 * gets that answer and is never counted or refused: a limit answer never says "not sent" for
 * something that was sent. Posts that send nothing (invalid, a honeypot, a step of a multi-step
 * form) are not counted either: the limits guard the form service and people's mailboxes.
 */
export async function limitSend(
  scope: LimitScope,
  intent: string,
  email: string | null,
): Promise<RateLimitRefusal | null> {
  return (
    (await limitAddress(scope.context, scope.route, intent)) ??
    (await limitEmail(scope.route, email))
  );
}

/** The headers of a submission's answer: never stored; Retry-After when it was refused. */
export function submissionHeaders(submission: Pick<FormSubmission, "retryAfterSeconds">) {
  const headers: Record<string, string> = { "Cache-Control": PRIVATE_NO_STORE };
  if (submission.retryAfterSeconds !== undefined) {
    headers["Retry-After"] = String(submission.retryAfterSeconds);
  }
  return headers;
}

/**
 * The e-mail address a call would make the service write to: the `email` of its body (which for
 * the premiere cancellation comes from the link, not a field), else the posted `email` field.
 */
export function emailOfCall(body: unknown, posted: URLSearchParams): string | null {
  const fromBody =
    typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof fromBody === "string" ? fromBody : posted.get("email");
}

/**
 * Runs one submission; `forms` are those the posting screen offers, `scope` where a send is
 * counted (the client's address and the screen's name in the route table).
 */
export async function submitForm(
  posted: URLSearchParams,
  forms: readonly FormDefinition[],
  locale: Locale,
  scope: LimitScope,
): Promise<FormSubmission> {
  const intent = posted.get(INTENT_FIELD) ?? "";
  const form = forms.find((f) => f.intent === intent);
  if (!form)
    throw new Response(null, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const formData = applyingOnly(declaredFieldsOnly(posted, declaredFields(form)), form.conditional);
  if ((formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    log.info(`[forms] ${intent}: honeypot filled, nothing sent`);
    return { reply: { intent, outcome: "success", reply: null }, status: 200 };
  }
  // `lang`: an amount is read by the page's language (app/forms/parts/amount-field.ts).
  const submission = parseWithValibot(formData, { schema: form.schema, info: { lang: locale } });
  if (submission.status !== "success") {
    return { reply: { intent, outcome: null, reply: submission.reply() }, status: 400 };
  }
  const endpoint = typeof form.endpoint === "function" ? form.endpoint(locale) : form.endpoint;
  const body = form.payload(submission.value, locale);
  const value = submission.value;
  // The call and its follow-up, once per submission (once-only.server.ts): a repeat gets this
  // answer, while in flight or, after a success, for ONCE_ONLY_TTL_MS. The rate limits count
  // inside it (limitSend): only a send that is not a repeat; a refusal is not kept.
  const send = async (): Promise<FormSubmission> => {
    const refusal = await limitSend(scope, intent, emailOfCall(body, formData));
    if (refusal) return limitedSubmission(intent, formData, refusal);
    const answer = await callFormService(form.method, endpoint, body);
    const next = form.redirect ? allowedRedirect(form.redirect(answer)) : undefined;
    const outcome = next === null ? "failure" : form.outcome(answer);
    if (outcome !== "success") log.error(`[forms] ${intent}: outcome ${outcome}`);
    const followUp = outcome === "success" ? form.followUp?.(value, locale) : null;
    // The visitor's request succeeded; a failed follow-up is logged by callFormService only.
    if (followUp) await callFormService(followUp.method, followUp.endpoint, followUp.body);
    return {
      reply: {
        intent,
        outcome,
        reply: outcome === "success" ? submission.reply({ resetForm: true }) : submission.reply(),
        ...(outcome === "success" && next ? { redirect: next } : {}),
      },
      status: 200,
    };
  };
  const call = { method: form.method, endpoint, body };
  return sendOnce(intent, formData.get(ONCE_KEY_FIELD), call, send);
}

/**
 * A route action: origin check, the bounded body, then the submission (counted by the rate
 * limits only when it sends: see limitSend) as data with its status. `forms` may depend on the
 * posted intent (a page loads the premiere form only when asked for).
 */
export async function formAction(
  request: Request,
  forms: readonly FormDefinition[] | ((intent: string) => Promise<readonly FormDefinition[]>),
  locale: Locale,
  scope: LimitScope,
) {
  assertSameOrigin(request, scope.context);
  const posted = await readFormBody(request);
  const intent = posted.get(INTENT_FIELD) ?? "";
  const offered = typeof forms === "function" ? await forms(intent) : forms;
  if (!offered.length) {
    throw new Response(null, {
      status: 405,
      headers: { Allow: "GET, HEAD", "Cache-Control": PRIVATE_NO_STORE },
    });
  }
  const submission = await submitForm(posted, offered, locale, scope);
  const { reply, status } = submission;
  // Without JavaScript the browser goes on to the payment page at once (forms spec §4.3); a live
  // form (it sends SCRIPT_FIELD) shows the message and goes itself.
  if (reply.redirect && posted.get(SCRIPT_FIELD) !== "1") {
    return redirect(reply.redirect, {
      status: 303,
      headers: { "Cache-Control": PRIVATE_NO_STORE },
    });
  }
  return data(reply, { status, headers: submissionHeaders(submission) });
}

/**
 * A payment address the service gave, if its scheme, host and port are one PAYMENT_HOSTS allows
 * (app/models/http/payment-address.ts); null (logged) otherwise, so a broken or hostile answer never
 * sends a visitor on.
 */
function allowedRedirect(target: string | null): string | null {
  const allowed = allowedPaymentAddress(target, paymentOriginsOf());
  if (!allowed && target) log.error("[forms] payment address refused: host not in PAYMENT_HOSTS");
  return allowed;
}
