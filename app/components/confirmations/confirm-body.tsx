// The body every confirmation link page shares (forms spec §2.3, §4.4): one heading and one
// message at a time. The answer is in the HTML itself: the loader waits for the confirmation
// when the visit may confirm on sight (app/forms/parts/confirming-visit.ts). Any other visit (HEAD, a
// crawler, a scanner, an unknown agent) gets a button, and a person confirms by pressing it;
// 'Laden...' shows while that press is on its way.
import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "../shared";

type Props<R> = {
  title: string;
  /** The loader's answer, or null when this visit did not confirm (→ the button). */
  result: R | null;
  /** The answer to the button's POST, once pressed. */
  posted: R | undefined;
  message: (result: R) => ReactNode;
};

export function ConfirmBody<R>({ title, result, posted, message }: Props<R>) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const outcome = useRef<HTMLDivElement>(null);
  // After a press the button makes way for the answer: keyboard and screen-reader users go with it.
  useEffect(() => {
    if (posted !== undefined) outcome.current?.focus();
  }, [posted]);

  const answer = posted ?? result;
  let body: ReactNode;
  if (answer !== null && answer !== undefined) {
    body = (
      <div className="confirm-page__outcome" tabIndex={-1} ref={outcome}>
        {message(answer)}
      </div>
    );
  } else if (navigation.state === "submitting") {
    body = <p role="status">{t("forms.confirm.loading")}</p>;
  } else {
    body = (
      <Form method="post" className="form">
        <p>{t("forms.confirm.prompt")}</p>
        <button type="submit" className="button">
          {t("forms.confirm.button")}
        </button>
      </Form>
    );
  }
  return (
    <div className="container confirm-page">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
