// Where a live form keeps its once-only key (ONCE_KEY_FIELD): in the tab's sessionStorage, per
// form and page, so Back to the page, a reload or a duplicated tab (which copies the storage)
// sends the same key and the server knows the same intention (app/services/forms/once-only.server.ts).
// The key is not renewed after an answer: the server tells intentions apart by what they send
// (another amount or person is a new one), and a renewed key would make Back-and-send a new one
// where the browser refuses the site's once-only cookie.
import { INTENT_FIELD } from "~/forms/parts/form";

const PREFIX = "ta_once:";
/** The shape the server takes as a key; anything else in storage is made anew. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** The storage entry of a form on this page: the form's intent (else its action) and the path. */
function entryOf(form: HTMLFormElement): string {
  const intent = form.elements.namedItem(INTENT_FIELD);
  const name =
    intent instanceof HTMLInputElement ? intent.value : (form.getAttribute("action") ?? "");
  return `${PREFIX}${name}:${window.location.pathname}`;
}

/**
 * The key this form carries on this page in this tab: the kept one, else `make()`'s, kept. Where
 * storage is refused (a privacy mode, a full quota) the new key is used without being kept.
 */
export function keptOnceKey(form: HTMLFormElement | null | undefined, make: () => string): string {
  if (!form) return make();
  const entry = entryOf(form);
  try {
    const kept = window.sessionStorage.getItem(entry);
    if (kept && KEY_SHAPE.test(kept)) return kept;
    const made = make();
    window.sessionStorage.setItem(entry, made);
    return made;
  } catch {
    return make();
  }
}
