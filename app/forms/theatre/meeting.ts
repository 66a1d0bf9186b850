// Meeting room reservation (forms spec §2.2, §3.2, §5.2, §9.3): zakelijk-reserveren-formulier.
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import type { FieldSpec } from "../parts/fields";
import type { FormDefinition } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { choice, choices, date, email, mustTick, text, wholeNumber } from "../parts/schema-parts";

export const ARRANGEMENT_TYPES = [
  "4hr_no_lunch",
  "4hr_lunch",
  "8hr_lunch",
  "8hr_lunch_drink",
  "12hr_lunch",
  "12hr_lunch_drink_dinner",
] as const;
export const LAYOUTS = ["block", "theatre"] as const;
export const EXTRAS = ["livestreaming", "presentation_screen", "microphone"] as const;
/** The largest hall seats under 2,000; more is a typo, not a meeting. */
export const MAX_PEOPLE = 2000;

export const meetingSchema = v.object({
  company_name: text(true),
  point_of_contact_name: text(true),
  point_of_contact_email: email(true),
  address: text(true, 500),
  po_number: text(false, 50),
  desired_date: date(true),
  amount_of_people: wholeNumber(1, MAX_PEOPLE, "theatreForms.meeting.peopleRange"),
  arrangement_type: choice(ARRANGEMENT_TYPES),
  desired_layout: choice(LAYOUTS),
  extra_facilities: choices(EXTRAS),
  accept_general_conditions: mustTick(),
  accept_visitor_conditions: mustTick(),
  accept_data_sharing: mustTick(),
});

export const meetingForm = {
  intent: "meeting",
  schema: meetingSchema,
  method: "POST",
  endpoint: "/api/services/forms/vergadering",
  payload: (value) => value,
  outcome: codeOutcome,
} satisfies FormDefinition<typeof meetingSchema>;

const key = <K extends string>(k: K) => `theatreForms.meeting.${k}` as const;

const fields: FieldSpec[] = [
  {
    name: "company_name",
    kind: "text",
    label: key("company"),
    required: true,
    autoComplete: "organization",
  },
  {
    name: "point_of_contact_name",
    kind: "text",
    label: key("contactName"),
    required: true,
    autoComplete: "name",
  },
  {
    name: "point_of_contact_email",
    kind: "email",
    label: key("contactEmail"),
    required: true,
    autoComplete: "email",
  },
  {
    name: "address",
    kind: "textarea",
    label: key("address"),
    required: true,
    autoComplete: "street-address",
  },
  { name: "po_number", kind: "text", label: key("poNumber"), hint: key("poNumberHint") },
  { name: "desired_date", kind: "date", label: key("date"), required: true, min: "today" },
  {
    name: "amount_of_people",
    kind: "number",
    label: key("people"),
    required: true,
    min: "1",
    max: String(MAX_PEOPLE),
    step: "1",
  },
  {
    name: "arrangement_type",
    kind: "radio",
    label: key("arrangement"),
    required: true,
    options: ARRANGEMENT_TYPES.map((value) => ({ value, label: key(`arrangements.${value}`) })),
  },
  {
    name: "desired_layout",
    kind: "radio",
    label: key("layout"),
    required: true,
    options: LAYOUTS.map((value) => ({ value, label: key(`layouts.${value}`) })),
  },
  {
    name: "extra_facilities",
    kind: "checkboxes",
    label: key("extras"),
    options: EXTRAS.map((value) => ({ value, label: key(`extrasOptions.${value}`) })),
  },
  {
    name: "accept_general_conditions",
    kind: "checkbox",
    label: key("acceptGeneral"),
    required: true,
  },
  {
    name: "accept_visitor_conditions",
    kind: "checkbox",
    label: key("acceptVisitor"),
    required: true,
  },
  { name: "accept_data_sharing", kind: "checkbox", label: key("acceptData"), required: true },
];

export const meeting: DrawnForm = {
  definition: meetingForm,
  fields,
  success: key("success"),
  submit: key("submit"),
};
