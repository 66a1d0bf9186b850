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

/**
 * Whole cents as the page's language writes them, for what reads an amount back to the visitor
 * who typed it (app/models/money/amount.ts) and the limits it is held to: Dutch "€ 1.250,50"
 * (formatEuro's way), English "€1,250.50". The form reads "1.000" and "1,000" by the page's
 * language, so what it says back must use that language's separators too. `exact` always writes
 * the cents ("€ 12.000,00"): a confirmation leaves no doubt which separator was which.
 */
export function formatCents(cents: number, locale: "nl" | "en", exact = false): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const [group, decimal, sign] = locale === "en" ? [",", ".", "€"] : [".", ",", "€\u00a0"];
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = exact || rest ? `${decimal}${String(rest).padStart(2, "0")}` : "";
  return `${cents < 0 ? "-" : ""}${sign}${grouped}${fraction}`;
}
