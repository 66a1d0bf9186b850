// Visitor panel sign-up (forms spec §2.2, §3.2): the back end mails a link to /panel-bevestigen.
import * as v from "valibot";
import type { DrawnForm } from "./drawn-form";
import type { FieldSpec } from "./fields";
import type { FormDefinition } from "./form";
import { codeOutcome } from "./outcomes";
import { emailField, splitNameFields } from "./person-fields";
import { email, longText, text } from "./schema-parts";

export const panelSchema = v.object({
  firstName: text(true),
  lastName: text(true),
  email: email(true),
  comment: longText(false),
});

export const panelForm = {
  intent: "panel",
  schema: panelSchema,
  method: "POST",
  endpoint: "/api/services/forms/panel/signup",
  payload: (value) => value,
  outcome: codeOutcome,
} satisfies FormDefinition<typeof panelSchema>;

const fields: FieldSpec[] = [
  ...splitNameFields("firstName", "lastName"),
  emailField(),
  {
    name: "comment",
    kind: "textarea",
    label: "theatreForms.panel.comment",
    hint: "theatreForms.panel.commentHint",
  },
];

export const panel: DrawnForm = {
  definition: panelForm,
  fields,
  success: "theatreForms.panel.success",
  submit: "theatreForms.panel.submit",
};
