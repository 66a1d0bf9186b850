// The contact fields most forms ask for, with the autocomplete hints that let a phone fill them.
import type { FieldSpec, Label } from "./fields";

export const nameField = (name = "name", label: Label = "theatreForms.fields.name"): FieldSpec => ({
  name,
  kind: "text",
  label,
  required: true,
  autoComplete: "name",
});

/** First and last name side by side on wide screens. */
export const splitNameFields = (first: string, last: string): FieldSpec[] => [
  {
    name: first,
    kind: "text",
    label: "theatreForms.fields.firstName",
    required: true,
    autoComplete: "given-name",
    row: "name",
  },
  {
    name: last,
    kind: "text",
    label: "theatreForms.fields.lastName",
    required: true,
    autoComplete: "family-name",
    row: "name",
  },
];

export const emailField = (
  name = "email",
  label: Label = "theatreForms.fields.email",
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, kind: "email", label, required: true, autoComplete: "email", ...extra });

export const phoneField = (required: boolean, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: "phone",
  kind: "tel",
  label: "theatreForms.fields.phone",
  required,
  autoComplete: "tel",
  ...extra,
});
