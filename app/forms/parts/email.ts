// E-mail rules shared by every form (forms spec §5.1): a loose shape check and the prefill
// from the page address. The pattern and the prefill live in the valibot-free ./newsletter-light
// so the footer on every page can use them without shipping valibot.
import * as v from "valibot";
import { EMAIL_PATTERN } from "../theatre/newsletter-light";

export { EMAIL_PATTERN, emailPrefill, PREFILL_KEYS } from "../theatre/newsletter-light";

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
