// The body every confirmation link page shares (forms spec §2.3, §4.4): one heading and one
// message at a time. Opening the link confirms nothing, whoever opens it (a mail scanner opens
// links with a browser's User-Agent, and some run scripts too, so no script presses the button
// either): the page shows a button, a plain form POST that works without JavaScript, and a
// person's press confirms (docs/decisions/0024). 'Laden...' shows while that press is on its way.
import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

type Props<R> = {
  title: string;
  /** The answer to the button's POST, once pressed; until then the button. */
  posted: R | undefined;
  message: (result: R) => ReactNode;
};

export function ConfirmBody<R>({ title, posted, message }: Props<R>) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const outcome = useRef<HTMLDivElement>(null);
  // After a press the button makes way for the answer: keyboard and screen-reader users go with it.
  useEffect(() => {
    if (posted !== undefined) outcome.current?.focus();
  }, [posted]);

  let body: ReactNode;
  if (posted !== undefined) {
    body = (
      <div className="confirm-page__outcome" tabIndex={-1} ref={outcome}>
        {message(posted)}
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
