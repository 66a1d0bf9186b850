// Draws any form described as fields (app/forms/parts/fields.ts). Without JS: every field is shown and
// a plain POST goes to the page's action, which answers with the outcome and the typed values.
// With JS: conform validates inline, conditional fields hide or disable, a fetcher submits.
// Either way a send with wrong fields is headed by an error summary (./error-summary.tsx) that
// takes the focus, and the answer moves nothing under a second click (./steady-clicks.ts).
import {
  type FieldMetadata,
  getFormProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFormOutcomeEvent } from "~/components/runtime/analytics";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { confirmFieldOf } from "~/forms/parts/amount-rule";
import { conditionChannels } from "~/forms/parts/condition-channels";
import type { DrawnForm } from "~/forms/parts/drawn-form";
import { applyingOnly, conditionHolds, type FieldValues, valuesOf } from "~/forms/parts/fields";
import { type FormReply, INTENT_FIELD, SCRIPT_FIELD } from "~/forms/parts/form";
import { messageText } from "~/forms/parts/messages";
import { prefilledValues } from "~/forms/parts/prefill";
import { useTranslation } from "~/i18n/react";
import { AlreadySent } from "./already-sent";
import { useAnchoredAction } from "./anchored-action";
import {
  ErrorSummary,
  isSend,
  type SummaryItem,
  summaryId,
  useSummaryFocus,
} from "./error-summary";
import { FieldSection, useLabel } from "./field-control";
import { FieldErrors } from "./field-errors";
import { Honeypot, LimitedMessage, OnceKey, OutcomeMessage, useOnePostAtATime } from "./form-parts";
import { useSteadyClicks } from "./steady-clicks";

/** The wrong fields of a reply: field name to its messages (i18n keys). */
type Wrong = Record<string, string[]>;

function wrongOf(error: SubmissionResult<string[]>["error"] | null | undefined): Wrong | null {
  const wrong: Wrong = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (name !== "" && messages && messages.length > 0) wrong[name] = messages;
  }
  return Object.keys(wrong).length > 0 ? wrong : null;
}

type Props = {
  form: DrawnForm;
  /** Starting values the page decides (e.g. the premiere's rsvp=nee). */
  defaults?: Record<string, string>;
};

function startingValues(form: DrawnForm, search: URLSearchParams, defaults = {}) {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
  }
  return { ...values, ...prefilledValues(form.fields, search), ...defaults };
}

export function FieldForm({ form: drawn, defaults }: Props) {
  const { definition } = drawn;
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<FormReply>({ key: definition.intent });
  const { busy, gate } = useOnePostAtATime(fetcher);
  const actionData = useActionData<FormReply>();
  const result =
    fetcher.data ?? (actionData?.intent === definition.intent ? actionData : undefined);
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const label = useLabel();
  // The fields the last send found wrong (a post without JavaScript, a refused fetcher answer, or
  // the browser's own check of a send): what the summary lists, fixed until the next send.
  const [wrong, setWrong] = useState(() =>
    result && result.outcome !== "success" && !result.limited ? wrongOf(result.reply?.error) : null,
  );
  // Drawn by the server after a post: the summary, or else the outcome, is where focus goes.
  const [posted] = useState(() => result !== undefined);
  const [initial] = useState(() => startingValues(drawn, search, defaults));
  const [form, fields] = useForm({
    id: definition.intent,
    lastResult: fetcher.state === "idle" ? result?.reply : null,
    defaultValue: initial,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithValibot(applyingOnly(formData, definition.conditional), {
        schema: definition.schema,
        // An amount is read by the page's language (app/forms/parts/amount-field.ts).
        info: { lang: i18n.language },
      }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const action = useAnchoredAction(summaryId(definition.intent));
  const channels = useMemo(() => conditionChannels(drawn.fields), [drawn.fields]);
  const [values, setValues] = useState<FieldValues>(initial);
  const successRef = useRef<HTMLParagraphElement>(null);
  const settle = useSteadyClicks(formRef);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const succeeded = result?.outcome === "success";
  const failed = result?.outcome === "failure" || result?.outcome === "expired";
  const limited = result?.limited;
  useFormOutcomeEvent(definition.intent, result?.outcome, result);

  // The typed values a failed no-JS post sent back decide the conditions too.
  useEffect(() => {
    if (formRef.current) setValues(valuesOf(new FormData(formRef.current)));
  }, []);
  // A refused answer of the server lists its wrong fields as the browser's check would.
  useEffect(() => {
    // A rate limit's refusal checked nothing: it says so itself.
    if (fetcher.data && fetcher.data.outcome !== "success" && !fetcher.data.limited)
      setWrong(wrongOf(fetcher.data.reply?.error));
  }, [fetcher.data]);
  // A send with wrong fields: the summary takes the focus (and scrolls into view, the submit button
  // leaving the pointer), and for a moment no click on a box or a submit button counts.
  const summaryRef = useSummaryFocus(wrong, settle);
  // The message may be far above the submit button: bring it into view and to the screen reader.
  useEffect(() => {
    if (!fetcher.data) return;
    settle();
    if (succeeded) successRef.current?.focus();
    else if (failed || limited) failureRef.current?.focus();
  }, [succeeded, failed, limited, fetcher.data, settle]);
  // A donation goes on to its payment page (forms spec §4.3); the message below says so. The
  // same donation sent again (another tab, Back) does not: it says so and offers that page.
  // Another form sent again shows its thank-you: the first answer, as after a double click.
  const sentBefore = succeeded && result?.repeat === true ? result.redirect : undefined;
  const paymentPage = succeeded && !sentBefore ? result?.redirect : undefined;
  useEffect(() => {
    if (paymentPage) window.location.assign(paymentPage);
  }, [paymentPage]);

  if (sentBefore) {
    return <AlreadySent ref={successRef} id={definition.intent} payment={sentBefore} />;
  }
  if (succeeded) {
    return (
      <OutcomeMessage
        kind="success"
        ref={successRef}
        id={definition.intent}
        autoFocus={posted && !hydrated}
      >
        {t(drawn.success)}
        {paymentPage && (
          <>
            {" "}
            <a href={paymentPage}>{t("donationForms.redirectLink")}</a>
          </>
        )}
      </OutcomeMessage>
    );
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const next = valuesOf(new FormData(element));
    // A field that turns disabled falls back to its reset value (the diploma's 'Nee').
    for (const field of drawn.fields) {
      if (!field.enableWhen || field.resetTo === undefined) continue;
      const control = element.elements.namedItem(field.name);
      if (control instanceof HTMLSelectElement && !conditionHolds(field.enableWhen, next)) {
        control.value = field.resetTo;
      }
    }
    setValues(next);
  };

  // Conform checks a send in the browser and stops it when a field is wrong; the same check here
  // says which, for the summary (a new object each time, so a repeated send moves focus again).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    getFormProps(form).onSubmit(event);
    if (!event.defaultPrevented || !isSend(event)) return;
    const submission = parseWithValibot(
      applyingOnly(new FormData(event.currentTarget), definition.conditional),
      { schema: definition.schema, info: { lang: i18n.language } },
    );
    setWrong(submission.status === "error" ? wrongOf(submission.error) : null);
  };

  const metadata = fields as unknown as Record<string, FieldMetadata<string>>;
  const summaryItems: SummaryItem[] = [];
  const listed = new Set<string>();
  const text = (messages: string[]) =>
    messages.map((message) => messageText(message, t, i18n.language)).join(" ");
  for (const field of drawn.fields) {
    // An amount's confirmation box has a name of its own, listed with its amount.
    for (const name of [
      field.name,
      ...(field.kind === "amount" ? [confirmFieldOf(field.name)] : []),
    ]) {
      const messages = wrong?.[name];
      if (!messages || listed.has(name)) continue;
      listed.add(name);
      summaryItems.push({
        target: metadata[name]?.id ?? name,
        text: `${label(field.label)}: ${text(messages)}`,
      });
    }
  }
  for (const [name, messages] of Object.entries(wrong ?? {})) {
    if (!listed.has(name))
      summaryItems.push({ target: metadata[name]?.id ?? name, text: text(messages) });
  }
  // Without JavaScript the answer's message takes the focus itself (./error-summary.tsx).
  const autoFocus = posted && !hydrated && summaryItems.length === 0;

  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      className="form field-form"
      {...getFormProps(form)}
      onSubmit={gate(onSubmit)}
      onChange={onChange}
      data-live={hydrated || undefined}
    >
      <div aria-live="polite">
        {failed && (
          <OutcomeMessage kind="failure" ref={failureRef} autoFocus={autoFocus}>
            {t("forms.errors.general")}
          </OutcomeMessage>
        )}
        {limited && (
          <LimitedMessage minutes={limited.minutes} ref={failureRef} autoFocus={autoFocus} />
        )}
        {form.errors && form.errors.length > 0 && (
          <FieldErrors id={form.errorId} errors={form.errors} />
        )}
      </div>
      {summaryItems.length > 0 && (
        <ErrorSummary
          id={summaryId(definition.intent)}
          ref={summaryRef}
          title={t("forms.multiStep.summaryTitle")}
          items={summaryItems}
        />
      )}
      <input type="hidden" name={INTENT_FIELD} value={definition.intent} />
      {hydrated && <input type="hidden" name={SCRIPT_FIELD} value="1" />}
      <Honeypot />
      <OnceKey />
      <FieldSection
        channels={channels}
        fields={drawn.fields}
        metadata={metadata}
        values={values}
        live={hydrated}
      />
      {form.errors && form.errors.length > 0 && (
        <p className="form-field__error" aria-hidden="true">
          {form.errors.map((message) => messageText(message, t, i18n.language)).join(" ")}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t("forms.sending") : t(drawn.submit)}
      </button>
    </fetcher.Form>
  );
}
