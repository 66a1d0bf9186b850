// An amount of euros as people write it, read into whole cents: the one reader behind every
// money field (the donations, the one-off gift per person, the periodic free amount), in the
// browser and on the server alike. Cents are integers from the first digit to the last, so no
// float ever stands between what was typed and what is sent ("0,99" is 99, never 98.99999).
//
// What is read, in both languages:
// - digits, with at most one decimal separator followed by one or two digits: "12,50", "12.50",
//   "2,5" (€ 2,50), "0,99";
// - thousands grouped in threes by dots, commas or spaces (any Unicode space: a copy from a bank
//   brings non-breaking ones): "1.000", "1,000,000", "1 000"; with a decimal part after a different
//   separator: "1.000,50", "1,000.50";
// - a euro sign or "EUR" before or after: "€ 12,50", "€12", "12,50 €";
// - whole euros written the Dutch way, with a dash for the cents: "25,-", "25.-", "25,--".
// Refused: anything else, among it signs ("-5", "--5", "+5"), exponents ("1e3"), words
// ("Infinity"), a separator at either end ("12,", ",50"), groups not of three ("12,5,0", "1 00"),
// a separator that is both the decimal and the grouping one ("1.000.00"), more than 13 digits
// of euros.
//
// The one ambiguity: a single dot or comma followed by exactly three digits. It is a thousands
// separator or a decimal point with three decimals, and three decimals are never cents. The page's
// language decides, as its people write: on a Dutch page "1.000" is a thousand euros (the Dutch
// thousands dot) and "1,000" is refused; on an English page "1,000" is a thousand and "1.000" is
// refused. Refused, not guessed: a donor who meant one euro must not give a thousand. The refusal
// says how to write either ("ambiguous"), in the visitor's language.
import type { Locale } from "../http/locale";

export type AmountReading =
  | { ok: true; cents: number }
  | { ok: false; problem: "empty" | "invalid" | "ambiguous" | "too-long" };

/**
 * The most digits of whole euros read: 13 keep the cents (15 digits) below 2^53, so every one is
 * an exact JavaScript integer. Far above any form's maximum, which says the real limit.
 */
const MAX_DIGITS = 13;

const DECIMAL_SEPARATOR: Record<Locale, "," | "."> = { nl: ",", en: "." };

// Unicode spaces (no-break, narrow no-break, thin, …) read as a plain space before anything else.
const SPACES = /[\s\p{Zs}]+/gu;
const CURRENCY_BEFORE = /^(?:€|eur(?:o|os)?)\s*/i;
const CURRENCY_AFTER = /\s*(?:€|eur(?:o|os)?)$/i;
// "25,-", "25.-", "25,--", also with an en or em dash as a word processor may have made it.
const WHOLE_EUROS = /[.,][-\u2013\u2014]{1,2}$/;
// Digit groups separated by single dots, commas or spaces; nothing else anywhere.
const SHAPE = /^\d+(?:[., ]\d+)*$/;

export function readAmount(text: string, locale: Locale): AmountReading {
  let rest = text.replace(SPACES, " ").trim();
  if (rest === "") return { ok: false, problem: "empty" };
  rest = rest.replace(CURRENCY_BEFORE, "").replace(CURRENCY_AFTER, "");
  const wholeEuros = WHOLE_EUROS.test(rest);
  if (wholeEuros) rest = rest.replace(WHOLE_EUROS, "");
  if (!SHAPE.test(rest)) return { ok: false, problem: "invalid" };

  const groups = rest.split(/[., ]/);
  const separators = rest.match(/[., ]/g) ?? [];
  const lastSeparator = separators[separators.length - 1];
  const lastGroup = groups[groups.length - 1] ?? "";
  // A last dot or comma followed by one or two digits is the decimal separator.
  const hasDecimals = lastSeparator !== undefined && lastSeparator !== " " && lastGroup.length <= 2;
  if (hasDecimals && wholeEuros) return { ok: false, problem: "invalid" };
  const integerGroups = hasDecimals ? groups.slice(0, -1) : groups;
  const grouping = hasDecimals ? separators.slice(0, -1) : separators;

  if (grouping.length > 0) {
    // One grouping character, other than the decimal one; then a first group of one to three
    // digits not starting with 0 ("0,999" is no thousand), and groups of three.
    const [first = "", ...others] = integerGroups;
    const mixed = new Set(grouping).size > 1 || (hasDecimals && grouping[0] === lastSeparator);
    const badGroups = !/^[1-9]\d{0,2}$/.test(first) || others.some((group) => group.length !== 3);
    if (mixed || badGroups) return { ok: false, problem: "invalid" };
    // The one ambiguity (see above): a lone separator, the page's decimal one, no decimals.
    if (!hasDecimals && grouping.length === 1 && grouping[0] === DECIMAL_SEPARATOR[locale])
      return { ok: false, problem: "ambiguous" };
  }

  const euros = integerGroups.join("");
  const cents = hasDecimals ? lastGroup.padEnd(2, "0") : "00";
  if (euros.length > MAX_DIGITS) return { ok: false, problem: "too-long" };
  return { ok: true, cents: Number(euros) * 100 + Number(cents) };
}

/** Cents to the euros a service takes: 1250 → 12.5, the double nearest the decimal 12.50. */
export const eurosOf = (cents: number) => cents / 100;

/** Whole or decimal euros (a preset such as "25", a limit such as 2.5) to cents. */
export const centsOf = (euros: number) => Math.round(euros * 100);
