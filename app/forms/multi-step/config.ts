// The multi-step form configuration of forms spec §3.3, with English names. One configuration
// drives everything: the schemas (schema.ts), the navigation (navigation.ts), the server action
// and the renderer. Texts are `Label`s (a translation key or a text per language) so a form
// wired in code and one described by the CMS read the same way.
import { type AmountRule, confirmFieldOf } from "../parts/amount-rule";
import type { Label } from "../parts/fields";
import type { TextFormat } from "../parts/formats";

/** The field types §3.3 lists. */
export type MultiStepFieldType =
  | "text"
  | "email"
  | "select"
  | "checkbox"
  | "multicheckbox"
  | "radio"
  | "textarea";

export type MultiStepOption = { label: Label; value: string };

/**
 * A field that depends on another (§3.3 "condition on another field (type hide or disable)").
 * Our reading: the field applies while the named field's value is (with `not`: is not) one of
 * `values`. While it does not apply, a `hide` field is not drawn and a `disable` field is drawn
 * disabled; either way it is not required, not validated and not sent upstream (a disabled
 * control is not part of a form post in HTML either). A checkbox's value is "on" when ticked.
 */
export type FieldCondition = {
  type: "hide" | "disable";
  field: string;
  values: readonly string[];
  not?: boolean;
};

export type MultiStepField = {
  /** The key in the posted form and in the JSON sent upstream. */
  name: string;
  type: MultiStepFieldType;
  /** §3.3 has no separate label: the description is what the visitor reads next to the field. */
  description: Label;
  /** A short help text under the label: what to fill in, or when the field applies. */
  hint?: Label;
  placeholder?: Label;
  required?: boolean;
  /** For multicheckbox a list; for checkbox "on" means ticked. */
  defaultValue?: string | readonly string[];
  /** For select, radio and multicheckbox. */
  options?: readonly MultiStepOption[];
  /** Options (radio, multicheckbox) under each other or side by side; default block. */
  display?: "block" | "flex";
  condition?: FieldCondition;
  /**
   * For text fields: a shape the value must have (an IBAN, a date of birth, …), or "amount":
   * money, read by the page's language into cents (app/forms/parts/amount-field.ts).
   */
  format?: TextFormat | "amount";
  /** For a postcode: the field naming the address's country (a Dutch one is checked strictly). */
  countryField?: string;
  /**
   * For a select of dates counted from now (yyyy-mm-dd, earliest first): a date before the first
   * option has passed while the form was open, and is answered with that, naming the next date,
   * instead of "make a choice".
   */
  datesFromNow?: boolean;
  /** For an amount: its limits and ceiling; without one, any amount the services take. */
  amount?: AmountRule;
  /**
   * The browser's autofill hint; default "email" for an e-mail field and "tel" for a phone.
   * Someone else's details (a partner's) take "off", so the visitor's own are not filled in.
   */
  autoComplete?: string;
};

export type MultiStepStep = { title: Label; fields: readonly MultiStepField[] };

export type MultiStepConfig = {
  /** The hidden `intent` value that selects this form on a page. */
  intent: string;
  steps: readonly [MultiStepStep, ...MultiStepStep[]];
  /** Path (and query) under CONTENT_API_URL; `{lang}` is replaced by the visitor's language. */
  endpoint: string;
  success: Label;
  /** The submit button's text; default 'Versturen' / 'Send'. */
  buttonText?: Label;
  /** The form's maximum width in pixels; default 600. */
  width?: number;
  /**
   * What is sent upstream, from the checked answers; default the answers as they are. A form
   * whose service wants one field from several (an amount from presets or a free one) maps here.
   */
  payload?(answers: Record<string, unknown>): unknown;
};

export const DEFAULT_WIDTH = 600;
/** Hidden field: the step (0-based) the posted answers were on. */
export const STEP_FIELD = "step";
/** The pressed button's name: next, back, submit or jump-N. */
export const NAV_FIELD = "nav";

export const allFields = (config: MultiStepConfig): MultiStepField[] =>
  config.steps.flatMap((step) => step.fields);

/** The names a field posts under: an amount's confirmation box too. */
export const postedNames = (field: MultiStepField): string[] =>
  field.format === "amount" ? [field.name, confirmFieldOf(field.name)] : [field.name];

export const lastStep = (config: MultiStepConfig) => config.steps.length - 1;

/** The names of one step's fields, in form order. */
export const stepFieldNames = (config: MultiStepConfig, step: number): string[] =>
  (config.steps[step]?.fields ?? []).map((field) => field.name);

export function endpointFor(config: MultiStepConfig, locale: string): string {
  return config.endpoint.replaceAll("{lang}", locale);
}

/** What a multi-step action answers: the engine's reply plus the step to show with it. */
export type MultiStepReply = import("../parts/form").FormReply & { step: number };
