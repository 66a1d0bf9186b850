// The fund contact form (forms spec §2.2, §3.2 "Fund contact", §7.2): the Carrefonds' call-me-back
// form in the sidebar of a fund page (sidebar item FONDS_CONTACT_FORM) and in place of the
// sidebar of the contact page on the fund variant. Fund variant only (spec §6).
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import type { FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, phoneField, splitNameFields } from "../parts/person-fields";
import { choice, email, phone, text } from "../parts/schema-parts";

/** When the fund's relationship managers may call; the spec names the field, not its values. */
export const CALL_BACK_PREFERENCES = ["morning", "afternoon", "no_preference"] as const;

export const fundContactSchema = v.object({
  firstName: text(true),
  lastName: text(true),
  email: email(true),
  subject: text(true, 500),
  phone: phone(true),
  callBackPreference: choice(CALL_BACK_PREFERENCES),
});

export const fundContactForm = {
  intent: "fund-contact",
  schema: fundContactSchema,
  method: "POST",
  endpoint: withLang("/api/services/forms/carrefonds-contact"),
  // Named one by one so the payload is exactly the spec's six fields, in its order.
  payload: (value) => ({
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    subject: value.subject,
    phone: value.phone,
    callBackPreference: value.callBackPreference,
  }),
  outcome: codeOutcome,
} satisfies FormDefinition<typeof fundContactSchema>;

const fields: FieldSpec[] = [
  ...splitNameFields("firstName", "lastName"),
  emailField(),
  phoneField(true),
  { name: "subject", kind: "textarea", label: "fundForms.contact.subject", required: true },
  {
    name: "callBackPreference",
    kind: "radio",
    label: "fundForms.contact.callBackPreference",
    required: true,
    options: CALL_BACK_PREFERENCES.map((value) => ({
      value,
      label: `fundForms.contact.preferences.${value}`,
    })),
  },
];

export const fundContact: DrawnForm = {
  definition: fundContactForm,
  fields,
  success: "fundForms.contact.success",
  submit: "fundForms.contact.submit",
};
