// Business contact (forms spec §2.2): zakelijk-contact / sales-contact. The spec leaves the fields
// open; these are what an account manager needs to answer a group or company in one go
// (docs/decisions/0007-theatre-forms.md).
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import type { FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, nameField, phoneField } from "../parts/person-fields";
import { absentAsEmpty, choice, email, longText, phone, text } from "../parts/schema-parts";

export const BUSINESS_SUBJECTS = ["group_visit", "business_event", "partnership", "other"] as const;

const groupSize = v.pipe(
  ...absentAsEmpty(),
  v.trim(),
  v.check((value) => value === "" || /^\d{1,5}$/.test(value), "forms.errors.number"),
  v.transform((value) => (value === "" ? null : Number(value))),
  v.check((value) => value === null || value >= 1, "forms.errors.number"),
);

export const businessContactSchema = v.object({
  company_name: text(true),
  name: text(true),
  email: email(true),
  phone: phone(false),
  subject: choice(BUSINESS_SUBJECTS),
  group_size: groupSize,
  message: longText(true),
});

export const businessContactForm = {
  intent: "business-contact",
  schema: businessContactSchema,
  method: "POST",
  endpoint: withLang("/api/services/forms/sales-contact"),
  payload: (value) => value,
  outcome: codeOutcome,
} satisfies FormDefinition<typeof businessContactSchema>;

const key = <K extends string>(k: K) => `theatreForms.business.${k}` as const;

const fields: FieldSpec[] = [
  {
    name: "company_name",
    kind: "text",
    label: key("company"),
    required: true,
    autoComplete: "organization",
  },
  nameField(),
  emailField("email", undefined, { row: "contact" }),
  phoneField(false, { row: "contact" }),
  {
    name: "subject",
    kind: "select",
    label: key("subject"),
    required: true,
    options: BUSINESS_SUBJECTS.map((value) => ({ value, label: key(`subjects.${value}`) })),
  },
  {
    name: "group_size",
    kind: "number",
    label: key("groupSize"),
    hint: key("groupSizeHint"),
    min: "1",
    step: "1",
  },
  { name: "message", kind: "textarea", label: key("message"), required: true },
];

export const businessContact: DrawnForm = {
  definition: businessContactForm,
  fields,
  success: key("success"),
  submit: key("submit"),
};
