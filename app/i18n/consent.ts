import type { Widen } from "./widen";

// Texts of the cookie banner and the cookie page's preference chooser (forms spec §4.5).
export const consentNl = {
  banner: {
    label: "Cookiemelding",
    title: "Wij gebruiken cookies",
    text: "Wij meten hoe de site wordt gebruikt om hem te verbeteren. Met uw toestemming plaatsen we ook cookies waarmee we advertenties op uw interesses afstemmen.",
    /** The same in a few words, for small and zoomed screens. */
    short: "Voor statistiek en, met uw toestemming, advertenties op maat.",
    more: "Meer over cookies",
    accept: "Alle cookies accepteren",
    refuse: "Alleen noodzakelijke",
  },
  chooser: {
    legend: "Uw cookievoorkeur",
    personalized: "Persoonlijk",
    personalizedHint:
      "Functionele en analytische cookies, en cookies voor advertenties die passen bij uw interesses.",
    basic: "Basis",
    basicHint:
      "Alleen functionele en analytische cookies. U ziet nog steeds advertenties, maar die zijn niet afgestemd op uw interesses.",
    save: "Voorkeur opslaan",
    saved: "Uw voorkeur is opgeslagen.",
  },
};

export const consentEn = {
  banner: {
    label: "Cookie notice",
    title: "We use cookies",
    text: "We measure how the site is used to improve it. With your consent we also place cookies that match advertisements to your interests.",
    short: "For statistics and, with your consent, tailored advertising.",
    more: "More about cookies",
    accept: "Accept all cookies",
    refuse: "Necessary only",
  },
  chooser: {
    legend: "Your cookie preference",
    personalized: "Personal",
    personalizedHint:
      "Functional and analytical cookies, and cookies for advertisements that match your interests.",
    basic: "Basic",
    basicHint:
      "Functional and analytical cookies only. You will still see advertisements, but they are not matched to your interests.",
    save: "Save preference",
    saved: "Your preference has been saved.",
  },
} satisfies Widen<typeof consentNl>;
