// The body every confirmation link page shares (forms spec §2.3, §4.4): one heading and one
// message at a time. The PATCH streams in behind 'Laden...'; without JS the stream never replaces
// that fallback, so such visitors (and bots, which get no PATCH at all) confirm with a button.
import { Await, Form, useNavigation } from "@remix-run/react";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "./shared";

type Props<R> = {
  title: string;
  /** The answer to the button's POST, once pressed. */
  posted: R | undefined;
  /** The streamed answer, or null when the visitor was taken for a bot. */
  result: Promise<R> | null;
  message: (result: R | "failure") => ReactNode;
};

export function ConfirmBody<R>({ title, posted, result, message }: Props<R>) {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const button = (
    <Form method="post" className="form">
      <p>{t("forms.confirm.prompt")}</p>
      <button type="submit" className="button" disabled={navigation.state !== "idle"}>
        {t("forms.confirm.button")}
      </button>
    </Form>
  );
  const loading = (
    <>
      <p role="status">{t("forms.confirm.loading")}</p>
      <noscript>{button}</noscript>
    </>
  );
  let body: ReactNode = button;
  if (posted !== undefined) body = message(posted);
  else if (result)
    body = (
      <Suspense fallback={loading}>
        <Await resolve={result} errorElement={message("failure")}>
          {(resolved) => message(resolved as R)}
        </Await>
      </Suspense>
    );
  return (
    <div className="container confirm-page">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
