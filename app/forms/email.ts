// E-mail rules shared by every form (forms spec §5.1): a loose shape check and the prefill
// from the page address.
import * as v from "valibot";

/** Text, one at sign, text; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const PREFILL_KEYS = ["email", "e-mail", "emailadres", "e-mailadres", "e-mailaddress"];

/**
 * A required e-mail field; messages are i18n keys the component translates. Conform turns an
 * empty field into a missing key, so absence is read as "" and reported as required.
 */
export const requiredEmail = v.pipe(
  v.optional(v.string("forms.errors.emailRequired"), ""),
  v.trim(),
  v.nonEmpty("forms.errors.emailRequired"),
  v.regex(EMAIL_PATTERN, "forms.errors.emailInvalid"),
);

/** The e-mail from the query, only when exactly one valid value is given across the keys. */
export function emailPrefill(search: URLSearchParams): string | undefined {
  const values = PREFILL_KEYS.flatMap((key) => search.getAll(key));
  if (values.length !== 1) return undefined;
  const value = values[0]?.trim() ?? "";
  return EMAIL_PATTERN.test(value) ? value : undefined;
}
