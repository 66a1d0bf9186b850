// One-time donation with payment (forms spec §2.2, §3.2, §4.3, §5.2, §9.3, §7.2 eenmalige-donatie):
// preset amounts or 'Kies bedrag' with an amount of at least € 2,50; the service answers
// { code: 200, url } and the visitor goes on to that payment page. Three pages use it, with
// their own presets: the general donation page, the company donation (cultuurverbindt /
// cultureconnects) and the promoted musical's donation page; the last two ask for a company name.
import * as v from "valibot";
import { eurosOf } from "~/models/money/amount";
import { formatEuro } from "~/models/text/euro";
import {
  amount,
  amountConfirmation,
  confirmationHolds,
  confirmationMessage,
} from "../parts/amount-field";
import { type AmountRule, confirmFieldOf, SERVICE_MAXIMUM } from "../parts/amount-rule";
import type { DrawnForm } from "../parts/drawn-form";
import { conditionalFields, type FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, splitNameFields } from "../parts/person-fields";
import { choice, email, text } from "../parts/schema-parts";

export const CUSTOM = "custom";
/** The least a typed amount may be, in cents: € 2,50 (forms spec §5.2, §9.3). */
export const CUSTOM_MIN = 250;

/** The typed amount's rule: the service's limits, and a ceiling above which it is confirmed. */
const customRule = (confirmAbove: number): AmountRule => ({
  min: CUSTOM_MIN,
  max: SERVICE_MAXIMUM,
  confirmAbove,
  per: "once",
});

export type PaymentVariant = {
  intent: string;
  presets: readonly [string, ...string[]];
  /** 'Kies bedrag': its limits and its sanity ceiling (in cents). */
  custom: AmountRule;
  /** Asks for (and requires) a company name. */
  company: boolean;
  /** Sent as `special`: which campaign the gift belongs to; null for the general page. */
  special: string | null;
};

// The ceilings: well above the largest preset. A private donor's € 2.500 is rare on the general
// page; a company's gift runs to the top presets' € 5.000 and beyond, € 25.000 is rare there.
export const GENERAL_DONATION: PaymentVariant = {
  intent: "donation",
  presets: ["10", "25", "100"],
  custom: customRule(250_000),
  company: false,
  special: null,
};
export const COMPANY_DONATION: PaymentVariant = {
  intent: "company-donation",
  presets: ["250", "1000", "1750", "5000"],
  custom: customRule(2_500_000),
  company: true,
  special: "cultuurverbindt",
};
export const MUSICAL_DONATION: PaymentVariant = {
  intent: "musical-donation",
  presets: ["150", "300", "1000", "5000"],
  custom: customRule(2_500_000),
  company: true,
  special: "musical",
};

/** The payment page the service answers with, when it gave one. */
export function paymentUrl(answer: unknown): string | null {
  if (codeOutcome(answer) !== "success") return null;
  const url = (answer as { url?: unknown }).url;
  return typeof url === "string" && url.length <= 2000 ? url : null;
}

function schemaFor(variant: PaymentVariant) {
  return v.pipe(
    v.object({
      donationAmount: choice([...variant.presets, CUSTOM] as [string, ...string[]]),
      customAmount: amount(false, variant.custom),
      [confirmFieldOf("customAmount")]: amountConfirmation(),
      firstName: text(true),
      middleName: text(false, 50),
      lastName: text(true),
      email: email(true),
      companyName: text(variant.company),
    }),
    v.forward(
      v.partialCheck(
        [["donationAmount"], ["customAmount"]],
        (input) => input.donationAmount !== CUSTOM || input.customAmount !== null,
        "forms.errors.required",
      ),
      ["customAmount"],
    ),
    v.forward(
      v.partialCheck(
        [["customAmount"], ["customAmount_confirmed"]],
        (input) =>
          confirmationHolds(input.customAmount, input.customAmount_confirmed, variant.custom),
        (issue) => confirmationMessage(issue.input.customAmount),
      ),
      ["customAmount"],
    ),
  );
}

export function paymentDonation(variant: PaymentVariant): DrawnForm {
  const schema = schemaFor(variant);
  const isCustom = { field: "donationAmount", values: [CUSTOM] } as const;
  const [first, last] = splitNameFields("firstName", "lastName") as [FieldSpec, FieldSpec];
  const fields: FieldSpec[] = [
    {
      name: "donationAmount",
      kind: "radio",
      label: "donationForms.amount",
      required: true,
      display: "flex",
      options: [
        ...variant.presets.map((value) => ({ value, label: { text: formatEuro(Number(value)) } })),
        { value: CUSTOM, label: "donationForms.chooseAmount" },
      ],
    },
    {
      name: "customAmount",
      kind: "amount",
      label: "donationForms.customAmount",
      amount: variant.custom,
      requiredWhen: isCustom,
      showWhen: isCustom,
      autoComplete: "off",
    },
    ...(variant.company
      ? [
          {
            name: "companyName",
            kind: "text",
            label: "donationForms.companyName",
            required: true,
            autoComplete: "organization",
          } satisfies FieldSpec,
        ]
      : []),
    first,
    {
      name: "middleName",
      kind: "text",
      label: "donationForms.middleName",
      autoComplete: "additional-name",
      row: "name",
    },
    last,
    emailField(),
  ];
  const definition = {
    intent: variant.intent,
    schema,
    conditional: conditionalFields(fields),
    method: "POST",
    endpoint: withLang("/api/services/forms/eenmalige-donatie"),
    payload: (value) => ({
      // The service takes euros: the typed cents divided once, so 1250 is 12.5 exactly.
      donationAmount:
        value.donationAmount === CUSTOM
          ? eurosOf(value.customAmount ?? 0)
          : Number(value.donationAmount),
      firstName: value.firstName,
      middleName: value.middleName,
      lastName: value.lastName,
      email: value.email,
      companyName: variant.company ? value.companyName : "",
      special: variant.special,
    }),
    // Success needs the payment page too: without it the visitor could not pay.
    outcome: (answer) => (paymentUrl(answer) ? "success" : "failure"),
    redirect: paymentUrl,
  } satisfies FormDefinition<typeof schema>;
  return { definition, fields, success: "donationForms.redirecting", submit: "donationForms.pay" };
}
