// One confirmation call per link, however often it is asked for. A page's GET, the button's POST,
// the loader Remix runs again after that POST (in the same request without JavaScript, as a
// revalidation with it), a double press and a reload all ask for the same token within moments;
// the form service is called once and every asker gets its answer. A definite answer (confirmed
// or expired) is kept for ten minutes; a failure only for a few seconds, so a later try can
// succeed while the rounds of one press do not call again. The answers live in the once-only
// store (once-only.server.ts): in Redis when configured, so a press and its reload that reach two
// instances still make one call.
import { createHash } from "node:crypto";
import type { ConfirmationKind } from "~/forms/parts/confirmations";
import type { ConfirmKind } from "~/forms/theatre/newsletter-confirm";
import { confirmForm, confirmNewsletter } from "./forms.server";
import { clearOnceOnly, type OnceOnlyStore, onceOnlyStore } from "./once-only.server";

const KEPT_MS = 10 * 60_000;
const FAILURE_KEPT_MS = 10_000;

export function createConfirmOnce(store: () => OnceOnlyStore) {
  /** The answer to `key`'s confirmation: the one in flight or kept, else `call()`'s. */
  return function confirmOnce<R>(key: string, call: () => Promise<R>, failed: (r: R) => boolean) {
    // The token is a credential: the store's key is its hash.
    const id = createHash("sha256").update(`confirmation\n${key}`).digest("hex");
    return store().run(id, call, (result) => (failed(result) ? FAILURE_KEPT_MS : KEPT_MS));
  };
}

const once = createConfirmOnce(onceOnlyStore);

/** Confirms a newsletter (un)subscription once per token (see above). */
export const confirmNewsletterOnce = (kind: ConfirmKind, token: string) =>
  once(
    `newsletter:${kind}:${token}`,
    () => confirmNewsletter(kind, token),
    (result) => result === "failure",
  );

/** Confirms a premiere RSVP, panel sign-up or prize-draw entry once per token. */
export const confirmFormOnce = (kind: ConfirmationKind, token: string) =>
  once(
    `${kind}:${token}`,
    () => confirmForm(kind, token),
    (result) => result === "failure",
  );

/** Forgets every kept answer (tests start from a clean slate). */
export const forgetConfirmations = () => clearOnceOnly();
