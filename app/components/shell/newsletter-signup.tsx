// The newsletter sign-up block in the shared footer (forms spec §2.1, §5.2). It posts to the
// resource route routes/newsletter.ts: with JS through a fetcher (the answer is data), without
// JS as a plain POST answered by a redirect back here with ?nieuwsbrief=<outcome>.
// An empty or wrong address is said in the page's language, never by the browser's own bubble
// (noValidate), in an error summary above the form as on every form (issue 37), which takes the
// focus: with JS after the answer, without it through the redirect's fragment (FOOTER_SUMMARY_ID).
import { useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFormOutcomeEvent } from "~/components/runtime/analytics";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { useSite } from "~/components/shell/site-context";
// The shell's modules through the one module the shell chunk is made of (see ./shared).
import { type FormReply, INTENT_FIELD } from "~/forms/parts/form";
import {
  EMPTY_OUTCOME,
  emailPrefill,
  FOOTER_LIST_FIELD,
  FOOTER_SUMMARY_ID,
  FUND_LIST,
  isFundNewsletterPage,
  LIMITED_OUTCOME,
  NEWSLETTER_FOOTER_INTENT,
  SIGNUP_OUTCOME_KEY,
} from "~/forms/theatre/newsletter-light";
import { useTranslation } from "~/i18n/react";
import type { MessageKey } from "~/i18n/translate";
import { href } from "~/route-table.js";
import { ErrorSummary } from "../forms/error-summary";
import { Honeypot, OnceKey, RequiredMark, useOnePostAtATime } from "../forms/form-parts";
import { useSteadyClicks } from "../forms/steady-clicks";

export function NewsletterSignup() {
  const { t } = useTranslation();
  const { locale, signupEmail } = useSite();
  const id = useId();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const fundList = isFundNewsletterPage(useLocation().pathname);
  const fetcher = useFetcher<FormReply>({ key: NEWSLETTER_FOOTER_INTENT });
  const redirected = params.get(SIGNUP_OUTCOME_KEY);
  // An empty address is 'invalid' to the page; only its message differs.
  const fromRedirect = redirected === EMPTY_OUTCOME ? "invalid" : redirected;
  // A send with an empty address, stopped in the browser (the count makes each one move focus).
  const [emptySends, setEmptySends] = useState(0);
  const limited = fetcher.data?.limited;
  const answered = fetcher.data
    ? limited
      ? LIMITED_OUTCOME
      : (fetcher.data.outcome ?? (fetcher.data.reply ? "invalid" : null))
    : fromRedirect;
  const outcome = emptySends > 0 ? "invalid" : answered;
  const emailError = (
    emptySends > 0 || (!fetcher.data && redirected === EMPTY_OUTCOME)
      ? "forms.errors.emailRequired"
      : fetcher.data?.reply?.error?.email?.[0]
  ) as MessageKey | undefined;
  const { busy: submitting, gate } = useOnePostAtATime(fetcher);
  // A refusal by the rate limit is no answer of the form service: no form event.
  useFormOutcomeEvent(
    NEWSLETTER_FOOTER_INTENT,
    outcome === LIMITED_OUTCOME ? null : outcome,
    fetcher.data ?? fromRedirect,
  );
  const messageRef = useRef<HTMLParagraphElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const settle = useSteadyClicks(formRef);
  // After an answer, focus goes to what it says: the thank-you or failure message, or the
  // error summary (whose link leads to the field).
  useEffect(() => {
    if ((!fetcher.data && emptySends === 0) || !outcome) return;
    settle();
    if (outcome === "invalid") summaryRef.current?.focus();
    else messageRef.current?.focus();
  }, [fetcher.data, emptySends, outcome, settle]);

  if (outcome === "success") {
    return (
      <section className="newsletter-signup" id="nieuwsbrief" aria-labelledby={`${id}-h`}>
        <h2 className="site-footer__heading" id={`${id}-h`}>
          {t(fundList ? "forms.newsletter.fundTitle" : "forms.newsletter.footerTitle")}
        </h2>
        <p role="status" tabIndex={-1} ref={messageRef}>
          {t("forms.newsletter.subscribeSuccess")}
        </p>
      </section>
    );
  }
  const message = limited
    ? t("forms.errors.tooMany", { count: limited.minutes })
    : outcome === "failure" || outcome === "expired"
      ? t("forms.newsletter.subscribeFailure")
      : outcome === "invalid"
        ? t(emailError ?? "forms.errors.emailInvalid")
        : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const email = new FormData(event.currentTarget).get("email");
    // An empty e-mail sends nothing (§4.1), and the footer says so.
    if (String(email ?? "").trim() === "") {
      event.preventDefault();
      setEmptySends((count) => count + 1);
    } else setEmptySends(0);
  };
  const invalid = outcome === "invalid" && message !== null;

  return (
    <section className="newsletter-signup" id="nieuwsbrief" aria-labelledby={`${id}-h`}>
      <h2 className="site-footer__heading" id={`${id}-h`}>
        {t(fundList ? "forms.newsletter.fundTitle" : "forms.newsletter.footerTitle")}
      </h2>
      <p>{t(fundList ? "forms.newsletter.fundIntro" : "forms.newsletter.footerIntro")}</p>
      {invalid && (
        <ErrorSummary
          id={FOOTER_SUMMARY_ID}
          ref={summaryRef}
          title={t("forms.multiStep.summaryTitle")}
          items={[{ target: `${id}-email`, text: `${t("forms.newsletter.email")}: ${message}` }]}
        />
      )}
      <fetcher.Form
        method="post"
        action={href("newsletterSignup", locale)}
        onSubmit={gate(onSubmit)}
        ref={formRef}
        noValidate
      >
        <input type="hidden" name={INTENT_FIELD} value={NEWSLETTER_FOOTER_INTENT} />
        <input type="hidden" name="locale" value={locale} />
        {fundList && <input type="hidden" name={FOOTER_LIST_FIELD} value={FUND_LIST} />}
        {hydrated && <input type="hidden" name="mode" value="fetch" />}
        <Honeypot />
        <OnceKey />
        <label>
          <span>
            {t("forms.newsletter.email")}
            <RequiredMark />
          </span>
          <input
            type="email"
            name="email"
            id={`${id}-email`}
            autoComplete="email"
            defaultValue={(fromRedirect && signupEmail) || emailPrefill(params) || ""}
            aria-invalid={outcome === "invalid" ? true : undefined}
            aria-describedby={message ? `${id}-m` : undefined}
          />
        </label>
        <button
          type="submit"
          className="button"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? t("forms.sending") : t("forms.newsletter.footerSubmit")}
        </button>
      </fetcher.Form>
      {message && (
        <p
          className="newsletter-signup__message"
          id={`${id}-m`}
          // The summary above is the alert for a wrong address; this is the field's own message.
          role={invalid ? undefined : "alert"}
          tabIndex={-1}
          ref={invalid ? undefined : messageRef}
        >
          {message}
        </p>
      )}
    </section>
  );
}
