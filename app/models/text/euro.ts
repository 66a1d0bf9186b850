// The one way an amount of money a visitor gives is written (forms spec §9.3: nl-NL), in both
// languages: on every form and on the donation return page. Ticket prices keep their cents
// (formatPrice in ./price-table). A module of its own, so the donation forms do not load the
// IBAN check of app/forms/parts/formats.ts with it.

/**
 * An amount in euros as every form writes it, in both languages: "€ 1.000", "€ 2,50", the sign
 * held to the number by a non-breaking space. Written out rather than left to Intl, so the
 * server's and the browser's copies are the same to the character.
 */
export function formatEuro(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  const rest = cents % 100;
  const sign = amount < 0 && cents > 0 ? "-" : "";
  return `${sign}€\u00a0${whole}${rest ? `,${String(rest).padStart(2, "0")}` : ""}`;
}
