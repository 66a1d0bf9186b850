import type { Widen } from "./widen";

// Texts of the premiere, visitor-panel and prize-draw confirmation pages and the premiere cancel
// page (forms spec §2.3, §8, §9.4). The premiere and panel pages are Dutch only; their English
// texts exist for the shape and for a future English route.
export const confirmationsNl = {
  premiere: {
    title: "Bevestiging première",
    successSignup: "Bedankt voor uw aanmelding.",
    successCancel: "Bedankt voor uw afmelding.",
    expired:
      "Uw bevestigingslink is verlopen. Geef uw RSVP opnieuw door of neem contact met ons op.",
    failure: "Er is iets misgegaan. Probeer het later opnieuw.",
  },
  panel: {
    title: "Bevestiging aanmelding bezoekerspanel",
    success:
      "Bedankt, uw aanmelding voor het bezoekerspanel is bevestigd. Vóór 1 juli hoort u meer van ons.",
    expired:
      "Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in of neem contact met ons op.",
    failure: "Er is iets misgegaan. Probeer het later opnieuw.",
  },
  prizeDraw: {
    title: "Bevestiging deelname verloting",
    success:
      "Bedankt, uw deelname aan de verloting is bevestigd. Uiterlijk 7 september laten wij u weten of u hebt gewonnen.",
    expired: "Uw bevestigingslink is verlopen. Vul het aanmeldformulier opnieuw in.",
    failure: "Er is iets misgegaan. Probeer het later opnieuw.",
  },
  cancel: {
    title: "Afmelden voor de première",
    question: "Weet u zeker dat u zich wilt afmelden voor {{name}}?",
    // When the link's premiere name is not one the venue publishes, it is not repeated.
    questionUnnamed: "Weet u zeker dat u zich wilt afmelden voor de première?",
    comment: "Opmerking (optioneel)",
    submit: "Afmelden",
    success: "Bedankt voor uw afmelding. Jammer dat u er niet bij kunt zijn.",
    failure: "Er is iets misgegaan. Probeer het later opnieuw.",
    invalid: "Er is iets misgegaan.",
    // The CMS refused the link's signature: a changed or made-up link, which a retry cannot mend.
    invalidLink:
      "Deze afmeldlink is niet geldig. Gebruik de link uit uw bevestigingsmail of neem contact met ons op.",
    commentTooLong: "Uw opmerking is te lang (ten hoogste 2000 tekens).",
  },
};

export const confirmationsEn = {
  premiere: {
    title: "Premiere confirmation",
    successSignup: "Thank you for your response.",
    successCancel: "Thank you for your response.",
    expired: "Your confirmation link has expired. Please send your RSVP again or contact us.",
    failure: "Something went wrong. Please try again later.",
  },
  panel: {
    title: "Visitor panel sign-up confirmation",
    success:
      "Thank you, your sign-up for the visitor panel has been confirmed. You will hear from us before 1 July.",
    expired:
      "Your confirmation link has expired. Please fill in the sign-up form again or contact us.",
    failure: "Something went wrong. Please try again later.",
  },
  prizeDraw: {
    title: "Prize draw entry confirmation",
    success:
      "Thank you, your entry for the prize draw has been confirmed. We will let you know by 7 September whether you have won.",
    expired: "Your confirmation link has expired. Please fill in the entry form again.",
    // Spelling as the client gave it (forms spec §8).
    failure: "Somthing went wrong. Please try again later.",
  },
  cancel: {
    title: "Cancel your premiere attendance",
    question: "Are you sure you want to cancel your attendance at {{name}}?",
    questionUnnamed: "Are you sure you want to cancel your attendance at the premiere?",
    comment: "Comment (optional)",
    submit: "Cancel attendance",
    success: "Thank you for letting us know. We are sorry you cannot make it.",
    failure: "Something went wrong. Please try again later.",
    invalid: "Something went wrong.",
    invalidLink:
      "This cancellation link is not valid. Please use the link in your confirmation e-mail or contact us.",
    commentTooLong: "Your comment is too long (at most 2000 characters).",
  },
} satisfies Widen<typeof confirmationsNl>;
