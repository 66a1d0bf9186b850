// Callback request (forms spec §2.2, §3.2, §5.2, §9.3): terugbelverzoek / callback-request.
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import { conditionalFields, type FieldSpec } from "../parts/fields";
import { type FormDefinition, withLang } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, nameField, phoneField } from "../parts/person-fields";
import { choice, email, phone, text } from "../parts/schema-parts";

export const TIME_SLOTS = ["10-12", "14-16", "no_preference"] as const;
export const CALLBACK_SUBJECTS = [
  "existing_reservation",
  "tickets",
  "accessibility",
  "other",
] as const;

const forReservation = { field: "subject", values: ["existing_reservation"] } as const;
const forOther = { field: "subject", values: ["other"] } as const;

export const callbackSchema = v.pipe(
  v.object({
    time_of_day: choice(TIME_SLOTS),
    subject: choice(CALLBACK_SUBJECTS),
    order_id: text(false, 50),
    subject_specification: text(false, 500),
    name: text(true),
    email: email(true),
    phone: phone(true),
  }),
  v.forward(
    v.partialCheck(
      [["subject"], ["subject_specification"]],
      (input) => input.subject !== "other" || input.subject_specification !== "",
      "forms.errors.required",
    ),
    ["subject_specification"],
  ),
);

const fields: FieldSpec[] = [
  {
    name: "subject",
    kind: "select",
    label: "theatreForms.callback.subject",
    required: true,
    options: CALLBACK_SUBJECTS.map((value) => ({
      value,
      label: `theatreForms.callback.subjects.${value}`,
    })),
  },
  {
    name: "order_id",
    kind: "text",
    label: "theatreForms.callback.orderId",
    hint: "theatreForms.callback.orderIdHint",
    showWhen: forReservation,
  },
  {
    name: "subject_specification",
    kind: "textarea",
    label: "theatreForms.callback.specification",
    hint: "theatreForms.callback.specificationHint",
    requiredWhen: forOther,
    showWhen: forOther,
  },
  {
    name: "time_of_day",
    kind: "radio",
    label: "theatreForms.callback.timeOfDay",
    required: true,
    options: TIME_SLOTS.map((value) => ({ value, label: `theatreForms.callback.slots.${value}` })),
  },
  nameField(),
  emailField(),
  phoneField(true),
];

export const callbackForm = {
  intent: "callback",
  schema: callbackSchema,
  conditional: conditionalFields(fields),
  method: "POST",
  endpoint: withLang("/api/services/forms/terugbelverzoek"),
  // A conditional field that does not apply was dropped before validation, so it is sent empty.
  payload: (value) => ({
    time_of_day: value.time_of_day,
    subject: value.subject,
    order_id: value.order_id,
    subject_specification: value.subject_specification,
    name: value.name,
    email: value.email,
    phone: value.phone,
  }),
  outcome: codeOutcome,
} satisfies FormDefinition<typeof callbackSchema>;

export const callback: DrawnForm = {
  definition: callbackForm,
  fields,
  success: "theatreForms.callback.success",
  submit: "theatreForms.callback.submit",
};
