// The valibot pieces the theatre forms are built from. Messages are translation keys the
// renderer looks up, so the same schema validates in the browser and on the server and the
// visitor reads the message in their language. Conform hands empty fields over as missing keys
// and strips an optional's empty default too, hence every piece starts with `absentAsEmpty`.
import * as v from "valibot";
import { isEmailAddress } from "./email";

/** Today's date in Amsterdam as YYYY-MM-DD; the venue's calendar day decides, not the server's. */
export function todayInAmsterdam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * Missing reads as "". `v.string()` cannot be the base: conform's coercion turns "" into
 * undefined before a string schema sees it, and an optional without a default is skipped.
 */
export const absentAsEmpty = () =>
  [
    v.optional(v.unknown(), ""),
    v.transform((value: unknown) => (typeof value === "string" ? value : "")),
  ] as const;

// Control characters (NUL, escape, …) have no place in what a visitor types and can break or
// smuggle lines into the mails and logs downstream. A line break or tab in a one-line field is a
// paste: it becomes a space. The line separators U+2028/U+2029 count as line breaks.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const CONTROLS = /\p{Cc}/gu;
const CONTROLS_BUT_NEWLINE = /(?![\n\t])\p{Cc}/gu;
// Invisible characters that change what a text looks like or is: bidi embeddings and overrides
// (U+202A–U+202E) and isolates (U+2066–U+2069) turn the text after them around in a mail or a
// list of names; zero-width spaces and joiners (U+200B–U+200D), the word joiner (U+2060) and the
// BOM (U+FEFF) make two names that look the same differ. Nobody types them into a form field.
const INVISIBLES = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/** The one transform every typed text goes through: invisible characters gone. */
export const withoutInvisibles = (value: string) => value.replace(INVISIBLES, "");

/** One line of text with every control character gone (line breaks become a space). */
export const oneLine = (value: string) =>
  withoutInvisibles(value.replace(LINE_BREAKS, " ").replace(CONTROLS, ""));

/** Lines of text: breaks normalised to \n and kept, tabs kept, other control characters gone. */
export const lines = (value: string) =>
  withoutInvisibles(
    value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").replace(CONTROLS_BUT_NEWLINE, ""),
  );

/** Free text, control characters stripped; `max` keeps a pasted novel out of the back end. */
export const text = (required: boolean, max = 200, multiline = false) =>
  required
    ? v.pipe(
        ...absentAsEmpty(),
        v.transform(multiline ? lines : oneLine),
        v.trim(),
        v.nonEmpty("forms.errors.required"),
        v.maxLength(max, "forms.errors.tooLong"),
      )
    : v.pipe(
        ...absentAsEmpty(),
        v.transform(multiline ? lines : oneLine),
        v.trim(),
        v.maxLength(max, "forms.errors.tooLong"),
      );

export const longText = (required: boolean) => text(required, 4000, true);

/**
 * An e-mail field (§5.1), held to an address mail can go to (isEmailAddress); a control character
 * anywhere is refused rather than stripped: the address is where mail goes, and a silently
 * changed one would go elsewhere.
 */
export const email = (required: boolean) =>
  v.pipe(
    ...absentAsEmpty(),
    v.trim(),
    v.check((value) => !required || value !== "", "forms.errors.emailRequired"),
    v.check((value) => value === "" || isEmailAddress(value), "forms.errors.emailInvalid"),
  );

/**
 * Digits with the usual separators (+31 (0)20-123 45 67): 8 to 15 digits (a number is at least
 * 8 with its area code, and E.164 allows 15), so a typo or a word is caught.
 */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value.trim()) && digits >= 8 && digits <= 15;
}

export const phone = (required: boolean) =>
  v.pipe(
    ...absentAsEmpty(),
    v.transform(oneLine),
    v.trim(),
    v.check((value) => !required || value !== "", "forms.errors.required"),
    v.check((value) => value === "" || isPhone(value), "forms.errors.phoneInvalid"),
  );

/** One of a fixed set of values (select or radio). */
export const choice = <const T extends string>(values: readonly [T, ...T[]]) =>
  v.pipe(
    ...absentAsEmpty(),
    v.check((value) => value !== "", "forms.errors.choose"),
    v.picklist(values, "forms.errors.choose"),
  );

/**
 * Any number of a fixed set (a group of checkboxes). None ticked is an empty list, sent as such
 * (the meeting's `extra_facilities: []`): the optional needs its default for that, since conform
 * skips an optional without one and the key would be left out of the payload.
 */
export const choices = <const T extends string>(values: readonly [T, ...T[]]) =>
  v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), () => []),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.array(v.picklist(values, "forms.errors.choose")),
  );

/** A whole number in a range, from a select or number input. */
export const wholeNumber = (min: number, max: number, message = "forms.errors.number") =>
  v.pipe(
    ...absentAsEmpty(),
    v.trim(),
    v.check((value) => value !== "", "forms.errors.required"),
    v.check((value) => /^\d+$/.test(value), message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** A checkbox that may be left unticked. */
export const flag = () =>
  v.pipe(
    ...absentAsEmpty(),
    v.transform((value) => value !== ""),
  );

/** A checkbox that must be ticked (§5.1). */
export const mustTick = (message = "forms.errors.mustTick") =>
  v.pipe(
    ...absentAsEmpty(),
    v.check((value) => value !== "", message),
    v.transform(() => true as const),
  );

/** A YYYY-MM-DD date, optionally not before today in Amsterdam. */
export const date = (notBeforeToday: boolean) =>
  v.pipe(
    ...absentAsEmpty(),
    v.trim(),
    v.check((value) => value !== "", "forms.errors.required"),
    v.isoDate("forms.errors.date"),
    v.check((value) => !notBeforeToday || value >= todayInAmsterdam(), "forms.errors.dateInPast"),
  );
