// The subscribe, unsubscribe and service-mail unsubscribe forms of the newsletter pages (forms
// spec §2.1, §5.2). Without JS a plain POST to the page's action; with JS inline validation and
// a fetcher. Success replaces the form; a failure keeps every typed value. A send with wrong
// fields is headed by an error summary that takes the focus (./error-summary.tsx), and the answer
// moves nothing under a second click (./steady-clicks.ts).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFormOutcomeEvent } from "~/components/runtime/analytics";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { type FormReply, INTENT_FIELD } from "~/forms/parts/form";
import { messageText } from "~/forms/parts/messages";
import type { NewsletterPageKind } from "~/forms/parts/page-form-kind";
import { NEWSLETTER_KINDS, NEWSLETTER_PAGE_FORMS } from "~/forms/theatre/newsletter";
import { emailPrefill } from "~/forms/theatre/newsletter-light";
import { useTranslation } from "~/i18n/react";
import { useAnchoredAction } from "./anchored-action";
import {
  ErrorSummary,
  isSend,
  type SummaryItem,
  summaryId,
  useSummaryFocus,
} from "./error-summary";
import { FieldErrors } from "./field-errors";
import {
  Honeypot,
  LimitedMessage,
  OnceKey,
  OutcomeMessage,
  RequiredMark,
  useOnePostAtATime,
} from "./form-parts";
import { useSteadyClicks } from "./steady-clicks";

type Wrong = { email?: string[]; lists?: string[] };

function wrongOf(error: Record<string, string[] | null> | null | undefined): Wrong | null {
  const wrong: Wrong = {};
  if (error?.email?.length) wrong.email = error.email;
  if (error?.lists?.length) wrong.lists = error.lists;
  return wrong.email || wrong.lists ? wrong : null;
}

/** Submit stays disabled until the e-mail has an '@' and a list is ticked (§5.2). */
function isReady(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const data = new FormData(form);
  return String(data.get("email") ?? "").includes("@") && data.getAll("lists").length > 0;
}

export function NewsletterPageForm({ kind }: { kind: NewsletterPageKind }) {
  const definition = NEWSLETTER_PAGE_FORMS[kind];
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<FormReply>({ key: definition.intent });
  const { busy, gate } = useOnePostAtATime(fetcher);
  const actionData = useActionData<FormReply>();
  const result =
    fetcher.data ?? (actionData?.intent === definition.intent ? actionData : undefined);
  useFormOutcomeEvent(definition.intent, result?.outcome, result);
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const [form, fields] = useForm({
    id: definition.intent,
    lastResult: fetcher.state === "idle" ? result?.reply : null,
    defaultValue: { email: emailPrefill(searchParams) ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: definition.schema }),
  });
  useEffect(() => setReady(isReady(formRef.current)), []);
  const action = useAnchoredAction(summaryId(definition.intent));
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const settle = useSteadyClicks(formRef);
  const outcome = result?.outcome;
  const limited = result?.limited;
  // The fields the last send found wrong (the server's answer or the browser's own check).
  const [wrong, setWrong] = useState(() =>
    result && outcome !== "success" ? wrongOf(result.reply?.error) : null,
  );
  // Drawn by the server after a post without JavaScript: its message takes the focus itself.
  const [posted] = useState(() => result !== undefined);
  const autoFocus = posted && !hydrated && !wrong;
  useEffect(() => {
    if (fetcher.data && fetcher.data.outcome !== "success") {
      setWrong(wrongOf(fetcher.data.reply?.error));
    }
  }, [fetcher.data]);
  const summaryRef = useSummaryFocus(wrong, settle);
  // The message replaces or heads the form: move keyboard and screen-reader users to it.
  useEffect(() => {
    if (fetcher.data && (outcome || limited)) {
      settle();
      outcomeRef.current?.focus();
    }
  }, [fetcher.data, outcome, limited, settle]);

  const subscribe = kind === "subscribe";
  if (outcome === "success") {
    return (
      <OutcomeMessage kind="success" ref={outcomeRef} id={definition.intent} autoFocus={autoFocus}>
        {t(subscribe ? "forms.newsletter.subscribeSuccess" : "forms.newsletter.unsubscribeSuccess")}
      </OutcomeMessage>
    );
  }
  const failed = outcome === "failure" || outcome === "expired";
  const checked = ([] as unknown[]).concat(fields.lists.initialValue ?? []);
  const kinds = kind === "servicemail" ? (["servicemail"] as const) : NEWSLETTER_KINDS;
  const text = (messages: string[]) =>
    messages.map((message) => messageText(message, t, i18n.language)).join(" ");
  const summaryItems: SummaryItem[] = [];
  if (wrong?.email) {
    summaryItems.push({
      target: fields.email.id,
      text: `${t("forms.newsletter.email")}: ${text(wrong.email)}`,
    });
  }
  if (wrong?.lists) {
    summaryItems.push({
      target: `${fields.lists.id}-${kinds[0]}`,
      text: `${t("forms.newsletter.listsLegend")}: ${text(wrong.lists)}`,
    });
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    getFormProps(form).onSubmit(event);
    if (!event.defaultPrevented || !isSend(event)) return;
    const submission = parseWithValibot(new FormData(event.currentTarget), {
      schema: definition.schema,
    });
    setWrong(submission.status === "error" ? wrongOf(submission.error) : null);
  };

  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      className="form newsletter-form"
      {...getFormProps(form)}
      onSubmit={gate(onSubmit)}
      onChange={(event: FormEvent<HTMLFormElement>) => setReady(isReady(event.currentTarget))}
    >
      <div aria-live="polite">
        {failed && (
          <OutcomeMessage kind="failure" ref={outcomeRef} autoFocus={autoFocus}>
            {t(
              subscribe
                ? "forms.newsletter.subscribeFailure"
                : "forms.newsletter.unsubscribeFailure",
            )}
          </OutcomeMessage>
        )}
        {limited && (
          <LimitedMessage minutes={limited.minutes} ref={outcomeRef} autoFocus={autoFocus} />
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
      <Honeypot />
      <OnceKey />
      <div className="form-field">
        <label htmlFor={fields.email.id}>
          {t("forms.newsletter.email")}
          <RequiredMark />
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="email"
          required
        />
        <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
      </div>
      <fieldset
        className="form-field form-field--choices"
        aria-describedby={fields.lists.errors ? fields.lists.errorId : undefined}
      >
        <legend>
          {t("forms.newsletter.listsLegend")}
          <RequiredMark />
        </legend>
        {kinds.map((list) => (
          <label key={list} className="form-choice">
            <input
              id={`${fields.lists.id}-${list}`}
              type="checkbox"
              name={fields.lists.name}
              value={list}
              defaultChecked={checked.includes(list)}
            />
            {list === "servicemail"
              ? t("forms.newsletter.servicemail")
              : t(`forms.newsletter.kinds.${list}`)}
          </label>
        ))}
        <FieldErrors id={fields.lists.errorId} errors={fields.lists.errors} />
      </fieldset>
      <button
        type="submit"
        className="button button--primary"
        disabled={hydrated && (!ready || busy)}
        aria-busy={busy || undefined}
      >
        {busy
          ? t("forms.sending")
          : t(
              subscribe ? "forms.newsletter.subscribeSubmit" : "forms.newsletter.unsubscribeSubmit",
            )}
      </button>
    </fetcher.Form>
  );
}
