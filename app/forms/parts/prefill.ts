// Starting values a form takes from the page address (forms spec §5.1): the visitor's e-mail
// address from ?email= (or the other keys), for the fields that hold the visitor's own address.
// "Own" is what the autofill hint says: `email` is the visitor's address; someone else's (a
// partner's) says `off`, and is never filled in from the link the visitor came by.

import { emailPrefill } from "../theatre/newsletter-light";
import type { FieldSpec } from "./fields";

type Prefillable = Pick<FieldSpec, "name" | "kind" | "autoComplete">;

/** The visitor's own address field: an e-mail input whose autofill hint ends in `email`. */
const isOwnEmail = (field: Prefillable) =>
  field.kind === "email" && field.autoComplete?.trim().split(/\s+/).pop() === "email";

export function prefilledValues(
  fields: readonly Prefillable[],
  search: URLSearchParams,
): Record<string, string> {
  const email = emailPrefill(search);
  if (!email) return {};
  return Object.fromEntries(fields.filter(isOwnEmail).map((field) => [field.name, email] as const));
}
