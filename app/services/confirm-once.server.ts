// One confirmation call per link, however often it is asked for. A page's GET, the button's POST,
// the loader Remix runs again after that POST (in the same request without JavaScript, as a
// revalidation with it), a double press and a reload all ask for the same token within moments;
// the form service is called once and every asker gets its answer. A definite answer (confirmed
// or expired) is kept for ten minutes; a failure only for a few seconds, so a later try can
// succeed while the rounds of one press do not call again. In memory per instance: a second
// instance may call once more, and the services answer a repeated confirmation the same way.
import type { ConfirmationKind } from "~/forms/confirmations";
import type { ConfirmKind } from "~/forms/newsletter-confirm";
import { confirmForm, confirmNewsletter } from "./forms.server";

const KEPT_MS = 10 * 60_000;
const FAILURE_KEPT_MS = 10_000;
const MAX_ENTRIES = 5000;

type Entry<R> = { answer: Promise<R>; until: number };

export function createConfirmOnce(now: () => number = Date.now) {
  const entries = new Map<string, Entry<unknown>>();

  function prune(at: number) {
    for (const [key, entry] of entries) if (entry.until <= at) entries.delete(key);
    // Oldest first: Map keeps insertion order.
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  }

  /** The answer to `key`'s confirmation: the one in flight or kept, else `call()`'s. */
  function confirmOnce<R>(key: string, call: () => Promise<R>, failed: (r: R) => boolean) {
    const at = now();
    const kept = entries.get(key);
    if (kept && kept.until > at) return kept.answer as Promise<R>;
    prune(at);
    const answer = call();
    // In flight it is kept as long as a definite answer would be; its answer sets the end.
    const entry: Entry<R> = { answer, until: at + KEPT_MS };
    entries.set(key, entry);
    answer.then(
      (result) => {
        if (failed(result)) entry.until = now() + FAILURE_KEPT_MS;
        else entry.until = now() + KEPT_MS;
      },
      () => {
        entry.until = now() + FAILURE_KEPT_MS;
      },
    );
    return answer;
  }

  return Object.assign(confirmOnce, { clear: () => entries.clear() });
}

const once = createConfirmOnce();

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
export const forgetConfirmations = () => once.clear();
