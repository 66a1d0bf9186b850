// What a donation form shows when the server gave it the kept answer of the same donation sent
// before (a second tab, Back and send again: FormReply.repeat): nothing was sent now, so no new
// payment starts; it says so and offers the first payment page (the same reference) instead of
// going there by itself, so the visitor sees why. Other forms show their thank-you again.
import { forwardRef } from "react";
import { useTranslation } from "~/i18n/react";
import { OutcomeMessage } from "./form-parts";

type Props = {
  /** The form's id, so a page drawn after a post without JavaScript can point at it. */
  id?: string;
  /** The first send's payment page. */
  payment: string;
};

export const AlreadySent = forwardRef<HTMLParagraphElement, Props>(function AlreadySent(
  { id, payment },
  ref,
) {
  const { t } = useTranslation();
  return (
    <OutcomeMessage kind="success" ref={ref} id={id}>
      {t("donationForms.alreadySent")} <a href={payment}>{t("donationForms.alreadySentPay")}</a>
    </OutcomeMessage>
  );
});
