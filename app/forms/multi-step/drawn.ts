// A multi-step field as the shared renderer's FieldSpec (app/components/forms/field-control.tsx), so
// labels, required marks, errors and conditions look the same as in the other forms. A required
// field with a condition becomes `requiredWhen`: without JavaScript the browser cannot weigh the
// condition, so the mark appears only when it can (the server decides either way).
import type { Condition, FieldKind, FieldSpec } from "../parts/fields";
import type { MultiStepField } from "./config";

const KINDS: Record<MultiStepField["type"], FieldKind> = {
  text: "text",
  email: "email",
  select: "select",
  checkbox: "checkbox",
  multicheckbox: "checkboxes",
  radio: "radio",
  textarea: "textarea",
};

export function toFieldSpec(field: MultiStepField): FieldSpec {
  const condition: Condition | undefined = field.condition && {
    field: field.condition.field,
    values: field.condition.values,
    not: field.condition.not,
  };
  const defaultValue = typeof field.defaultValue === "string" ? field.defaultValue : undefined;
  return {
    name: field.name,
    kind: kindOf(field),
    label: field.description,
    hint: field.hint,
    required: field.required === true && !condition,
    requiredWhen: field.required && condition ? condition : undefined,
    showWhen: field.condition?.type === "hide" ? condition : undefined,
    enableWhen: field.condition?.type === "disable" ? condition : undefined,
    options: field.options,
    display: field.display,
    placeholder: field.placeholder,
    defaultValue,
    autoComplete: autoCompleteOf(field),
    amount: field.format === "amount" ? field.amount : undefined,
  };
}

/**
 * A phone is a `tel` input (the phone's number pad, the browser's phone autofill); an amount the
 * money field (a text input with the decimal keypad, its read-back and confirmation).
 */
const kindOf = (field: MultiStepField): FieldKind => {
  if (field.type !== "text") return KINDS[field.type];
  return field.format === "phone" ? "tel" : field.format === "amount" ? "amount" : "text";
};

function autoCompleteOf(field: MultiStepField): string | undefined {
  if (field.autoComplete) return field.autoComplete;
  if (field.type === "email") return "email";
  return field.format === "phone" ? "tel" : undefined;
}

/** Starting values: each field's default (a list for a multicheckbox). */
export function defaultsOf(fields: readonly MultiStepField[]) {
  const values: Record<string, string | string[]> = {};
  for (const field of fields) {
    const given = field.defaultValue;
    if (given !== undefined) values[field.name] = typeof given === "string" ? given : [...given];
  }
  return values;
}
