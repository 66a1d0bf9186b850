// The premiere cancel form (forms spec §2.3, §4.4): the question, an optional comment and a
// submit button. Without JS a plain POST to the page's action; with JS a fetcher. Success replaces
// the question and the form with thanks; a failure keeps the typed comment. Either message takes
// the focus, so keyboard and screen-reader users are where the answer is.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { type FormReply, INTENT_FIELD } from "~/forms/parts/form";
import {
  COMMENT_MAX_LENGTH,
  PREMIERE_CANCEL_INTENT,
  premiereCancelSchema,
} from "~/forms/theatre/premiere-cancel";
import { useTranslation } from "~/i18n/react";
import { useFormOutcomeEvent } from "../shared";
import { FieldErrors } from "./field-errors";
import { Honeypot, LimitedMessage, OnceKey, OutcomeMessage, useOnePostAtATime } from "./form-parts";

/** `premiereName` is null when the link's name is not a published premiere: it is not shown. */
export function PremiereCancelForm({ premiereName }: { premiereName: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<FormReply>({ key: PREMIERE_CANCEL_INTENT });
  const { busy, gate } = useOnePostAtATime(fetcher);
  const actionData = useActionData<FormReply>();
  const result =
    fetcher.data ?? (actionData?.intent === PREMIERE_CANCEL_INTENT ? actionData : undefined);
  useFormOutcomeEvent(PREMIERE_CANCEL_INTENT, result?.outcome, result);
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.outcome || result?.limited) outcome.current?.focus();
  }, [result]);
  const [form, fields] = useForm({
    id: PREMIERE_CANCEL_INTENT,
    lastResult: fetcher.state === "idle" ? result?.reply : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: premiereCancelSchema }),
  });

  if (result?.outcome === "success") {
    return (
      <OutcomeMessage kind="success" ref={outcome}>
        {t("confirmations.cancel.success")}
      </OutcomeMessage>
    );
  }
  const failed = result?.outcome === "failure";
  // The service refused the link itself (premiere-cancel.ts): trying again later cannot help.
  const refused = result?.outcome === "expired";

  return (
    <>
      <p className="premiere-cancel__question">
        {premiereName === null
          ? t("confirmations.cancel.questionUnnamed")
          : t("confirmations.cancel.question", { name: premiereName })}
      </p>
      <fetcher.Form
        method="post"
        action={`${location.pathname}${location.search}`}
        className="form premiere-cancel-form"
        {...getFormProps(form)}
        onSubmit={gate(getFormProps(form).onSubmit)}
      >
        <div aria-live="polite">
          {(failed || refused) && (
            <OutcomeMessage kind="failure" ref={outcome}>
              {t(refused ? "confirmations.cancel.invalidLink" : "confirmations.cancel.failure")}
            </OutcomeMessage>
          )}
          {result?.limited && <LimitedMessage minutes={result.limited.minutes} ref={outcome} />}
        </div>
        <input type="hidden" name={INTENT_FIELD} value={PREMIERE_CANCEL_INTENT} />
        <Honeypot />
        <OnceKey />
        <div className="form-field">
          <label htmlFor={fields.comment.id}>{t("confirmations.cancel.comment")}</label>
          <textarea
            {...getTextareaProps(fields.comment)}
            key={fields.comment.key}
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
          />
          <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t("forms.sending") : t("confirmations.cancel.submit")}
        </button>
      </fetcher.Form>
    </>
  );
}
