// Valibot schemas built from a configuration: per step (for 'Volgende') and whole (for submit).
// Conditions depend on the answers, so a schema is built for the values at hand; a field that
// does not apply is left out of the object, which makes it not required and strips it from the
// output (so it is never sent). Messages are translation keys like the other forms'.
import * as v from "valibot";
import { amount } from "../parts/amount-field";
import { type AmountRule, confirmFieldOf, SERVICE_MAXIMUM } from "../parts/amount-rule";
import type { FieldValues } from "../parts/fields";
import type { AnySchema } from "../parts/form";
import { FORMAT_MESSAGES, formatHolds } from "../parts/formats";
import { withDate } from "../parts/messages";
import { absentAsEmpty, email, longText, text } from "../parts/schema-parts";
import { activeFieldNames } from "./conditions";
import type { MultiStepConfig, MultiStepField } from "./config";

const optionValues = (field: MultiStepField) => (field.options ?? []).map((o) => o.value);

/** Whether a posted date of a `datesFromNow` select lies before its first (earliest) option. */
function passedDate(field: MultiStepField, value: string): boolean {
  const first = field.options?.[0]?.value;
  return field.datesFromNow === true && !!first && ISO_DAY.test(value) && value < first;
}
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf(field: MultiStepField): AnySchema {
  const allowed = optionValues(field);
  return v.pipe(
    ...absentAsEmpty(),
    v.check((value) => !field.required || value !== "", "forms.errors.choose"),
    v.check(
      (value) => !passedDate(field, value),
      withDate("forms.errors.datePassed", allowed[0] ?? ""),
    ),
    v.check(
      (value) => value === "" || allowed.includes(value) || passedDate(field, value),
      "forms.errors.choose",
    ),
  );
}

function manyOf(field: MultiStepField): AnySchema {
  const allowed = optionValues(field);
  return v.pipe(
    // A default, so a group left empty still reads (and is sent) as an empty list.
    v.optional(v.union([v.string(), v.array(v.string())]), () => []),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.check((list) => list.every((item) => allowed.includes(item)), "forms.errors.choose"),
    v.check((list) => !field.required || list.length > 0, "forms.errors.choose"),
  );
}

/** A ticked checkbox is sent as true; a required one must be ticked. */
const tick = (field: MultiStepField): AnySchema =>
  v.pipe(
    ...absentAsEmpty(),
    v.check((value) => !field.required || value !== "", "forms.errors.mustTick"),
    v.transform((value) => value !== ""),
  );

/** An amount field a configuration gives no rule: any amount the services take. */
const ANY_AMOUNT: AmountRule = {
  min: 1,
  max: SERVICE_MAXIMUM,
  confirmAbove: SERVICE_MAXIMUM,
  per: "once",
};

/**
 * A text field with a format; a postcode is weighed with its country. An amount is read into
 * cents, its confirmation box (if posted) read from the answers at hand.
 */
function formatted(field: MultiStepField, values: FieldValues): AnySchema {
  const format = field.format;
  const required = field.required === true;
  if (format === "amount") {
    const box = values[confirmFieldOf(field.name)];
    return amount(required, field.amount ?? ANY_AMOUNT, typeof box === "string" ? box : "");
  }
  if (!format) return text(required);
  const country = field.countryField ? values[field.countryField] : undefined;
  return v.pipe(
    text(required),
    v.check(
      (value) =>
        value === "" || formatHolds(format, value, typeof country === "string" ? country : ""),
      FORMAT_MESSAGES[format],
    ),
  );
}

/** A field's schema; `values` are the answers so far, for checks that read another field. */
export function fieldSchema(field: MultiStepField, values: FieldValues = {}): AnySchema {
  const required = field.required === true;
  switch (field.type) {
    case "text":
      return formatted(field, values);
    case "textarea":
      return longText(required);
    case "email":
      return email(required);
    case "select":
    case "radio":
      return oneOf(field);
    case "multicheckbox":
      return manyOf(field);
    case "checkbox":
      return tick(field);
  }
}

function objectOf(fields: readonly MultiStepField[], active: Set<string>, values: FieldValues) {
  const entries: Record<string, AnySchema> = {};
  for (const field of fields) {
    if (active.has(field.name)) entries[field.name] = fieldSchema(field, values);
  }
  return v.object(entries);
}

/** The fields of one step that apply for these values. */
export function stepSchema(config: MultiStepConfig, step: number, values: FieldValues) {
  return objectOf(config.steps[step]?.fields ?? [], activeFieldNames(config, values), values);
}

/** Every step's applying fields: what a final submit must pass, and what is sent upstream. */
export function wholeSchema(config: MultiStepConfig, values: FieldValues) {
  return objectOf(
    config.steps.flatMap((s) => s.fields),
    activeFieldNames(config, values),
    values,
  );
}
