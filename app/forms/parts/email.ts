// E-mail rules shared by every form (forms spec §5.1): an address mail can go to, and the
// prefill from the page address. The check and the prefill live in the valibot-free
// ./newsletter-light so the footer on every page can use them without shipping valibot.
import * as v from "valibot";
import { isEmailAddress } from "../theatre/newsletter-light";

export { emailPrefill, isEmailAddress, PREFILL_KEYS } from "../theatre/newsletter-light";

/**
 * A required e-mail field; messages are i18n keys the component translates. Conform turns an
 * empty field into a missing key, so absence is read as "" and reported as required.
 */
export const requiredEmail = v.pipe(
  v.optional(v.string("forms.errors.emailRequired"), ""),
  v.trim(),
  v.nonEmpty("forms.errors.emailRequired"),
  v.check(isEmailAddress, "forms.errors.emailInvalid"),
);
