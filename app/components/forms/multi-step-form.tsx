// Draws a multi-step form from its configuration (app/forms/multi-step). Every step's fields are
// in the one form, the steps not shown `hidden`, so each post carries every answer so far.
// Without JavaScript every button posts and the server answers with the step to show (see
// app/services/forms/multi-step-action.server.ts). With it, 'Vorige', 'Volgende' and the indicators
// change the step in the browser with conform's instant checks, and only the submit posts.
// Either way a step that cannot be left yet is headed by an error summary, the title names the
// step (and the error), and a post lands on the form (its action URL ends in the summary's id,
// which gives the summary the focus: ./error-summary.tsx). An answer moves nothing under a second
// click (./steady-clicks.ts).
import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFormOutcomeEvent } from "~/components/runtime/analytics";
import { useHydrated } from "~/components/runtime/use-hydrated";
import { checkedFieldsOnly } from "~/forms/multi-step/checked-fields";
import {
  DEFAULT_WIDTH,
  lastStep,
  type MultiStepConfig,
  type MultiStepReply,
  NAV_FIELD,
  STEP_FIELD,
  stepFieldNames,
} from "~/forms/multi-step/config";
import { defaultsOf, toFieldSpec } from "~/forms/multi-step/drawn";
import {
  canJumpTo,
  firstUnready,
  type WrongField,
  wrongFields,
  wrongFieldsOf,
} from "~/forms/multi-step/navigation";
import { stepSchema, wholeSchema } from "~/forms/multi-step/schema";
import type { StepTitle } from "~/forms/multi-step/step-title";
import { answersOf } from "~/forms/multi-step/values";
import { conditionChannels } from "~/forms/parts/condition-channels";
import type { FieldValues } from "~/forms/parts/fields";
import { INTENT_FIELD } from "~/forms/parts/form";
import { messageText } from "~/forms/parts/messages";
import { prefilledValues } from "~/forms/parts/prefill";
import { useTranslation } from "~/i18n/react";
import { LanguageCarryButton } from "../shell/language-switch";
import { useAnchoredAction } from "./anchored-action";
import { ErrorSummary, summaryId } from "./error-summary";
import { FieldSection, useLabel } from "./field-control";
import { Honeypot, LimitedMessage, OnceKey, OutcomeMessage, useOnePostAtATime } from "./form-parts";
import { useSteadyClicks } from "./steady-clicks";
import { useStepTitle } from "./use-step-title";

const answersIn = (element: HTMLFormElement | null) =>
  answersOf(new FormData(element ?? undefined) as unknown as URLSearchParams);

/** A step the visitor could not leave, and why: what its error summary lists. */
type Attempt = { step: number; wrong: WrongField[] };

/** The attempt a server's answer reports: a step posted without JavaScript, or a failed send. */
function attemptOf(config: MultiStepConfig, reply: MultiStepReply | undefined): Attempt | null {
  if (!reply || reply.outcome === "success") return null;
  const wrong = wrongFieldsOf(config, reply.step, reply.reply?.error);
  return wrong.length > 0 ? { step: reply.step, wrong } : null;
}

export function MultiStepForm({ config }: { config: MultiStepConfig }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const label = useLabel();
  const fetcher = useFetcher<MultiStepReply>({ key: config.intent });
  const { busy, gate } = useOnePostAtATime(fetcher);
  const actionData = useActionData<MultiStepReply>();
  const result = fetcher.data ?? (actionData?.intent === config.intent ? actionData : undefined);
  const hydrated = useHydrated();
  const action = useAnchoredAction(summaryId(config.intent));
  // Drawn by the server after a post: without JavaScript the step's heading, or the outcome,
  // takes the focus itself when there is no summary to take it.
  const [posted] = useState(() => result !== undefined);
  const [step, setStep] = useState(() => result?.step ?? 0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const [attempt, setAttempt] = useState(() => attemptOf(config, result));
  // Set when a send jumps back to a step that is not ready: its fields are checked once drawn.
  const checkDrawnStep = useRef(false);
  const last = lastStep(config);
  const allSpecs = useMemo(() => config.steps.map((s) => s.fields.map(toFieldSpec)), [config]);
  // One numbering over every step: a condition may sit on a field of an earlier step.
  const channels = useMemo(() => conditionChannels(allSpecs.flat()), [allSpecs]);
  const [search] = useSearchParams();
  const [initial] = useState(() => ({
    ...defaultsOf(config.steps.flatMap((s) => s.fields)),
    ...prefilledValues(allSpecs.flat(), search),
  }));
  const [values, setValues] = useState<FieldValues>(initial);
  const [form, fields] = useForm({
    id: config.intent,
    lastResult: fetcher.state === "idle" ? result?.reply : null,
    defaultValue: initial,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The step on screen is checked; the submit (on the last step) checks them all. Only the
    // step's own fields count as checked, so a later step shows no message before it is reached.
    onValidate: ({ formData }) => {
      const answers = answersOf(formData as unknown as URLSearchParams);
      const current = stepRef.current;
      const schema =
        current === last ? wholeSchema(config, answers) : stepSchema(config, current, answers);
      // `lang`: an amount is read by the page's language (app/forms/parts/amount-field.ts).
      const submission = parseWithValibot(formData, { schema, info: { lang: locale } });
      const names = stepFieldNames(config, current);
      const reply: typeof submission.reply = (options) =>
        checkedFieldsOnly(submission.reply(options), names);
      return { ...submission, reply };
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const settle = useSteadyClicks(formRef);
  const focusedStep = useRef(step);
  const succeeded = result?.outcome === "success";
  const failed = result?.outcome === "failure" || result?.outcome === "expired";
  const limited = result?.limited;
  useFormOutcomeEvent(config.intent, result?.outcome, result);

  const current = () => answersIn(formRef.current);
  // The answers a no-JS post sent back decide the conditions too.
  useEffect(() => {
    if (formRef.current) setValues(answersIn(formRef.current));
  }, []);
  // A posted submit that failed a check comes back with the step that holds the error.
  useEffect(() => {
    if (!fetcher.data) return;
    setStep(fetcher.data.step);
    setAttempt(attemptOf(config, fetcher.data));
  }, [fetcher.data, config]);
  // A new step is announced by moving focus to its heading, a failed attempt by moving it to
  // the error summary (not on the first render).
  const summarized = attempt !== null && attempt.step === step;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change or attempt
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    if (checkDrawnStep.current) {
      checkDrawnStep.current = false;
      form.validate();
    }
    if (summarized) {
      settle();
      summaryRef.current?.focus();
    } else if (focusedStep.current !== step) headingRef.current?.focus();
    focusedStep.current = step;
  }, [step, attempt]);
  // The title names the step once the visitor has moved on or tried to (or a post has drawn
  // one); the first step untouched, and the thank-you, keep the page's own.
  const stepState = (index: number, error: boolean): StepTitle => ({
    step: index,
    count: last + 1,
    name: label(config.steps[index]?.title ?? config.steps[0].title),
    error,
  });
  const [drawnTitle] = useState(() =>
    result && !succeeded ? stepState(result.step, attemptOf(config, result) !== null) : null,
  );
  const titled = step !== 0 || attempt !== null || drawnTitle !== null;
  useStepTitle(!succeeded && titled ? stepState(step, summarized) : null, drawnTitle);
  useEffect(() => {
    if (fetcher.data && (succeeded || failed || limited)) {
      settle();
      outcomeRef.current?.focus();
    }
  }, [fetcher.data, succeeded, failed, limited, settle]);
  const autoFocus = posted && !hydrated && !summarized;

  if (succeeded) {
    // The post's answer lands here without JavaScript (the form's id is the fragment).
    return (
      <div id={config.intent}>
        <OutcomeMessage kind="success" ref={outcomeRef} autoFocus={autoFocus}>
          {label(config.success)}
        </OutcomeMessage>
      </div>
    );
  }

  // With JavaScript the step buttons stay in the browser; a visitor without posts them.
  const go = (event: MouseEvent<HTMLButtonElement>, target: number, check: boolean) => {
    event.preventDefault();
    if (check) {
      const wrong = wrongFields(config, step, current(), locale);
      if (wrong.length > 0) {
        // The step's messages show; the summary above them takes the focus.
        form.validate();
        setAttempt({ step, wrong });
        return;
      }
    }
    setAttempt(null);
    setStep(target);
  };
  // Conform's own checks arrive as submit events too; only the send button's is weighed here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const sending = submitter instanceof HTMLButtonElement && submitter.value === "submit";
    const answers = current();
    const unready = sending ? firstUnready(config, answers, locale) : null;
    if (sending) {
      setAttempt(
        unready === null
          ? null
          : { step: unready, wrong: wrongFields(config, unready, answers, locale) },
      );
    }
    if (unready !== null && unready !== step) {
      event.preventDefault();
      checkDrawnStep.current = true;
      setStep(unready);
      return;
    }
    getFormProps(form).onSubmit(event);
  };

  const metadata = fields as unknown as Record<string, FieldMetadata<string>>;
  const titleId = `${config.intent}-step-title`;
  const summaryItems = (attempt?.wrong ?? []).map(({ name, message }) => {
    const field = config.steps[attempt?.step ?? 0]?.fields.find((f) => f.name === name);
    return {
      target: metadata[name]?.id ?? name,
      text: `${field ? label(field.description) : name}: ${messageText(message, t, locale)}`,
    };
  });

  /** The button that moves on: 'Volgende', or on the last step the send button. */
  const forward = (className: string, hidden: boolean) => {
    const sends = step === last;
    return (
      <button
        type="submit"
        name={NAV_FIELD}
        value={sends ? "submit" : "next"}
        className={className}
        tabIndex={hidden ? -1 : undefined}
        aria-hidden={hidden || undefined}
        disabled={sends && busy}
        aria-busy={(sends && busy) || undefined}
        onClick={sends ? undefined : (event) => go(event, step + 1, true)}
      >
        {!sends
          ? t("forms.multiStep.next")
          : busy
            ? t("forms.sending")
            : config.buttonText
              ? label(config.buttonText)
              : t("forms.multiStep.send")}
      </button>
    );
  };

  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      className="form field-form multi-step-form"
      style={{ maxWidth: config.width ?? DEFAULT_WIDTH }}
      {...getFormProps(form)}
      onSubmit={gate(onSubmit)}
      onChange={() => setValues(current())}
      aria-labelledby={titleId}
      // Tells a test (and a curious reader) that the steps now change in the browser.
      data-live={hydrated || undefined}
    >
      {/*
        Enter in a field presses a form's first submit button. This copy of the forward button
        comes first, before the step indicators, so Enter moves on (or sends) rather than going
        back; it is out of sight and out of the tab order, and the visible buttons below stand in
        reading order.
      */}
      {forward("visually-hidden", true)}
      <nav aria-label={t("forms.multiStep.steps")}>
        <ol className="multi-step-form__steps">
          {config.steps.map((s, index) => (
            <li key={label(s.title)}>
              <button
                type="submit"
                name={NAV_FIELD}
                value={`jump-${index}`}
                formNoValidate
                className="multi-step-form__indicator"
                disabled={!canJumpTo(step, index)}
                aria-current={index === step ? "step" : undefined}
                onClick={(event) => go(event, index, false)}
              >
                <span className="visually-hidden">
                  {t("forms.multiStep.stepOf", { step: index + 1, count: last + 1 })}:{" "}
                </span>
                {label(s.title)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div aria-live="polite">
        {failed && (
          <OutcomeMessage kind="failure" ref={outcomeRef} autoFocus={autoFocus}>
            {t("forms.errors.general")}
          </OutcomeMessage>
        )}
        {limited && (
          <LimitedMessage minutes={limited.minutes} ref={outcomeRef} autoFocus={autoFocus} />
        )}
      </div>
      {summarized && (
        <ErrorSummary
          id={summaryId(config.intent)}
          ref={summaryRef}
          title={t("forms.multiStep.summaryTitle")}
          items={summaryItems}
        />
      )}
      <input type="hidden" name={INTENT_FIELD} value={config.intent} />
      <input type="hidden" name={STEP_FIELD} value={step} />
      <Honeypot />
      <OnceKey />
      {config.steps.map((s, index) => (
        <section key={label(s.title)} hidden={index !== step}>
          <h2
            id={index === step ? titleId : undefined}
            ref={index === step ? headingRef : undefined}
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: the step a post without JavaScript moved to
            autoFocus={index === step && autoFocus && !failed && !limited}
          >
            {label(s.title)}
          </h2>
          <FieldSection
            channels={channels}
            fields={allSpecs[index] ?? []}
            metadata={metadata}
            values={values}
            live={hydrated}
          />
        </section>
      ))}
      <div className="multi-step-form__buttons">
        {step > 0 && (
          <button
            type="submit"
            name={NAV_FIELD}
            value="back"
            formNoValidate
            className="button button--secondary"
            onClick={(event) => go(event, step - 1, false)}
          >
            {t("forms.multiStep.previous")}
          </button>
        )}
        {forward("button button--primary", false)}
      </div>
      <LanguageCarryButton />
    </fetcher.Form>
  );
}
