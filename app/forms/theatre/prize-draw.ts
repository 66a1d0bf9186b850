// Prize draw of the Cultuurbank (forms spec §2.2, §3.2, §5.2, §9.3): cultuurbank-oscar. The
// back end mails a link to /cultuurbank-bevestigen that confirms the entry.
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import type { FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, splitNameFields } from "../parts/person-fields";
import { date, email, flag, text, wholeNumber } from "../parts/schema-parts";

export const TICKET_AMOUNTS = ["1", "2", "3", "4", "5"] as const;

export const prizeDrawSchema = v.object({
  first_name: text(true),
  last_name: text(true),
  email: email(true),
  desired_date: date(true),
  amount_of_tickets: wholeNumber(1, 5, "forms.errors.choose"),
  agree_to_optin: flag(),
});

export const prizeDrawForm = {
  intent: "prize-draw",
  schema: prizeDrawSchema,
  method: "POST",
  endpoint: withLang("/api/services/forms/oscar"),
  payload: (value) => value,
  outcome: codeOutcome,
} satisfies FormDefinition<typeof prizeDrawSchema>;

const key = <K extends string>(k: K) => `theatreForms.prizeDraw.${k}` as const;

const fields: FieldSpec[] = [
  ...splitNameFields("first_name", "last_name"),
  emailField(),
  {
    name: "desired_date",
    kind: "date",
    label: key("date"),
    hint: key("dateHint"),
    required: true,
    min: "today",
  },
  {
    name: "amount_of_tickets",
    kind: "select",
    label: key("tickets"),
    required: true,
    options: TICKET_AMOUNTS.map((value) => ({ value, label: { text: value } })),
  },
  // Ticked by default, as the client asked (§5.2); the visitor can untick it.
  { name: "agree_to_optin", kind: "checkbox", label: key("optin"), defaultValue: "on" },
];

export const prizeDraw: DrawnForm = {
  definition: prizeDrawForm,
  fields,
  success: key("success"),
  submit: key("submit"),
};
