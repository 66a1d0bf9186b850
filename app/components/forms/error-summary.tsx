// What is wrong on a step, above it (the GOV.UK design system's error summary): a heading, then a
// link per wrong field that leads to it. The server draws it after a round trip without
// JavaScript; the browser after a failed 'Volgende' or send, and then moves the focus to it, so
// it is read out first (role=alert) and every field is one link away.
//
// Without JavaScript the page a failed post answers with must put the focus there too. A form's
// action ends in `#<summaryId>` (./anchored-action.ts): Chromium focuses a focusable element a
// fragment names, and skips `autofocus` whenever the fragment names an element, so the summary
// is that element; an answer without a summary (a thank-you, a failure message, the next step)
// matches no element and takes the focus with `autofocus` instead.
import { type FormEvent, forwardRef, type MouseEvent, useEffect, useRef } from "react";
import { isPlainClick } from "../runtime/plain-click";

export type SummaryItem = {
  /** The id of the field's control (a choice group's first choice). */
  target: string;
  text: string;
};

type Props = { id: string; title: string; items: readonly SummaryItem[] };

/**
 * Whether a submit event is a send (a button, Enter), not conform's check of a field as it loses
 * focus, which arrives as a submit too, from a button named `__intent__`: only a send fills the
 * summary.
 */
export function isSend(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute("name") !== "__intent__";
}

/**
 * The summary's ref, for a form whose wrong fields are `wrong` (null: none): when a send finds
 * fields wrong, clicks settle (./steady-clicks.ts) and the summary takes the focus.
 */
export function useSummaryFocus(wrong: unknown, settle: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!wrong) return;
    settle();
    ref.current?.focus();
  }, [wrong, settle]);
  return ref;
}

/** The summary's id, and the fragment of the form's action. */
export const summaryId = (formId: string) => `${formId}-fouten`;

/**
 * With JavaScript a link scrolls the field's label into view and focuses its control, as the
 * fragment would focus the control but leave its label above the screen's edge.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  if (!isPlainClick(event)) return;
  const control = document.getElementById(target);
  if (!control) return;
  event.preventDefault();
  const field = control.closest(".form-field") ?? control;
  field.scrollIntoView({ block: "start" });
  control.focus({ preventScroll: true });
}

export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary(
  { id, title, items },
  ref,
) {
  return (
    <div
      id={id}
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.target}>
            <a href={`#${item.target}`} onClick={(event) => focusField(event, item.target)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
