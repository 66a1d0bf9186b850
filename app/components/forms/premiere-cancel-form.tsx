// The premiere cancel form (forms spec §2.3, §4.4): the question, an optional comment and a
// submit button. Without JS a plain POST to the page's action; with JS a fetcher. Success replaces
// the question and the form with thanks; a failure keeps the typed comment. Either message takes
// the focus, so keyboard and screen-reader users are where the answer is; a comment refused heads
// the form with an error summary, as on every form (./error-summary.tsx).
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFormOutcomeEvent } from "~/components/runtime/analytics";
import { type FormReply, INTENT_FIELD } from "~/forms/parts/form";
import { messageText } from "~/forms/parts/messages";
import {
  COMMENT_MAX_LENGTH,
  PREMIERE_CANCEL_INTENT,
  premiereCancelSchema,
} from "~/forms/theatre/premiere-cancel";
import { useTranslation } from "~/i18n/react";
import { useAnchoredAction } from "./anchored-action";
import { ErrorSummary, isSend, summaryId, useSummaryFocus } from "./error-summary";
import { FieldErrors } from "./field-errors";
import { Honeypot, LimitedMessage, OnceKey, OutcomeMessage, useOnePostAtATime } from "./form-parts";
import { useSteadyClicks } from "./steady-clicks";

/** The comment's messages in an answer that refused it, else null. */
const refusedComment = (result: FormReply | undefined) =>
  result && result.outcome !== "success" && !result.limited
    ? (result.reply?.error?.comment ?? null)
    : null;

/** `premiereName` is null when the link's name is not a published premiere: it is not shown. */
export function PremiereCancelForm({ premiereName }: { premiereName: string | null }) {
  const { t, i18n } = useTranslation();
  const action = useAnchoredAction(summaryId(PREMIERE_CANCEL_INTENT));
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
  const formRef = useRef<HTMLFormElement>(null);
  const settle = useSteadyClicks(formRef);
  const [wrong, setWrong] = useState(() => refusedComment(result));
  useEffect(() => {
    if (fetcher.data) setWrong(refusedComment(fetcher.data));
  }, [fetcher.data]);
  const summaryRef = useSummaryFocus(wrong, settle);
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
  // The browser's own check of a send fills the summary too (conform's check on leaving a field
  // does not: isSend).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    getFormProps(form).onSubmit(event);
    if (!event.defaultPrevented || !isSend(event)) return;
    const submission = parseWithValibot(new FormData(event.currentTarget), {
      schema: premiereCancelSchema,
    });
    setWrong(submission.status === "error" ? (submission.error?.comment ?? null) : null);
  };
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
        action={action}
        ref={formRef}
        className="form premiere-cancel-form"
        {...getFormProps(form)}
        onSubmit={gate(onSubmit)}
      >
        <div aria-live="polite">
          {(failed || refused) && (
            <OutcomeMessage kind="failure" ref={outcome}>
              {t(refused ? "confirmations.cancel.invalidLink" : "confirmations.cancel.failure")}
            </OutcomeMessage>
          )}
          {result?.limited && <LimitedMessage minutes={result.limited.minutes} ref={outcome} />}
        </div>
        {wrong && wrong.length > 0 && (
          <ErrorSummary
            id={summaryId(PREMIERE_CANCEL_INTENT)}
            ref={summaryRef}
            title={t("forms.multiStep.summaryTitle")}
            items={[
              {
                target: fields.comment.id,
                text: `${t("confirmations.cancel.comment")}: ${wrong
                  .map((message) => messageText(message, t, i18n.language))
                  .join(" ")}`,
              },
            ]}
          />
        )}
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
