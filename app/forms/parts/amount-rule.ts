// A money field's rule (app/forms/parts/amount-field.ts holds the schema that applies it): kept
// apart from the schema, without valibot, for the field lists and configurations that name it.
import type { MessageKey } from "~/i18n/translate";

export type AmountRule = {
  /** The least and the most, in cents. */
  min: number;
  max: number;
  /** The sanity ceiling, in cents: a larger amount is given only once confirmed. */
  confirmAbove: number;
  /** What the amount is: once, per person or per year; the field's read-back says so. */
  per: "once" | "person" | "year";
  /** The message for too little; default amounts.tooLow. */
  tooLow?: MessageKey;
};

/** The largest gift any form service takes (docs/content-api.md): € 1.000.000. */
export const SERVICE_MAXIMUM = 100_000_000;

/** The name of the box that confirms an amount above the ceiling: posted with its cents. */
export const confirmFieldOf = <Name extends string>(name: Name) => `${name}_confirmed` as const;
