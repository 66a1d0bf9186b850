// The CMS services API for forms (forms spec §7): JSON in, JSON out, with the configured
// timeout. Any failure (network, timeout, non-2xx, unreadable body) is logged and gives null.
import {
  type ConfirmationKind,
  type ConfirmationOutcome,
  confirmationEndpoint,
} from "~/forms/confirmations";
import {
  type ConfirmKind,
  type ConfirmResult,
  confirmEndpoint,
  confirmOutcome,
} from "~/forms/newsletter-confirm";
import { statusOutcome } from "~/forms/outcomes";
import { getEnv } from "./env.server";

export async function callFormService(
  method: "POST" | "PATCH",
  endpoint: string,
  body?: unknown,
): Promise<unknown | null> {
  const env = getEnv();
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
    return (await response.json()) as unknown;
  } catch (error) {
    console.error(
      `[forms] ${method} ${endpoint.split("/").slice(0, 5).join("/")} failed: ${String(error)}`,
    );
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
    console.error(`[forms] ${kind} confirmation: answer without a status`);
  }
  return outcome;
}
