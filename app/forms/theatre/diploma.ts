// Diploma order (forms spec §2.2, §3.2, §5.2, §7.2, §9.3): c-diploma. A fixed list of seven
// shows; per show up to two persons and, only for those who come, a dinner reservation.
import * as v from "valibot";
import type { DrawnForm } from "../parts/drawn-form";
import { conditionalFields, type FieldSpec } from "../parts/fields";
import type { FormDefinition } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { emailField, nameField } from "../parts/person-fields";
import { absentAsEmpty, email, flag, text } from "../parts/schema-parts";
import { newsletterList } from "./newsletter";

export const NO_RESERVATION = "Nee";
/** The in-house dining venues the client's list names (names not in the spec; ADR 0007). */
export const DINING_VENUES = ["Restaurant De Coulissen", "Brasserie Foyer", "Bar Boven"] as const;
const RESERVATIONS = [NO_RESERVATION, ...DINING_VENUES] as const;
export const AMOUNTS = ["0", "1", "2"] as const;

type DiplomaShow = { name: string; date: string; text: { nl: string; en: string } };

/** The client's static list: seven shows between March and June 2020, each at 20:00 (§9.3). */
export const DIPLOMA_SHOWS: readonly DiplomaShow[] = [
  ["De Notenkraker", "2020-03-12", "donderdag 12 maart 2020", "Thursday 12 March 2020"],
  ["Hamlet", "2020-03-26", "donderdag 26 maart 2020", "Thursday 26 March 2020"],
  ["Het Zwanenmeer", "2020-04-09", "donderdag 9 april 2020", "Thursday 9 April 2020"],
  ["Een Poppenhuis", "2020-04-23", "donderdag 23 april 2020", "Thursday 23 April 2020"],
  ["De Grote Musical", "2020-05-14", "donderdag 14 mei 2020", "Thursday 14 May 2020"],
  ["Jazz in de Foyer", "2020-05-28", "donderdag 28 mei 2020", "Thursday 28 May 2020"],
  ["Zomeravondconcert", "2020-06-11", "donderdag 11 juni 2020", "Thursday 11 June 2020"],
].map(([name, day, nl, en]) => ({
  name: name as string,
  date: `${day}T20:00:00+${(day as string) < "2020-03-29" ? "01" : "02"}:00`,
  text: { nl: `${name}, ${nl}, 20.00 uur`, en: `${name}, ${en}, 8 pm` },
}));

const perShow = Object.fromEntries(
  DIPLOMA_SHOWS.flatMap((_, index) => [
    [`amount_${index}`, v.optional(v.picklist(AMOUNTS, "forms.errors.choose"), "0")],
    [
      `reservation_${index}`,
      v.optional(v.picklist(RESERVATIONS, "forms.errors.choose"), NO_RESERVATION),
    ],
  ]),
) as Record<`amount_${number}`, v.OptionalSchema<v.PicklistSchema<typeof AMOUNTS, string>, "0">> &
  Record<
    `reservation_${number}`,
    v.OptionalSchema<v.PicklistSchema<typeof RESERVATIONS, string>, typeof NO_RESERVATION>
  >;

export const diplomaSchema = v.pipe(
  v.object({
    name: text(true),
    customer_id: v.pipe(
      ...absentAsEmpty(),
      v.trim(),
      v.nonEmpty("forms.errors.required"),
      v.maxLength(20, "forms.errors.tooLong"),
      v.regex(/^[\w-]*$/, "theatreForms.diploma.customerIdInvalid"),
    ),
    email: email(true),
    subscribe: flag(),
    ...perShow,
  }),
  v.check(
    (input) =>
      DIPLOMA_SHOWS.some(
        (_, index) => (input as Record<string, unknown>)[`amount_${index}`] !== "0",
      ),
    "theatreForms.diploma.noAmount",
  ),
);

type DiplomaValue = v.InferOutput<typeof diplomaSchema>;

export function diplomaEvents(value: DiplomaValue) {
  const fields = value as unknown as Record<string, string>;
  return DIPLOMA_SHOWS.map((show, index) => {
    const amount = Number(fields[`amount_${index}`] ?? "0");
    return {
      name: show.name,
      date: show.date,
      amount,
      // Nobody to seat, nothing to reserve (§5.2).
      reservation: amount > 0 ? (fields[`reservation_${index}`] ?? NO_RESERVATION) : NO_RESERVATION,
    };
  });
}

const key = <K extends string>(k: K) => `theatreForms.diploma.${k}` as const;

const fields: FieldSpec[] = [
  nameField(),
  {
    name: "customer_id",
    kind: "text",
    label: key("customerId"),
    hint: key("customerIdHint"),
    required: true,
  },
  emailField(),
  ...DIPLOMA_SHOWS.flatMap((show, index): FieldSpec[] => [
    {
      name: `amount_${index}`,
      kind: "select",
      label: key("amount"),
      group: show.text,
      row: `show-${index}`,
      defaultValue: "0",
      options: AMOUNTS.map((value) => ({ value, label: key(`amounts.${value}`) })),
    },
    {
      name: `reservation_${index}`,
      kind: "select",
      label: key("reservation"),
      group: show.text,
      row: `show-${index}`,
      defaultValue: NO_RESERVATION,
      enableWhen: { field: `amount_${index}`, values: ["0"], not: true },
      resetTo: NO_RESERVATION,
      options: RESERVATIONS.map((value) =>
        value === NO_RESERVATION
          ? { value, label: key("noReservation") }
          : { value, label: { text: value } },
      ),
    },
  ]),
  { name: "subscribe", kind: "checkbox", label: key("subscribe") },
];

export const diplomaForm = {
  intent: "diploma",
  schema: diplomaSchema,
  conditional: conditionalFields(fields),
  method: "POST",
  endpoint: "/api/services/forms/c-diploma",
  payload: (value) => ({
    name: value.name,
    customer_id: value.customer_id,
    email: value.email,
    subscribe: value.subscribe,
    events: diplomaEvents(value),
  }),
  outcome: codeOutcome,
  // A ticked box also subscribes the e-mail to the Dutch newsletter (§7.2).
  followUp: (value) =>
    value.subscribe
      ? {
          method: "POST",
          endpoint: "/api/services/newsletter/subscribe",
          body: { email: value.email, subscriptions: [newsletterList("all", "nl")] },
        }
      : null,
} satisfies FormDefinition<typeof diplomaSchema>;

export const diploma: DrawnForm = {
  definition: diplomaForm,
  fields,
  success: key("success"),
  submit: key("submit"),
};
