// One-time donation with payment (forms spec §2.2, §3.2, §4.3, §5.2, §9.3, §7.2 eenmalige-donatie):
// preset amounts or 'Kies bedrag' with an amount of at least € 2,50; the service answers
// { code: 200, url } and the visitor goes on to that payment page. Three pages use it, with
// their own presets: the general donation page, the company donation (cultuurverbindt /
// cultureconnects) and the promoted musical's donation page; the last two ask for a company name.
import * as v from "valibot";
import { formatEuro } from "~/models/text/euro";
import type { DrawnForm } from "../parts/drawn-form";
import { conditionalFields, type FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, splitNameFields } from "../parts/person-fields";
import { choice, email, euros, text } from "../parts/schema-parts";

export const CUSTOM = "custom";
export const CUSTOM_MIN = 2.5;

export type PaymentVariant = {
  intent: string;
  presets: readonly [string, ...string[]];
  /** Asks for (and requires) a company name. */
  company: boolean;
  /** Sent as `special`: which campaign the gift belongs to; null for the general page. */
  special: string | null;
};

export const GENERAL_DONATION: PaymentVariant = {
  intent: "donation",
  presets: ["10", "25", "100"],
  company: false,
  special: null,
};
export const COMPANY_DONATION: PaymentVariant = {
  intent: "company-donation",
  presets: ["250", "1000", "1750", "5000"],
  company: true,
  special: "cultuurverbindt",
};
export const MUSICAL_DONATION: PaymentVariant = {
  intent: "musical-donation",
  presets: ["150", "300", "1000", "5000"],
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
      customAmount: euros(false, CUSTOM_MIN),
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
      kind: "number",
      label: "donationForms.customAmount",
      hint: "donationForms.customHint",
      min: String(CUSTOM_MIN),
      step: "0.01",
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
      donationAmount:
        value.donationAmount === CUSTOM ? (value.customAmount ?? 0) : Number(value.donationAmount),
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
