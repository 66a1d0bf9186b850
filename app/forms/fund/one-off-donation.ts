// One-off donation, simple (forms spec §2.2, §3.2, §5.2, §9.3): eenmalige-donatie /
// one-off-donation and the duurzaamheid- and toegankelijkheid- variants. A gift per person for
// 1–8 persons; 'Anders' asks for the amount. No payment here: the fund follows up. A variant's
// gift is earmarked: its purpose goes along as `special`, as with the payment donation (§3.2).
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
import { emailField, phoneField, splitNameFields } from "../parts/person-fields";
import { choice, email, phone, text, wholeNumber } from "../parts/schema-parts";

export const PER_PERSON = ["500", "750", "1000", "other"] as const;
export const MAX_PERSONS = 8;
/**
 * 'Anders': at least € 1 per person (docs/content-api.md), confirmed above € 5.000 per person,
 * five times the largest preset.
 */
export const OTHER_AMOUNT: AmountRule = {
  min: 100,
  max: SERVICE_MAXIMUM,
  confirmAbove: 500_000,
  per: "person",
};

const isOther = { field: "donation_per_person", values: ["other"] } as const;

export const oneOffSchema = v.pipe(
  v.object({
    first_name: text(true),
    last_name: text(true),
    email: email(true),
    phone: phone(true),
    amount_of_ppl: wholeNumber(1, MAX_PERSONS),
    donation_per_person: choice(PER_PERSON),
    donation_other: amount(false, OTHER_AMOUNT),
    [confirmFieldOf("donation_other")]: amountConfirmation(),
  }),
  v.forward(
    v.partialCheck(
      [["donation_per_person"], ["donation_other"]],
      (input) => input.donation_per_person !== "other" || input.donation_other !== null,
      "forms.errors.required",
    ),
    ["donation_other"],
  ),
  v.forward(
    v.partialCheck(
      [["donation_other"], ["donation_other_confirmed"]],
      (input) =>
        confirmationHolds(input.donation_other, input.donation_other_confirmed, OTHER_AMOUNT),
      (issue) => confirmationMessage(issue.input.donation_other),
    ),
    ["donation_other"],
  ),
);

const fields: FieldSpec[] = [
  {
    name: "amount_of_ppl",
    kind: "select",
    label: "donationForms.persons",
    required: true,
    defaultValue: "1",
    options: Array.from({ length: MAX_PERSONS }, (_, i) => ({
      value: String(i + 1),
      label: { text: String(i + 1) },
    })),
  },
  {
    name: "donation_per_person",
    kind: "radio",
    label: "donationForms.perPerson",
    required: true,
    display: "flex",
    options: PER_PERSON.map((value) => ({
      value,
      label: value === "other" ? "donationForms.other" : { text: formatEuro(Number(value)) },
    })),
  },
  {
    name: "donation_other",
    kind: "amount",
    amount: OTHER_AMOUNT,
    label: "donationForms.otherAmount",
    requiredWhen: isOther,
    showWhen: isOther,
    autoComplete: "off",
  },
  ...splitNameFields("first_name", "last_name"),
  emailField(),
  phoneField(true),
];

/** What an earmarked page's gift is for; null on the general page. */
export type DonationPurpose = "duurzaamheid" | "toegankelijkheid" | null;

const oneOffDonationForm = (special: DonationPurpose) =>
  ({
    intent: "one-off-donation",
    schema: oneOffSchema,
    conditional: conditionalFields(fields),
    method: "POST",
    endpoint: withLang("/api/services/forms/eenmalige-donatie-simple"),
    // The spec's six fields and the purpose; 'Anders' sends the typed amount per person.
    payload: (value) => ({
      first_name: value.first_name,
      last_name: value.last_name,
      email: value.email,
      phone: value.phone,
      amount_of_ppl: value.amount_of_ppl,
      donation_per_person:
        value.donation_per_person === "other"
          ? eurosOf(value.donation_other ?? 0)
          : Number(value.donation_per_person),
      special,
    }),
    outcome: codeOutcome,
  }) satisfies FormDefinition<typeof oneOffSchema>;

export const oneOffDonation = (special: DonationPurpose): DrawnForm => ({
  definition: oneOffDonationForm(special),
  fields,
  success: "donationForms.oneOffSuccess",
  submit: "donationForms.submit",
});
