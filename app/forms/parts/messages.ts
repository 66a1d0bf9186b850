// A form's messages are translation keys, so the browser and the server share one schema and
// the visitor reads the message in the page's language (schema-parts.ts). A message about an
// amount names the amount too ("at least € 2,50"), which the page's language writes in its own
// way: the key carries the amount in cents after a bar, and the text is made where it is shown.
import type { MessageKey, Vars } from "~/i18n/translate";
import { formatDayMonthYear } from "~/models/dates/day-format";
import type { Locale } from "~/models/http/locale";
import { formatCents } from "~/models/text/euro";

/** "amounts.tooLow" with 250 cents: "amounts.tooLow|250". */
export const withAmount = (key: MessageKey, cents: number) => `${key}|${cents}`;

/** "forms.errors.datePassed" naming 1 January 2027: "forms.errors.datePassed|2027-01-01". */
export const withDate = (key: MessageKey, isoDay: string) => `${key}|${isoDay}`;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The text of a message, an amount in it written for the page's language. */
export function messageText(
  message: string,
  t: (key: MessageKey, vars?: Vars) => string,
  locale: Locale,
): string {
  const bar = message.indexOf("|");
  if (bar < 0) return t(message as MessageKey);
  const value = message.slice(bar + 1);
  const key = message.slice(0, bar) as MessageKey;
  if (ISO_DAY.test(value)) return t(key, { date: formatDayMonthYear(value, locale) ?? value });
  const cents = Number(value);
  return Number.isSafeInteger(cents) ? t(key, { amount: formatCents(cents, locale) }) : t(key);
}
