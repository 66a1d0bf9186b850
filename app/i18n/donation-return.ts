import type { Widen } from "./widen";

// Texts of the page a donor comes back to from the payment page (routes/donation-return.tsx).
export const donationReturnNl = {
  title: "Bedankt voor uw donatie",
  thanks: "Hartelijk dank! Uw donatie van {{amount}} voor {{purpose}} is ontvangen.",
  receipt: "U ontvangt binnen enkele dagen een bevestiging per e-mail.",
  amount: "Bedrag",
  purpose: "Bestemming",
  reference: "Kenmerk",
  purposes: {
    general: "het Carrefonds",
    cultuurverbindt: "Cultuur verbindt",
    musical: "De Grote Musical",
    duurzaamheid: "duurzaamheid",
    toegankelijkheid: "toegankelijkheid",
  },
  unconfirmedTitle: "Uw betaling",
  unconfirmed:
    "We kunnen deze betaling (nog) niet bevestigen. Heeft u betaald, dan ontvangt u binnen enkele dagen een bevestiging per e-mail.",
  again: "Opnieuw doneren",
};

export const donationReturnEn: Widen<typeof donationReturnNl> = {
  title: "Thank you for your donation",
  thanks: "Thank you! We have received your donation of {{amount}} for {{purpose}}.",
  receipt: "You will receive a confirmation by e-mail within a few days.",
  amount: "Amount",
  purpose: "Purpose",
  reference: "Reference",
  purposes: {
    general: "the Carrefonds",
    cultuurverbindt: "Culture connects",
    musical: "De Grote Musical",
    duurzaamheid: "sustainability",
    toegankelijkheid: "accessibility",
  },
  unconfirmedTitle: "Your payment",
  unconfirmed:
    "We cannot confirm this payment (yet). If you have paid, you will receive a confirmation by e-mail within a few days.",
  again: "Donate again",
};
