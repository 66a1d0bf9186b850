// Small pieces every form uses: the required mark, the honeypot, the outcome. Forms load on
// demand (the page forms, the footer island), so these stay out of the shell every page loads;
// the hydration flag is in ./use-hydrated. (The page forms' field errors live with them.)
import { forwardRef, type ReactNode } from "react";
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

/**
 * What became of a sent form: the thank-you that replaces it (a status) or the message that it
 * could not be sent (an alert), each read out as it appears. It can take focus, so the page can
 * move keyboard and screen-reader users to it.
 */
export const OutcomeMessage = forwardRef<
  HTMLParagraphElement,
  { kind: "success" | "failure"; children: ReactNode; id?: string }
>(function OutcomeMessage({ kind, children, id }, ref) {
  return (
    <p
      id={id}
      className={`form-outcome form-outcome--${kind}`}
      role={kind === "success" ? "status" : "alert"}
      tabIndex={-1}
      ref={ref}
    >
      {children}
    </p>
  );
});
