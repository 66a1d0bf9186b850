// Draws a multi-step form from its configuration (app/forms/multi-step). Every step's fields are
// in the one form, the steps not shown `hidden`, so each post carries every answer so far.
// Without JavaScript every button posts and the server answers with the step to show (see
// app/services/multi-step-action.server.ts). With it, 'Vorige', 'Volgende' and the indicators
// change the step in the browser with conform's instant checks, and only the submit posts.
import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { conditionChannels } from "~/forms/condition-channels";
import type { FieldValues } from "~/forms/fields";
import {
  DEFAULT_WIDTH,
  lastStep,
  type MultiStepConfig,
  type MultiStepReply,
  NAV_FIELD,
  STEP_FIELD,
} from "~/forms/multi-step/config";
import { defaultsOf, toFieldSpec } from "~/forms/multi-step/drawn";
import { canJumpTo, firstUnready, firstWrongField } from "~/forms/multi-step/navigation";
import { stepSchema, wholeSchema } from "~/forms/multi-step/schema";
import { answersOf } from "~/forms/multi-step/values";
import { prefilledValues } from "~/forms/prefill";
import { FieldSection, useLabel } from "./field-control";
import { Honeypot, OnceKey, OutcomeMessage, useOnePostAtATime } from "./form-parts";
import { INTENT_FIELD, useFormOutcomeEvent, useHydrated, useTranslation } from "./shared";

const answersIn = (element: HTMLFormElement | null) =>
  answersOf(new FormData(element ?? undefined) as unknown as URLSearchParams);

export function MultiStepForm({ config }: { config: MultiStepConfig }) {
  const { t } = useTranslation();
  const label = useLabel();
  const fetcher = useFetcher<MultiStepReply>({ key: config.intent });
  const { busy, gate } = useOnePostAtATime(fetcher);
  const actionData = useActionData<MultiStepReply>();
  const result = fetcher.data ?? (actionData?.intent === config.intent ? actionData : undefined);
  const hydrated = useHydrated();
  const [step, setStep] = useState(() => result?.step ?? 0);
  const stepRef = useRef(step);
  stepRef.current = step;
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
    // The step on screen is checked; the submit (on the last step) checks them all.
    onValidate: ({ formData }) => {
      const answers = answersOf(formData as unknown as URLSearchParams);
      const current = stepRef.current;
      const schema =
        current === last ? wholeSchema(config, answers) : stepSchema(config, current, answers);
      return parseWithValibot(formData, { schema });
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const succeeded = result?.outcome === "success";
  const failed = result?.outcome === "failure" || result?.outcome === "expired";
  useFormOutcomeEvent(config.intent, result?.outcome, result);

  const current = () => answersIn(formRef.current);
  // The answers a no-JS post sent back decide the conditions too.
  useEffect(() => {
    if (formRef.current) setValues(answersIn(formRef.current));
  }, []);
  // A posted submit that failed a check comes back with the step that holds the error.
  useEffect(() => {
    if (fetcher.data) setStep(fetcher.data.step);
  }, [fetcher.data]);
  // A new step is announced by moving focus to its heading (not on the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);
  useEffect(() => {
    if (fetcher.data && (succeeded || failed)) outcomeRef.current?.focus();
  }, [fetcher.data, succeeded, failed]);

  if (succeeded) {
    return (
      <OutcomeMessage kind="success" ref={outcomeRef}>
        {label(config.success)}
      </OutcomeMessage>
    );
  }

  // With JavaScript the step buttons stay in the browser; a visitor without posts them.
  const go = (event: MouseEvent<HTMLButtonElement>, target: number, check: boolean) => {
    event.preventDefault();
    if (check) {
      form.validate();
      // The first wrong field takes the focus, so its message is read out with it.
      const wrong = firstWrongField(config, step, current());
      if (wrong !== null) {
        formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(wrong)}"]`)?.focus();
        return;
      }
    }
    setStep(target);
  };
  // Conform's own checks arrive as submit events too; only the send button's is weighed here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const sending = submitter instanceof HTMLButtonElement && submitter.value === "submit";
    const unready = sending ? firstUnready(config, current()) : null;
    if (unready !== null && unready !== step) {
      event.preventDefault();
      setStep(unready);
      return;
    }
    getFormProps(form).onSubmit(event);
  };

  const metadata = fields as unknown as Record<string, FieldMetadata<string>>;
  const titleId = `${config.intent}-step-title`;

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
          <OutcomeMessage kind="failure" ref={outcomeRef}>
            {t("forms.errors.general")}
          </OutcomeMessage>
        )}
      </div>
      <input type="hidden" name={INTENT_FIELD} value={config.intent} />
      <input type="hidden" name={STEP_FIELD} value={step} />
      <Honeypot />
      <OnceKey renew={fetcher.data} />
      {config.steps.map((s, index) => (
        <section key={label(s.title)} hidden={index !== step}>
          <h2
            id={index === step ? titleId : undefined}
            ref={index === step ? headingRef : undefined}
            tabIndex={-1}
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
    </fetcher.Form>
  );
}
