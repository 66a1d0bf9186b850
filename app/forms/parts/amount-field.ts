// Money fields (forms spec §5.2, §9; issue 37): one rule per field, held the same in the browser
// and on the server, since both run this schema. What is typed is read by the page's language
// (app/models/money/amount.ts) into whole cents; the form's limits are the service's own
// (docs/content-api.md), so nothing the site lets through is refused upstream. Above a sanity
// ceiling the visitor is asked to confirm the amount by ticking a box that names it
// ("Ja, ik wil € 12.000,00 geven"): the box carries the amount in cents, so a confirmation of one
// amount never confirms another, and the question works without JavaScript (the server's answer
// draws the box).
import * as v from "valibot";
import type { Locale } from "~/models/http/locale";
import { readAmount } from "~/models/money/amount";
import type { AmountRule } from "./amount-rule";
import { withAmount } from "./messages";
import { absentAsEmpty } from "./schema-parts";

/**
 * The page's language a schema reads amounts in: valibot's `lang`, which every form parse passes
 * (parseWithValibot's `info.lang`). Dutch when none is given, the site's first language.
 */
const localeOfConfig = (config: { lang?: string }): Locale => (config.lang === "en" ? "en" : "nl");

/** What is wrong with a read amount, or null: too little, too much, or not yet confirmed. */
function amountProblem(cents: number, rule: AmountRule, confirmed: string): string | null {
  if (cents < rule.min) return withAmount(rule.tooLow ?? "amounts.tooLow", rule.min);
  if (cents > rule.max) return withAmount("amounts.tooHigh", rule.max);
  if (cents > rule.confirmAbove && confirmed !== String(cents)) {
    return withAmount("amounts.confirm", cents);
  }
  return null;
}

/**
 * An amount field: "" is null (the form decides whether it may be empty), anything else its
 * cents when it reads and holds. `confirmed` is the confirmation box's posted value where the
 * schema is built with the answers at hand (the multi-step forms); a form with a fixed schema
 * leaves it out and checks the box with `confirmationHolds` in a check over both fields.
 */
export const amount = (required: boolean, rule: AmountRule, confirmed?: string) =>
  v.pipe(
    ...absentAsEmpty(),
    v.rawTransform(({ dataset, config, addIssue, NEVER }): number | null => {
      const reading = readAmount(dataset.value, localeOfConfig(config));
      if (!reading.ok && reading.problem === "empty") {
        if (required) addIssue({ message: "forms.errors.required" });
        return required ? NEVER : null;
      }
      if (!reading.ok) {
        const message =
          reading.problem === "ambiguous"
            ? "amounts.ambiguous"
            : reading.problem === "too-long"
              ? withAmount("amounts.tooHigh", rule.max)
              : "amounts.invalid";
        addIssue({ message });
        return NEVER;
      }
      const problem = amountProblem(reading.cents, rule, confirmed ?? String(reading.cents));
      if (problem) {
        addIssue({ message: problem });
        return NEVER;
      }
      return reading.cents;
    }),
  );

/** The confirmation box itself: its posted value, "" when not ticked. */
export const amountConfirmation = () =>
  v.pipe(
    ...absentAsEmpty(),
    v.transform((value) => value.trim()),
  );

/**
 * For a form with a fixed schema (in a `v.partialCheck` of the amount and its box, forwarded to
 * the amount, where the box is drawn): whether an amount above the ceiling has its box ticked
 * with that very amount. No amount (a preset chosen) needs no box.
 */
export const confirmationHolds = (cents: number | null, box: string, rule: AmountRule) =>
  cents === null || amountProblem(cents, rule, box) === null;

/** The message when it does not: the amount to confirm, named. */
export const confirmationMessage = (cents: unknown) => withAmount("amounts.confirm", Number(cents));
