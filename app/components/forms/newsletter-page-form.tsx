// The subscribe, unsubscribe and service-mail unsubscribe forms of the newsletter pages (forms
// spec §2.1, §5.2). Without JS a plain POST to the page's action; with JS inline validation and
// a fetcher. Success replaces the form; a failure keeps every typed value.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { NewsletterPageKind } from "~/forms/parts/page-form-kind";
import { NEWSLETTER_KINDS, NEWSLETTER_PAGE_FORMS } from "~/forms/theatre/newsletter";
import { emailPrefill } from "~/forms/theatre/newsletter-light";
import {
  type FormReply,
  INTENT_FIELD,
  useFormOutcomeEvent,
  useHydrated,
  useTranslation,
} from "../shared";
import { useAnchoredAction } from "./anchored-action";
import { FieldErrors } from "./field-errors";
import {
  Honeypot,
  LimitedMessage,
  OnceKey,
  OutcomeMessage,
  RequiredMark,
  useOnePostAtATime,
} from "./form-parts";

/** Submit stays disabled until the e-mail has an '@' and a list is ticked (§5.2). */
function isReady(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const data = new FormData(form);
  return String(data.get("email") ?? "").includes("@") && data.getAll("lists").length > 0;
}

export function NewsletterPageForm({ kind }: { kind: NewsletterPageKind }) {
  const definition = NEWSLETTER_PAGE_FORMS[kind];
  const { t } = useTranslation();
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
  const action = useAnchoredAction(definition.intent);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const outcome = result?.outcome;
  const limited = result?.limited;
  // The message replaces or heads the form: move keyboard and screen-reader users to it.
  useEffect(() => {
    if (fetcher.data && (outcome || limited)) outcomeRef.current?.focus();
  }, [fetcher.data, outcome, limited]);

  const subscribe = kind === "subscribe";
  if (outcome === "success") {
    return (
      <OutcomeMessage kind="success" ref={outcomeRef} id={definition.intent}>
        {t(subscribe ? "forms.newsletter.subscribeSuccess" : "forms.newsletter.unsubscribeSuccess")}
      </OutcomeMessage>
    );
  }
  const failed = outcome === "failure" || outcome === "expired";
  const checked = ([] as unknown[]).concat(fields.lists.initialValue ?? []);
  const kinds = kind === "servicemail" ? (["servicemail"] as const) : NEWSLETTER_KINDS;

  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      className="form newsletter-form"
      {...getFormProps(form)}
      onSubmit={gate(getFormProps(form).onSubmit)}
      onChange={(event: FormEvent<HTMLFormElement>) => setReady(isReady(event.currentTarget))}
    >
      <div aria-live="polite">
        {failed && (
          <OutcomeMessage kind="failure" ref={outcomeRef}>
            {t(
              subscribe
                ? "forms.newsletter.subscribeFailure"
                : "forms.newsletter.unsubscribeFailure",
            )}
          </OutcomeMessage>
        )}
        {limited && <LimitedMessage minutes={limited.minutes} ref={outcomeRef} />}
      </div>
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
