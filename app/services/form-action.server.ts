// The form engine's server half (DESIGN "One request"): refuse cross-origin posts, pick the form
// by its intent, turn away the honeypot, validate with conform + valibot (invalid → 400, no
// upstream call), then call the CMS once per submission and map its answer to an outcome.
import { parseWithValibot } from "@conform-to/valibot";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { applyingOnly } from "~/forms/fields";
import {
  declaredFields,
  type FormDefinition,
  type FormReply,
  HONEYPOT_FIELD,
  INTENT_FIELD,
  ONCE_KEY_FIELD,
  SCRIPT_FIELD,
} from "~/forms/form";
import { type Locale, localeFromPath } from "~/models/locale";
import { allowedPaymentAddress } from "~/models/payment-address";
import { allowedOrigins, originVerdict, verdictOf } from "~/models/request-origin";
import { safeReturnPath } from "~/models/return-path";
import { href } from "~/route-table.js";
import { PRIVATE_NO_STORE } from "./cache-headers.server";
import { getEnv, paymentOriginsOf } from "./env.server";
import { declaredFieldsOnly, readFormBody } from "./form-body.server";
import { callFormService } from "./forms.server";
import { log } from "./log.server";
import { sendOnce } from "./once-only.server";

/**
 * The origin rule (app/models/request-origin.ts). The site's server (production and `npm run
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

export type FormSubmission = { reply: FormReply; status: number };

/** Runs one submission; `forms` are those the posting screen offers. */
export async function submitForm(
  posted: URLSearchParams,
  forms: readonly FormDefinition[],
  locale: Locale,
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
  const submission = parseWithValibot(formData, { schema: form.schema });
  if (submission.status !== "success") {
    return { reply: { intent, outcome: null, reply: submission.reply() }, status: 400 };
  }
  const endpoint = typeof form.endpoint === "function" ? form.endpoint(locale) : form.endpoint;
  const body = form.payload(submission.value, locale);
  const value = submission.value;
  // The call and its follow-up, once per submission (once-only.server.ts): a repeat gets this
  // answer, while in flight or, after a success, for ONCE_ONLY_TTL_MS.
  const send = async (): Promise<FormSubmission> => {
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
 * A route action: origin check, the bounded body, then the submission as data with its status.
 * `forms` may depend on the posted intent (a page loads the premiere form only when asked for).
 */
export async function formAction(
  request: Request,
  forms: readonly FormDefinition[] | ((intent: string) => Promise<readonly FormDefinition[]>),
  locale: Locale,
  context: AppLoadContext,
) {
  assertSameOrigin(request, context);
  const posted = await readFormBody(request);
  const offered = typeof forms === "function" ? await forms(posted.get(INTENT_FIELD) ?? "") : forms;
  if (!offered.length) {
    throw new Response(null, {
      status: 405,
      headers: { Allow: "GET, HEAD", "Cache-Control": PRIVATE_NO_STORE },
    });
  }
  const { reply, status } = await submitForm(posted, offered, locale);
  // Without JavaScript the browser goes on to the payment page at once (forms spec §4.3); a live
  // form (it sends SCRIPT_FIELD) shows the message and goes itself.
  if (reply.redirect && posted.get(SCRIPT_FIELD) !== "1") {
    return redirect(reply.redirect, {
      status: 303,
      headers: { "Cache-Control": PRIVATE_NO_STORE },
    });
  }
  return data(reply, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/**
 * A payment address the service gave, if its scheme, host and port are one PAYMENT_HOSTS allows
 * (app/models/payment-address.ts); null (logged) otherwise, so a broken or hostile answer never
 * sends a visitor on.
 */
function allowedRedirect(target: string | null): string | null {
  const allowed = allowedPaymentAddress(target, paymentOriginsOf());
  if (!allowed && target) log.error("[forms] payment address refused: host not in PAYMENT_HOSTS");
  return allowed;
}
