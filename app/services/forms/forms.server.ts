// The CMS services API for forms (forms spec §7): JSON in, JSON out, with the configured
// timeout. Any failure (network, timeout, non-2xx, unreadable body) is logged and gives null.
import {
  type ConfirmationKind,
  type ConfirmationOutcome,
  confirmationEndpoint,
} from "~/forms/parts/confirmations";
import { statusOutcome } from "~/forms/parts/outcomes";
import {
  type ConfirmKind,
  type ConfirmResult,
  confirmEndpoint,
  confirmOutcome,
} from "~/forms/theatre/newsletter-confirm";
import { failureOutcome, reportCmsCall, serviceKind } from "../operations/cms-call.server";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";

export async function callFormService(
  method: "POST" | "PATCH",
  endpoint: string,
  body?: unknown,
): Promise<unknown | null> {
  const env = getEnv();
  const kind = serviceKind(endpoint);
  const started = performance.now();
  try {
    const response = await fetch(`${env.CONTENT_API_URL}${endpoint}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(env.CONTENT_API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const answer = (await response.json()) as unknown;
    reportCmsCall(kind, "ok", started);
    return answer;
  } catch (error) {
    const outcome = failureOutcome(error);
    reportCmsCall(kind, outcome, started);
    // The endpoint without its last parts, which may be a confirmation token.
    const where = endpoint.split("?", 1)[0]?.split("/").slice(0, 5).join("/");
    log.error(`[forms] ${method} ${where} failed: ${String(error)}`, {
      event: "cms-failure",
      endpoint: kind,
      outcome,
      reason: String(error),
    });
    return null;
  }
}

/** Confirms a newsletter (un)subscription by its token: one PATCH, the outcome by its status. */
export async function confirmNewsletter(kind: ConfirmKind, token: string): Promise<ConfirmResult> {
  return confirmOutcome(await callFormService("PATCH", confirmEndpoint(kind, token)));
}

/** Confirms a premiere RSVP, panel sign-up or prize-draw entry by its token (spec §7.3). */
export async function confirmForm(
  kind: ConfirmationKind,
  token: string,
): Promise<ConfirmationOutcome> {
  const answer = await callFormService("PATCH", confirmationEndpoint(kind, token));
  const outcome = statusOutcome(answer);
  // A failed call is logged by callFormService; an answer without a status is logged here.
  if (outcome === "failure" && answer !== null) {
    log.error(`[forms] ${kind} confirmation: answer without a status`, {
      event: "cms-failure",
      endpoint: "forms",
      reason: "answer without a status",
    });
  }
  return outcome;
}
