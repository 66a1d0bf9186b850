// The server half of a multi-step form (forms spec §3.3, §4.2, §7.2). Without JavaScript every
// step is a round trip: the post carries every answer so far (earlier steps as hidden inputs),
// the step it came from and the pressed button. 'Volgende' checks that step, 'Vorige' and the
// indicators check nothing, and submit checks every step again (hidden inputs are as untrusted as
// the rest) before the one upstream call: POST of the applying fields as JSON, code 200 = success.
import { parseWithValibot } from "@conform-to/valibot";
import { type AppLoadContext, data } from "@remix-run/node";
import * as v from "valibot";
import { MULTI_STEP_INTENTS, multiStepFormFor } from "~/forms/fund/multi-step-forms";
import { checkedFieldsOnly } from "~/forms/multi-step/checked-fields";
import {
  allFields,
  endpointFor,
  lastStep,
  type MultiStepConfig,
  type MultiStepReply,
  NAV_FIELD,
  postedNames,
  STEP_FIELD,
  stepFieldNames,
} from "~/forms/multi-step/config";
import { firstUnready, move, parseNav, parseStep } from "~/forms/multi-step/navigation";
import { stepSchema, wholeSchema } from "~/forms/multi-step/schema";
import { labelText, type StepTitle } from "~/forms/multi-step/step-title";
import { answersOf } from "~/forms/multi-step/values";
import { HONEYPOT_FIELD, INTENT_FIELD, ONCE_KEY_FIELD } from "~/forms/parts/form";
import { codeOutcome } from "~/forms/parts/outcomes";
import { messagesFor } from "~/i18n/messages.server";
import { type MessageKey, translate, type Vars } from "~/i18n/translate";
import type { Locale } from "~/models/http/locale";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { log } from "../operations/log.server";
import type { RateLimitRefusal } from "../operations/rate-limit.server";
import { contentPath, loadContentPage } from "../screens/content.server";
import {
  assertSameOrigin,
  emailOfCall,
  type LimitScope,
  limitedSubmission,
  limitSend,
  submissionHeaders,
} from "./form-action.server";
import { declaredFieldsOnly, readFormBody } from "./form-body.server";
import { callFormService } from "./forms.server";
import { sendOnce } from "./once-only.server";

/**
 * Every field of every step (an amount's confirmation box too); the intent, honeypot, key, step
 * and button are read apart.
 */
function answerFields(config: MultiStepConfig): ReadonlySet<string> {
  return new Set(allFields(config).flatMap(postedNames));
}

export type MultiStepSubmission = {
  reply: MultiStepReply;
  status: number;
  retryAfterSeconds?: number;
};

/** A refused post: the step it came from, drawn again with the answers so far. */
function limitedStep(
  config: MultiStepConfig,
  posted: URLSearchParams,
  refusal: RateLimitRefusal,
): MultiStepSubmission {
  const step = parseStep(config, posted.get(STEP_FIELD));
  const limited = limitedSubmission(
    config.intent,
    declaredFieldsOnly(posted, answerFields(config)),
    refusal,
  );
  const reply = limited.reply.reply && checkedFieldsOnly(limited.reply.reply, []);
  return { ...limited, reply: { ...limited.reply, reply, step } };
}

/**
 * `scope`: where the final send is counted (the client's address, the screen's name in the
 * route table). Moving between steps sends nothing and is never counted.
 */
export async function submitMultiStep(
  posted: URLSearchParams,
  config: MultiStepConfig,
  locale: Locale,
  scope: LimitScope,
): Promise<MultiStepSubmission> {
  const intent = config.intent;
  const current = parseStep(config, posted.get(STEP_FIELD));
  if ((posted.get(HONEYPOT_FIELD) ?? "") !== "") {
    log.info(`[forms] ${intent}: honeypot filled, nothing sent`);
    return { reply: { intent, outcome: "success", reply: null, step: current }, status: 200 };
  }
  const answers = declaredFieldsOnly(posted, answerFields(config));
  const values = answersOf(answers);
  const next = move(config, current, parseNav(posted.get(NAV_FIELD)));
  // `lang`: an amount is read by the page's language (app/forms/parts/amount-field.ts).
  const info = { lang: locale };
  const checkStep = (step: number) =>
    parseWithValibot(answers, { schema: stepSchema(config, step, values), info });

  // A reply counts only the checked step's fields as checked (see checked-fields.ts).
  const stepReply = (step: number, submission = checkStep(step)) =>
    checkedFieldsOnly(submission.reply(), stepFieldNames(config, step));
  if (next.kind === "show") {
    // Nothing is checked going back: a schema that takes anything, so the reply only carries
    // the answers so far (and no errors) for the step shown.
    const reply = parseWithValibot(answers, { schema: v.looseObject({}) }).reply();
    const shown = checkedFieldsOnly(reply, []);
    return { reply: { intent, outcome: null, reply: shown, step: next.step }, status: 200 };
  }
  if (next.kind === "advance") {
    const submission = checkStep(next.from);
    const ok = submission.status === "success";
    const reply = stepReply(next.from, submission);
    return {
      reply: { intent, outcome: null, reply, step: ok ? next.to : next.from },
      status: ok ? 200 : 400,
    };
  }
  const whole = parseWithValibot(answers, { schema: wholeSchema(config, values), info });
  if (whole.status !== "success") {
    // Show the first step that fails, with that step's errors only.
    const step = firstUnready(config, values, locale) ?? lastStep(config);
    return { reply: { intent, outcome: null, reply: stepReply(step), step }, status: 400 };
  }
  const payload = config.payload ? config.payload(whole.value) : whole.value;
  const endpoint = endpointFor(config, locale);
  // Only the final submit calls upstream, once per submission (once-only.server.ts), and only
  // it is counted by the rate limits, inside that run: a repeat of a kept submission gets its
  // answer, never a refusal (limitSend).
  return sendOnce(
    intent,
    posted.get(ONCE_KEY_FIELD),
    { method: "POST", endpoint, body: payload },
    async () => {
      const refusal = await limitSend(scope, intent, emailOfCall(payload, answers));
      if (refusal) return limitedStep(config, posted, refusal);
      const outcome = codeOutcome(await callFormService("POST", endpoint, payload));
      if (outcome !== "success") log.error(`[forms] ${intent}: outcome ${outcome}`);
      return {
        reply: {
          intent,
          outcome,
          reply: outcome === "success" ? whole.reply({ resetForm: true }) : whole.reply(),
          step: lastStep(config),
        },
        status: 200,
      };
    },
  );
}

/**
 * A route action for one multi-step form: origin check, the bounded body, the submission. The
 * step it answers with goes into the request's load context too, for the page's title (see
 * `withStepTitleOf`): a meta function sees the loaders' data, never the action's.
 */
export async function multiStepAction(
  request: Request,
  config: MultiStepConfig,
  locale: Locale,
  context: AppLoadContext,
) {
  assertSameOrigin(request, context);
  const posted = await readFormBody(request);
  if (posted.get(INTENT_FIELD) !== config.intent) {
    throw new Response(null, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
  const submission = await submitMultiStep(posted, config, locale, { context, route: "page" });
  const { reply, status } = submission;
  if (reply.outcome !== "success") {
    const t = (key: MessageKey, vars?: Vars) => translate(messagesFor(locale), key, vars, locale);
    const title = config.steps[reply.step]?.title;
    context[STEP_TITLE] = {
      step: reply.step,
      count: config.steps.length,
      name: title ? labelText(title, t, locale) : "",
      error: status === 400,
    } satisfies StepTitle;
  }
  return data(reply, { status, headers: submissionHeaders(submission) });
}

/** Where a multi-step action leaves its step in the request's load context. */
const STEP_TITLE = "multiStepTitle";

/**
 * A page loader's answer with the step a multi-step post just drew (null on a GET), which the
 * page's meta function puts in the title. Without JavaScript the post's answer is a whole page,
 * and its loaders run in the same request as the action, with the same context.
 */
export function withStepTitleOf<Answer extends { data: object; init: ResponseInit | null }>(
  answer: Answer,
  context: AppLoadContext,
) {
  const stepTitle = (context[STEP_TITLE] as StepTitle | undefined) ?? null;
  const value: Answer["data"] & { stepTitle: StepTitle | null } = { ...answer.data, stepTitle };
  return data(value, answer.init ?? undefined);
}

/**
 * The action of a page that shows a multi-step form, or null when it shows none (its other forms
 * then answer). The forms belong to the fund variant and one takes its endpoint from the page, so
 * the page is loaded (through the cached content service) to decide, as the view did.
 */
export async function pageMultiStepAction(
  request: Request,
  locale: Locale,
  url: string,
  context: AppLoadContext,
) {
  // Other forms' posts (newsletter pages, theatre forms) need no look at the page here.
  const intent = (await readFormBody(request.clone())).get(INTENT_FIELD) ?? "";
  if (!MULTI_STEP_INTENTS.has(intent)) return null;
  assertSameOrigin(request, context);
  const outcome = await loadContentPage(
    request,
    locale,
    "general",
    contentPath(locale, "page", url),
  );
  if (outcome.kind !== "page") return null;
  const page = outcome.value;
  const config = multiStepFormFor({
    url,
    premiere: page.premiere,
    fund: page.fund,
    periodicEndpoint: page.periodicEndpoint,
  });
  return config?.intent === intent ? multiStepAction(request, config, locale, context) : null;
}
