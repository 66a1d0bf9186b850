import type { Widen } from "./widen";

// Texts of the money fields (app/components/forms/amount-control.tsx, app/forms/parts/amount-field.ts):
// their messages, range, read-back and confirmation box. A section of its own, sent only to the
// pages that have such a field ({{amount}}, {{min}} and {{max}} are written for the page's
// language where the text is shown).
export const amountsNl = {
  invalid: "Vul een bedrag in, bijvoorbeeld 25 of 12,50.",
  // Three digits after a comma on a Dutch page (or a point on an English one): never guessed.
  ambiguous:
    "Drie cijfers na de komma kunnen geen centen zijn: schrijf 1000 of 1.000 voor duizend euro, of 1,00 voor één euro.",
  tooLow: "Het bedrag is ten minste {{amount}}.",
  tooHigh: "Het bedrag is ten hoogste {{amount}}.",
  periodicMinimum: "Een periodieke schenking is ten minste {{amount}} per jaar.",
  confirm: "Dat is een groot bedrag. Vink aan dat u {{amount}} wilt geven, of pas het bedrag aan.",
  range: "Van {{min}} tot {{max}}; centen na een komma, zoals 12,50.",
  youGive: {
    once: "U geeft {{amount}}",
    person: "U geeft {{amount}} per persoon",
    year: "U geeft {{amount}} per jaar",
  },
  confirmBox: {
    once: "Ja, ik wil {{amount}} geven",
    person: "Ja, ik wil {{amount}} per persoon geven",
    year: "Ja, ik wil {{amount}} per jaar geven",
  },
};

export const amountsEn = {
  invalid: "Please enter an amount, for example 25 or 12.50.",
  ambiguous:
    "Three digits after the point cannot be cents: write 1000 or 1,000 for a thousand euros, or 1.00 for one euro.",
  tooLow: "The amount must be at least {{amount}}.",
  tooHigh: "The amount can be at most {{amount}}.",
  periodicMinimum: "A periodic donation is at least {{amount}} a year.",
  confirm:
    "That is a large amount. Please tick the box to confirm you want to give {{amount}}, or change the amount.",
  range: "From {{min}} to {{max}}; cents after a point, as in 12.50.",
  youGive: {
    once: "You give {{amount}}",
    person: "You give {{amount}} per person",
    year: "You give {{amount}} a year",
  },
  confirmBox: {
    once: "Yes, I want to give {{amount}}",
    person: "Yes, I want to give {{amount}} per person",
    year: "Yes, I want to give {{amount}} a year",
  },
} satisfies Widen<typeof amountsNl>;
