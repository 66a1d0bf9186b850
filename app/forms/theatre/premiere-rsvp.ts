// Premiere RSVP (forms spec §2.6, §3.2, §5.2): shown on content pages with the premiereForm flag,
// with the start times the page supplies. The premiere's name is the page heading, taken on the
// server from the page itself, never from the posted form.
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import { conditionalFields, type FieldSpec } from "../parts/fields";
import type { FormDefinition } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField } from "../parts/person-fields";
import { absentAsEmpty, email, longText } from "../parts/schema-parts";

export const PEOPLE_AMOUNTS = ["1", "2", "3", "0"] as const;
const unableToAttend = { field: "people_amount", values: ["0"], not: true } as const;

export type PremierePage = { heading: string; startTimes: readonly string[] };

export function premiereSchema(startTimes: readonly string[]) {
  return v.pipe(
    v.object({
      email: email(true),
      people_amount: v.pipe(
        ...absentAsEmpty(),
        v.check((value) => value !== "", "forms.errors.choose"),
        v.picklist(PEOPLE_AMOUNTS, "forms.errors.choose"),
        v.transform(Number),
      ),
      start_time: v.pipe(...absentAsEmpty()),
      comment: longText(false),
    }),
    // A start time is needed, and must be one the page offers, unless the guest cannot come.
    v.forward(
      v.partialCheck(
        [["people_amount"], ["start_time"]],
        (input) => input.people_amount === 0 || startTimes.includes(input.start_time),
        "forms.errors.choose",
      ),
      ["start_time"],
    ),
  );
}

/** 'nee' / 'no' in the invitation link preselects "unable to attend" (§5.2). */
export function premiereDefaults(search: URLSearchParams): Record<string, string> {
  const rsvp = search.get("rsvp")?.trim().toLowerCase();
  return rsvp === "nee" || rsvp === "no" ? { people_amount: "0" } : {};
}

export const PREMIERE_INTENT = "premiere-rsvp";

export function premiereRsvp(page: PremierePage): DrawnForm {
  const schema = premiereSchema(page.startTimes);
  const fields: FieldSpec[] = [
    emailField(),
    {
      name: "people_amount",
      kind: "select",
      label: "theatreForms.premiere.people",
      required: true,
      options: PEOPLE_AMOUNTS.map((value) => ({
        value,
        label: `theatreForms.premiere.amounts.${value}`,
      })),
    },
    {
      name: "start_time",
      kind: "select",
      label: "theatreForms.premiere.startTime",
      hint: "theatreForms.premiere.startTimeHint",
      requiredWhen: unableToAttend,
      showWhen: unableToAttend,
      options: page.startTimes.map((time) => ({ value: time, label: { text: time } })),
    },
    { name: "comment", kind: "textarea", label: "theatreForms.premiere.comment" },
  ];
  const definition = {
    intent: PREMIERE_INTENT,
    schema,
    conditional: conditionalFields(fields),
    method: "POST",
    endpoint: "/api/services/forms/premiere/signup",
    payload: (value) => ({
      email: value.email,
      people_amount: value.people_amount,
      start_time: value.people_amount === 0 ? "" : value.start_time,
      comment: value.comment,
      premiere_name: page.heading,
    }),
    outcome: codeOutcome,
  } satisfies FormDefinition<typeof schema>;
  return {
    definition,
    fields,
    success: "theatreForms.premiere.success",
    submit: "theatreForms.premiere.submit",
  };
}
