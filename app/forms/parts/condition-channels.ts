// Conditional fields shown or hidden from the first paint by CSS alone: each distinct condition
// of a form gets a small channel number; the fields that depend on it carry `data-when` (shown
// while it holds) or `data-unless` (hidden while it holds), and every control value that makes
// it hold carries the channel in `data-cond`. A fixed set of rules in app/styles/forms.css
// (`form:has([data-cond~="n"]:checked)`) then needs no script and no per-form style element.
// JavaScript adds `hidden` and `disabled` on top; the server ignores what does not apply.
import type { Condition, FieldSpec } from "./fields";

/** As many as forms.css has rules for; a unit test holds every form to it. */
export const CONDITION_CHANNELS = 8;

const keyOf = (condition: Condition) => JSON.stringify([condition.field, condition.values]);

export type ConditionChannels = {
  /** The attributes of a field's wrapper: which channel shows or hides it. */
  wrapper(field: FieldSpec): { "data-when"?: number; "data-unless"?: number };
  /** The `data-cond` of one value of a controlling field, or undefined. */
  control(field: string, value: string): string | undefined;
  /** How many channels the form uses. */
  size: number;
};

/** The channels of every `showWhen` in a form (all steps of a multi-step form together). */
export function conditionChannels(fields: readonly FieldSpec[]): ConditionChannels {
  const channels = new Map<string, { number: number; condition: Condition }>();
  for (const field of fields) {
    const condition = field.showWhen;
    if (!condition || channels.has(keyOf(condition))) continue;
    channels.set(keyOf(condition), { number: channels.size + 1, condition });
  }
  return {
    size: channels.size,
    wrapper(field) {
      const condition = field.showWhen;
      const channel = condition && channels.get(keyOf(condition))?.number;
      if (!condition || channel === undefined) return {};
      return condition.not ? { "data-unless": channel } : { "data-when": channel };
    },
    control(field, value) {
      const matching = [...channels.values()]
        .filter(({ condition }) => condition.field === field && condition.values.includes(value))
        .map(({ number }) => number);
      return matching.length ? matching.join(" ") : undefined;
    },
  };
}
