import type { Widen } from "./widen";

// Texts of the fund's (Carrefonds) forms (forms spec §2.2, §3.2 "Fund contact").
export const fundFormsNl = {
  contact: {
    heading: "Wij bellen u terug",
    subject: "Waarover wilt u contact?",
    callBackPreference: "Wanneer mogen wij u bellen?",
    preferences: {
      morning: "'s Ochtends",
      afternoon: "'s Middags",
      no_preference: "Geen voorkeur",
    },
    submit: "Bel mij terug",
    success:
      "Bedankt voor uw bericht. Een medewerker van het Carrefonds neemt zo snel mogelijk contact met u op.",
  },
};

export const fundFormsEn = {
  contact: {
    heading: "We'll call you back",
    subject: "What would you like to talk about?",
    callBackPreference: "When may we call you?",
    preferences: {
      morning: "In the morning",
      afternoon: "In the afternoon",
      no_preference: "No preference",
    },
    submit: "Call me back",
    success: "Thank you for your message. Someone from the Carrefonds will contact you shortly.",
  },
} satisfies Widen<typeof fundFormsNl>;
