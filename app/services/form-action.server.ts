// The form engine's server half (DESIGN "One request"): refuse cross-origin posts, pick the form
// by its intent, turn away the honeypot, validate with conform + valibot (invalid → 400, no
// upstream call), then call the CMS and map its answer to an outcome.
import { parseWithValibot } from "@conform-to/valibot";
import { data } from "@remix-run/node";
import { type FormDefinition, type FormReply, HONEYPOT_FIELD, INTENT_FIELD } from "~/forms/form";
import type { Locale } from "~/models/locale";
import { getEnv } from "./env.server";
import { callFormService } from "./forms.server";

/** A POST must come from the site itself: Origin (or else Referer) must be one of its origins. */
export function isSameOrigin(request: Request): boolean {
  const own = new Set([new URL(request.url).origin, new URL(getEnv().SITE_URL).origin]);
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return own.has(origin);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return own.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  // Browsers always send one of the two on a form POST; other clients are not a CSRF vector.
  return origin !== "null";
}

export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request)) {
    throw new Response("Cross-origin form posts are refused", { status: 403 });
  }
}

export type FormSubmission = { reply: FormReply; status: number };

/** Runs one submission; `forms` are those the posting screen offers. */
export async function submitForm(
  formData: FormData,
  forms: readonly FormDefinition[],
  locale: Locale,
): Promise<FormSubmission> {
  const intent = String(formData.get(INTENT_FIELD) ?? "");
  const form = forms.find((f) => f.intent === intent);
  if (!form) throw new Response("Unknown form", { status: 400 });
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    console.info(`[forms] ${intent}: honeypot filled, nothing sent`);
    return { reply: { intent, outcome: "success", reply: null }, status: 200 };
  }
  const submission = parseWithValibot(formData, { schema: form.schema });
  if (submission.status !== "success") {
    return { reply: { intent, outcome: null, reply: submission.reply() }, status: 400 };
  }
  const endpoint = typeof form.endpoint === "function" ? form.endpoint(locale) : form.endpoint;
  const answer = await callFormService(
    form.method,
    endpoint,
    form.payload(submission.value, locale),
  );
  const outcome = form.outcome(answer);
  if (outcome !== "success") console.error(`[forms] ${intent}: outcome ${outcome}`);
  const followUp = outcome === "success" ? form.followUp?.(submission.value, locale) : null;
  // The visitor's request succeeded; a failed follow-up is logged by callFormService only.
  if (followUp) await callFormService(followUp.method, followUp.endpoint, followUp.body);
  return {
    reply: {
      intent,
      outcome,
      reply: outcome === "success" ? submission.reply({ resetForm: true }) : submission.reply(),
    },
    status: 200,
  };
}

/** A route action: origin check, then the submission as data with its status. */
export async function formAction(
  request: Request,
  forms: readonly FormDefinition[],
  locale: Locale,
) {
  assertSameOrigin(request);
  const { reply, status } = await submitForm(await request.formData(), forms, locale);
  return data(reply, { status, headers: { "Cache-Control": "private, no-store" } });
}
