// What every form module provides: the engine (app/services/forms/form-action.server.ts) picks one by
// its intent, validates with its schema, posts its payload to its endpoint and maps the answer.
import type { SubmissionResult } from "@conform-to/react";
import type * as v from "valibot";
import type { Locale } from "~/models/http/locale";
import type { ConditionalField } from "./fields";

export type FormOutcome = "success" | "failure" | "expired";

// biome-ignore lint/suspicious/noExplicitAny: a schema of any form's shape
export type AnySchema = v.GenericSchema<any, any>;

/** A call the engine makes after a successful one; its failure is logged, not shown. */
export type FollowUp = { method: "POST"; endpoint: string; body: unknown };

export type FormDefinition<S extends AnySchema = AnySchema> = {
  /** The value of the hidden `intent` field that selects this form. */
  intent: string;
  schema: S;
  /**
   * Fields that apply only while a condition on another field holds (`conditionalFields` of the
   * drawn fields). One that does not apply is dropped before validation, in the browser and on
   * the server, so it is never checked and never sent.
   */
  conditional?: readonly ConditionalField[];
  method: "POST" | "PATCH";
  /** Path (and query) under CONTENT_API_URL; some services want the visitor's language. */
  endpoint: string | ((locale: Locale) => string);
  // Method signatures on purpose: they let any form's definition stand where a FormDefinition of
  // any schema is expected (a list of the forms a page offers).
  payload(value: v.InferOutput<S>, locale: Locale): unknown;
  outcome(answer: unknown): FormOutcome;
  followUp?(value: v.InferOutput<S>, locale: Locale): FollowUp | null;
  /** Where the visitor goes next after success (a payment page); the server checks the host. */
  redirect?(answer: unknown): string | null;
};

/** Name of the hidden field that selects the form. */
export const INTENT_FIELD = "intent";
/** Set by the browser's script once the form is live: it shows a redirect's message itself. */
export const SCRIPT_FIELD = "_script";
/** The honeypot: people never see or fill it; simple bots do. */
export const HONEYPOT_FIELD = "website";
/**
 * The once-only key every form that calls a service carries: a repeat of the same submission
 * gets the first answer (app/services/forms/once-only.server.ts).
 */
export const ONCE_KEY_FIELD = "_once";
/**
 * The browser's once-only cookie (app/services/forms/once-identity.server.ts): read by form posts
 * only, so pages and their shared copies leave it out.
 */
export const ONCE_COOKIE = "ta_once";

/** What an action answers; `reply` is conform's submission result. */
export type FormReply = {
  intent: string;
  outcome: FormOutcome | null;
  reply: SubmissionResult<string[]> | null;
  /** After success: the page the browser goes on to (forms spec §4.3). */
  redirect?: string;
  /**
   * The kept answer of an earlier send of the same intention (a second tab, Back and send
   * again): nothing was sent now; the page says it was already sent, with the way onward.
   */
  repeat?: boolean;
  /**
   * Refused by a rate limit (app/services/operations/rate-limit.server.ts): nothing was sent, and the
   * visitor may try again in this many minutes. `reply` then holds the typed values only.
   */
  limited?: { minutes: number };
};

/** `/api/services/forms/{name}?lang=nl|en` for the services that answer in the visitor's language. */
export const withLang = (path: string) => (locale: Locale) => `${path}?lang=${locale}`;

const declared = new WeakMap<FormDefinition, ReadonlySet<string>>();

/** The field names a form takes: its schema's keys, the intent, the honeypot and the key. */
export function declaredFields(form: FormDefinition): ReadonlySet<string> {
  let names = declared.get(form);
  if (!names) {
    // A piped object schema keeps its entries (valibot copies them onto the pipe).
    const entries = (form.schema as { entries?: Record<string, unknown> }).entries ?? {};
    names = new Set([...Object.keys(entries), INTENT_FIELD, HONEYPOT_FIELD, ONCE_KEY_FIELD]);
    declared.set(form, names);
  }
  return names;
}
