// One confirmation call per link, however often it is asked for. Only the button's POST spends a
// token (docs/decisions/0024); a double press, a re-sent POST (reload after a press) and a second
// tab all ask for the same token within moments; the form service is called once and every asker
// gets its answer. The rate limit counts inside that one run (`limit`), so a repeat of a press
// that was answered gets the answer, never "too many attempts". A definite answer (confirmed
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

/**
 * Confirms a newsletter (un)subscription once per token (see above); `limit` runs first when the
 * call is to be made, and throws (a 429) to refuse it.
 */
export const confirmNewsletterOnce = (
  kind: ConfirmKind,
  token: string,
  limit: () => Promise<void>,
) =>
  once(
    `newsletter:${kind}:${token}`,
    async () => {
      await limit();
      return confirmNewsletter(kind, token);
    },
    (result) => result === "failure",
  );

/** Confirms a premiere RSVP, panel sign-up or prize-draw entry once per token (`limit` as above). */
export const confirmFormOnce = (
  kind: ConfirmationKind,
  token: string,
  limit: () => Promise<void>,
) =>
  once(
    `${kind}:${token}`,
    async () => {
      await limit();
      return confirmForm(kind, token);
    },
    (result) => result === "failure",
  );

/** Forgets every kept answer (tests start from a clean slate). */
export const forgetConfirmations = () => clearOnceOnly();
