// Small pieces every form uses: the required mark, the honeypot, the once-only key and its
// one-post-at-a-time submit, the outcome. Forms load on demand (the page forms, the footer
// island), so these stay out of the shell every page loads; the hydration flag is in
// ./use-hydrated. (The page forms' field errors live with them.)
import { type FormEvent, forwardRef, type ReactNode, useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD, ONCE_KEY_FIELD } from "~/forms/parts/form";
import { useTranslation } from "~/i18n/react";
import { keptOnceKey } from "./once-key-store";

/** The asterisk of a required label, read out as 'verplicht' / 'required'. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t("forms.required")})</span>
    </>
  );
}

/** A field people never see or reach; simple bots fill it and get a pretended success. */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {t("forms.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** 16 random bytes as base64url: the shape the server takes as a once-only key. */
function newOnceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * The form's once-only key (app/services/forms/once-only.server.ts): a repeat of the same submission
 * gets the first answer. The server renders one, which a cached page shares among visitors (the
 * server tells them apart by what they send). With JavaScript the browser puts in the key this
 * tab keeps for the form on this page (./once-key-store.ts), so Back and send, or a duplicated
 * tab, is the same intention; the server's once-only cookie covers a fresh tab.
 *
 * It also keeps a live form from posting natively: its fetcher sends every post, and a submit
 * event React never handles (conform's blur check of a focused field that React removes together
 * with the form on success, dispatched while React commits) would otherwise leave the page as a
 * second, plain POST. The check runs last, on window, so it only stops what nobody handled.
 */
export function OnceKey() {
  const ref = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState(() => (typeof document === "undefined" ? newOnceKey() : ""));
  useEffect(() => setKey(keptOnceKey(ref.current?.form, newOnceKey)), []);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const stopNative = (event: SubmitEvent) => {
      if (event.target === form && !event.defaultPrevented) event.preventDefault();
    };
    window.addEventListener("submit", stopNative);
    return () => window.removeEventListener("submit", stopNative);
  }, []);
  return (
    <input
      type="hidden"
      name={ONCE_KEY_FIELD}
      value={key}
      ref={ref}
      // The browser's key replaces the server's after hydration, on purpose.
      suppressHydrationWarning
    />
  );
}

/**
 * One post at a time for a live form: `busy` while its fetcher is under way (the submit button
 * shows it: disabled, aria-busy), and `gate` wraps the form's submit handler so a second press
 * before the button has re-rendered as disabled (a double click) sends nothing. A submit the
 * handler lets through (not prevented: the fetcher sends it) holds the gate until the answer.
 */
export function useOnePostAtATime(fetcher: { state: string; data: unknown }) {
  const inFlight = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an answer opens the gate again
  useEffect(() => {
    if (fetcher.state === "idle") inFlight.current = false;
  }, [fetcher.state, fetcher.data]);
  const gate =
    (handler?: (event: FormEvent<HTMLFormElement>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      if (inFlight.current) {
        event.preventDefault();
        return;
      }
      handler?.(event);
      if (!event.defaultPrevented) inFlight.current = true;
    };
  return { busy: fetcher.state !== "idle", gate };
}

/**
 * A post a rate limit refused: nothing was sent, and the visitor may try again in `minutes`.
 * The form around it keeps what was typed.
 */
export const LimitedMessage = forwardRef<
  HTMLParagraphElement,
  { minutes: number; autoFocus?: boolean }
>(function LimitedMessage({ minutes, autoFocus }, ref) {
  const { t } = useTranslation();
  return (
    <OutcomeMessage kind="failure" ref={ref} autoFocus={autoFocus}>
      {t("forms.errors.tooMany", { count: minutes })}
    </OutcomeMessage>
  );
});

/**
 * What became of a sent form: the thank-you that replaces it (a status) or the message that it
 * could not be sent (an alert), each read out as it appears. It can take focus, so the page can
 * move keyboard and screen-reader users to it; `autoFocus` does so on a page the server drew
 * after a post without JavaScript (see ./error-summary.tsx).
 */
export const OutcomeMessage = forwardRef<
  HTMLParagraphElement,
  { kind: "success" | "failure"; children: ReactNode; id?: string; autoFocus?: boolean }
>(function OutcomeMessage({ kind, children, id, autoFocus }, ref) {
  return (
    <p
      id={id}
      className={`form-outcome form-outcome--${kind}`}
      role={kind === "success" ? "status" : "alert"}
      tabIndex={-1}
      ref={ref}
      // biome-ignore lint/a11y/noAutofocus: only on the page answering a post, where the visitor was
      autoFocus={autoFocus}
    >
      {children}
    </p>
  );
});
