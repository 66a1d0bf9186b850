// Small pieces every form uses: the required mark, the honeypot, the hydration flag. (The page
// forms' field errors live with them, loaded on demand.)
import { forwardRef, type ReactNode, useEffect, useState } from "react";
import { HONEYPOT_FIELD } from "~/forms/form";
import { useTranslation } from "~/i18n/react";

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

/** False in the server render and the first client render, true once hydrated. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type OutcomeProps = { children: ReactNode };

/**
 * The thank-you that replaces a sent form. It can take focus, so the page can move keyboard and
 * screen-reader users to it; a status, so it is read out as it appears.
 */
export const FormSuccess = forwardRef<HTMLParagraphElement, OutcomeProps>(function FormSuccess(
  { children },
  ref,
) {
  return (
    <p className="form-outcome form-outcome--success" role="status" tabIndex={-1} ref={ref}>
      {children}
    </p>
  );
});

/** The message that a form could not be sent: focusable like FormSuccess, and an alert. */
export const FormFailure = forwardRef<HTMLParagraphElement, OutcomeProps>(function FormFailure(
  { children },
  ref,
) {
  return (
    <p className="form-outcome form-outcome--failure" role="alert" tabIndex={-1} ref={ref}>
      {children}
    </p>
  );
});
