// Nothing changes under a pointer by accident (issue 37): an answer that appears on a submit (an
// error summary, a message) moves what stood under the pointer, and the second click of a double
// click on the submit button lands on whatever moved there, often a consent box or the newsletter
// opt-in. Two rules, checked for pointer clicks only (a keyboard's click has `detail` 0, and a
// layout change does not move a keyboard's focus):
// - a click on a choice (checkbox or radio, or its label) that is the second or later of a series
//   (`detail` > 1) whose earlier click was on something else is dropped: Chromium counts clicks by
//   place and time, not by element, so this catches the case whatever the answer took;
// - any click on a choice or a submit button within SETTLE_MS after an answer was drawn is dropped:
//   a series the browser did not count (the pointer moved a few pixels) or a slow second click.
// Dropping means preventDefault: a cancelled click leaves a checkbox as it was and does not
// submit. A deliberate double click on one box still toggles it twice, as the visitor did. Typing
// in a field after the answer ends the wait: the visitor has seen it, and the next click is meant.
import { type RefObject, useCallback, useEffect, useRef } from "react";

export const SETTLE_MS = 600;

/** The choice a click acts on: the box itself, or the box a label stands for. */
function choiceOf(target: EventTarget | null): HTMLInputElement | null {
  if (!(target instanceof Element)) return null;
  const input =
    target instanceof HTMLInputElement ? target : (target.closest("label")?.control ?? null);
  if (!(input instanceof HTMLInputElement)) return null;
  return input.type === "checkbox" || input.type === "radio" ? input : null;
}

function submitterOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  return target.closest('button:not([type="button"]), input[type="submit"]');
}

/**
 * Guards clicks inside `root`. Returns `settle`: call it when an answer is drawn (the summary
 * shown); clicks on choices and submit buttons wait SETTLE_MS after it.
 */
export function useSteadyClicks(root: RefObject<HTMLElement | null>): () => void {
  const settledAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let previous: Element | null = null;
    const onClick = (event: MouseEvent) => {
      if (event.detail === 0) return;
      const choice = choiceOf(event.target);
      const acted = choice ?? submitterOf(event.target);
      const last = previous;
      previous = acted ?? (event.target instanceof Element ? event.target : null);
      if (!acted) return;
      const settling = performance.now() - settledAt.current < SETTLE_MS;
      const strayDouble = choice !== null && event.detail > 1 && last !== choice;
      if (settling || strayDouble) event.preventDefault();
    };
    const onInput = () => {
      settledAt.current = Number.NEGATIVE_INFINITY;
    };
    // Capture: decided before React's handlers and the label's activation see the click.
    element.addEventListener("click", onClick, true);
    element.addEventListener("input", onInput, true);
    return () => {
      element.removeEventListener("click", onClick, true);
      element.removeEventListener("input", onInput, true);
    };
  }, [root]);
  return useCallback(() => {
    settledAt.current = performance.now();
  }, []);
}
