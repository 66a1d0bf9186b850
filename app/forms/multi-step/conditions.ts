// Which fields apply for the answers given so far (see FieldCondition in config.ts).
import type { FieldValues } from "../parts/fields";
import type { MultiStepConfig, MultiStepField } from "./config";
import { allFields } from "./config";

function holds(field: MultiStepField, effective: FieldValues): boolean {
  const condition = field.condition;
  if (!condition) return true;
  const value = effective[condition.field];
  const current = Array.isArray(value) ? value : [value ?? ""];
  const matches = current.some((item) => condition.values.includes(item));
  return condition.not ? !matches : matches;
}

/**
 * The names of the fields that apply. Fields are weighed in order, and a field that does not
 * apply counts as empty for the fields after it, so a chain of conditions cannot leave a field
 * required behind a hidden one.
 */
export function activeFieldNames(config: MultiStepConfig, values: FieldValues): Set<string> {
  const effective: FieldValues = { ...values };
  const active = new Set<string>();
  for (const field of allFields(config)) {
    if (holds(field, effective)) active.add(field.name);
    else effective[field.name] = undefined;
  }
  return active;
}
