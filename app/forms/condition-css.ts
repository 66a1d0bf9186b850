// The CSS that shows or hides a conditional field from the first paint, by the state of the
// input it depends on (`:has()`), so a field that does not apply is out of sight without
// JavaScript and before hydration instead of showing and then collapsing. JavaScript adds
// `hidden` and `disabled` on top; a browser without `:has()` ignores the rule and shows the
// field, which the server then ignores (applyingOnly in ./fields).
import type { Condition, FieldSpec } from "./fields";

/**
 * A CSS string literal. The names and values come from code, but stay quoted anyway, and `<` is
 * escaped so the text can never close the <style> element it is written into.
 */
const quoted = (value: string) =>
  `"${value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ").replace(/</g, "\\3c ")}"`;

/** Selectors matching a control of `field` that currently holds `value`. */
function chosen(field: string, value: string): string[] {
  const name = `[name=${quoted(field)}]`;
  const selectors = [
    `input${name}[value=${quoted(value)}]:checked`,
    `select${name} option[value=${quoted(value)}]:checked`,
  ];
  // A checkbox without a value attribute posts "on".
  if (value === "on") selectors.push(`input${name}:not([value]):checked`);
  return selectors;
}

function hideRule(formId: string, name: string, condition: Condition): string {
  const form = `form[id=${quoted(formId)}]`;
  const target = `[data-field=${quoted(name)}]`;
  const match = condition.values.flatMap((value) => chosen(condition.field, value)).join(", ");
  // No value can match (an empty list): the field never applies, or with `not` always does.
  if (match === "") return condition.not ? "" : `${form} ${target}{display:none}`;
  const has = `:has(${match})`;
  return `${form}${condition.not ? has : `:not(${has})`} ${target}{display:none}`;
}

/** One rule per field with `showWhen`, scoped to the form with id `formId`. */
export function conditionCss(formId: string, fields: readonly FieldSpec[]): string {
  return fields
    .flatMap((field) => (field.showWhen ? [hideRule(formId, field.name, field.showWhen)] : []))
    .filter(Boolean)
    .join("\n");
}
