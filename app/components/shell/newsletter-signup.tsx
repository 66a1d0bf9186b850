// The newsletter sign-up block in the shared footer (forms spec §2.1, §5.2). It posts to the
// resource route routes/newsletter.ts: with JS through a fetcher (the answer is data), without
// JS as a plain POST answered by a redirect back here with ?nieuwsbrief=<outcome>.
import { useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import {
  emailPrefill,
  FOOTER_LIST_FIELD,
  FUND_LIST,
  isFundNewsletterPage,
  LIMITED_OUTCOME,
  NEWSLETTER_FOOTER_INTENT,
  SIGNUP_OUTCOME_KEY,
} from "~/forms/theatre/newsletter-light";
import type { MessageKey } from "~/i18n/translate";
import { Honeypot, OnceKey, RequiredMark, useOnePostAtATime } from "../forms/form-parts";
// The shell's modules through the one module the shell chunk is made of (see ./shared).
import {
  type FormReply,
  href,
  INTENT_FIELD,
  useFormOutcomeEvent,
  useHydrated,
  useSite,
  useTranslation,
} from "../shared";

export function NewsletterSignup() {
  const { t } = useTranslation();
  const { locale, signupEmail } = useSite();
  const id = useId();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const fundList = isFundNewsletterPage(useLocation().pathname);
  const fetcher = useFetcher<FormReply>({ key: NEWSLETTER_FOOTER_INTENT });
  const fromRedirect = params.get(SIGNUP_OUTCOME_KEY);
  const limited = fetcher.data?.limited;
  const outcome = fetcher.data
    ? limited
      ? LIMITED_OUTCOME
      : (fetcher.data.outcome ?? (fetcher.data.reply ? "invalid" : null))
    : fromRedirect;
  const emailError = fetcher.data?.reply?.error?.email?.[0] as MessageKey | undefined;
  const { busy: submitting, gate } = useOnePostAtATime(fetcher);
  // A refusal by the rate limit is no answer of the form service: no form event.
  useFormOutcomeEvent(
    NEWSLETTER_FOOTER_INTENT,
    outcome === LIMITED_OUTCOME ? null : outcome,
    fetcher.data ?? fromRedirect,
  );
  const messageRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // After an answer, focus goes to what it says: the thank-you or failure message, or the
  // e-mail field its error describes.
  useEffect(() => {
    if (!fetcher.data || !outcome) return;
    if (outcome === "invalid") emailRef.current?.focus();
    else messageRef.current?.focus();
  }, [fetcher.data, outcome]);

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
    // An empty e-mail sends nothing (§4.1).
    if (String(email ?? "").trim() === "") event.preventDefault();
  };

  return (
    <section className="newsletter-signup" id="nieuwsbrief" aria-labelledby={`${id}-h`}>
      <h2 className="site-footer__heading" id={`${id}-h`}>
        {t(fundList ? "forms.newsletter.fundTitle" : "forms.newsletter.footerTitle")}
      </h2>
      <p>{t(fundList ? "forms.newsletter.fundIntro" : "forms.newsletter.footerIntro")}</p>
      <fetcher.Form
        method="post"
        action={href("newsletterSignup", locale)}
        onSubmit={gate(onSubmit)}
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
            ref={emailRef}
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
          role="alert"
          tabIndex={-1}
          ref={outcome === "invalid" ? undefined : messageRef}
        >
          {message}
        </p>
      )}
    </section>
  );
}
