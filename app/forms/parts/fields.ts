// How a form is drawn: the fields of one form, in order, as data. One renderer
// (app/components/forms/field-form.tsx) draws every form from this, so labels, required marks,
// conditions and error messages behave the same everywhere (forms spec §3.3, §5.1). The
// valibot schema next to each list stays the authority on what the server accepts.
import type { MessageKey } from "~/i18n/translate";
import { type AmountRule, confirmFieldOf } from "./amount-rule";

/** A label is a translation key, a text that needs none (a time), or a text per language. */
export type Label = MessageKey | { text: string } | { nl: string; en: string };

export type Option = { value: string; label: Label };

/** Holds when the named field's current value is (or, with `not`, is not) one of `values`. */
export type Condition = { field: string; values: readonly string[]; not?: boolean };

export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "date"
  | "number"
  /** Money: a text input read by app/models/money/amount.ts, never type=number (it drops "12,50"). */
  | "amount"
  | "textarea"
  | "select"
  | "radio"
  | "checkbox"
  | "checkboxes";

export type FieldSpec = {
  name: string;
  kind: FieldKind;
  label: Label;
  /** A short help text under the label. */
  hint?: Label;
  required?: boolean;
  /** Required only while this holds (the asterisk is shown with the condition's hint). */
  requiredWhen?: Condition;
  /** With JavaScript the field is hidden while this does not hold; without, it is always shown. */
  showWhen?: Condition;
  /** With JavaScript the field is disabled while this does not hold. */
  enableWhen?: Condition;
  /** The value a field disabled by `enableWhen` falls back to. */
  resetTo?: string;
  options?: readonly Option[];
  /** Radio and checkbox options side by side ("flex") instead of under each other. */
  display?: "block" | "flex";
  placeholder?: Label;
  defaultValue?: string;
  /** For date and number inputs; `min: "today"` is filled in when the form is drawn. */
  min?: string;
  max?: string;
  step?: string;
  /** For an amount: its limits and ceiling, the ones its schema holds it to. */
  amount?: AmountRule;
  autoComplete?: string;
  /** Fields side by side on wide screens share a row name. */
  row?: string;
  /** Consecutive fields with the same group are drawn in one fieldset with this legend. */
  group?: Label;
};

export type FieldValues = Record<string, string | string[] | undefined>;

export function conditionHolds(condition: Condition | undefined, values: FieldValues): boolean {
  if (!condition) return true;
  const value = values[condition.field];
  const current = Array.isArray(value) ? value : [value ?? ""];
  const matches = current.some((v) => condition.values.includes(v));
  return condition.not ? !matches : matches;
}

/** Every field's current value from the form, as the renderer's conditions read them. */
export function valuesOf(data: FormData | URLSearchParams): FieldValues {
  const values: FieldValues = {};
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).map(String);
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}

/** A field that applies only while conditions on other fields hold (shown, or enabled). */
export type ConditionalField = Pick<FieldSpec, "name" | "showWhen" | "enableWhen">;

/** The fields of a form that depend on another field, for the engine (FormDefinition). */
export function conditionalFields(fields: readonly FieldSpec[]): readonly ConditionalField[] {
  return fields
    .filter((field) => field.showWhen || field.enableWhen)
    .flatMap(({ name, kind, showWhen, enableWhen }) =>
      // An amount's confirmation box applies when the amount does.
      (kind === "amount" ? [name, confirmFieldOf(name)] : [name]).map((applying) => ({
        name: applying,
        showWhen,
        enableWhen,
      })),
    );
}

/**
 * The posted fields without those whose condition does not hold: a hidden or disabled field is
 * neither validated nor sent, whatever the visitor typed into it before it went away (a browser
 * without JavaScript still posts a field that only CSS hides). Conditions are weighed in order
 * and a dropped field counts as empty for those after it, so a chain of conditions cannot keep
 * a field behind a hidden one.
 */
export function applyingOnly<T extends URLSearchParams | FormData>(
  posted: T,
  conditional: readonly ConditionalField[] | undefined,
): T {
  if (!conditional?.length) return posted;
  const kept = new URLSearchParams();
  for (const [name, value] of posted.entries()) kept.append(name, String(value));
  for (const field of conditional) {
    const values = valuesOf(kept);
    const holds =
      conditionHolds(field.showWhen, values) && conditionHolds(field.enableWhen, values);
    if (!holds) kept.delete(field.name);
  }
  if (posted instanceof URLSearchParams) return kept as T;
  const data = new FormData();
  for (const [name, value] of kept) data.append(name, value);
  return data as T;
}

export const isRequired = (field: FieldSpec, values: FieldValues) =>
  field.required === true ||
  (field.requiredWhen !== undefined && conditionHolds(field.requiredWhen, values));
