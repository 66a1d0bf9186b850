// Partner sign-up (forms spec §2.2 inschrijfformulier-partner): a company joins the fund as a
// partner. The spec names the page, not the fields or the service; ours are written down in
// docs/content-api.md ("Form services").
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import type { FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, phoneField, splitNameFields } from "../parts/person-fields";
import { choice, email, longText, phone, text } from "../parts/schema-parts";

export const PARTNER_LEVELS = ["brons", "zilver", "goud"] as const;

export const partnerSchema = v.object({
  company_name: text(true),
  firstName: text(true),
  lastName: text(true),
  email: email(true),
  phone: phone(true),
  partnership: choice(PARTNER_LEVELS),
  comment: longText(false),
});

export const partnerSignupForm = {
  intent: "partner-signup",
  schema: partnerSchema,
  method: "POST",
  endpoint: withLang("/api/services/forms/partner-signup"),
  payload: (value) => ({
    company_name: value.company_name,
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    phone: value.phone,
    partnership: value.partnership,
    comment: value.comment,
  }),
  outcome: codeOutcome,
} satisfies FormDefinition<typeof partnerSchema>;

const fields: FieldSpec[] = [
  {
    name: "company_name",
    kind: "text",
    label: "donationForms.partner.company",
    required: true,
    autoComplete: "organization",
  },
  ...splitNameFields("firstName", "lastName"),
  emailField(),
  phoneField(true),
  {
    name: "partnership",
    kind: "radio",
    label: "donationForms.partner.level",
    required: true,
    options: PARTNER_LEVELS.map((value) => ({
      value,
      label: `donationForms.partner.levels.${value}`,
    })),
  },
  { name: "comment", kind: "textarea", label: "donationForms.partner.comment" },
];

export const partnerSignup: DrawnForm = {
  definition: partnerSignupForm,
  fields,
  success: "donationForms.partner.success",
  submit: "donationForms.partner.submit",
};
