import type { Widen } from "./widen";

// Texts of the wish-list heart and modal (forms spec §2.5, §4.6).
export const wishlistNl = {
  add: "Bewaar op verlanglijst",
  remove: "Verwijder van verlanglijst",
  added: {
    title: "Op uw verlanglijst",
    text: "{{title}} staat op uw verlanglijst. U vindt uw verlanglijst in uw account.",
    link: "Bekijk mijn verlanglijst",
  },
  removed: "{{title}} is van uw verlanglijst gehaald.",
  saving: "Bezig met opslaan…",
  failed: "Uw verlanglijst kon niet worden bijgewerkt. Probeer het later opnieuw.",
  anonymous: {
    title: "Bewaar uw verlanglijst",
    text: "Log in of maak een account aan om voorstellingen op uw verlanglijst te bewaren.",
    login: "Inloggen",
    register: "Account aanmaken",
  },
  close: "Sluiten",
};

export const wishlistEn: Widen<typeof wishlistNl> = {
  add: "Save to wish list",
  remove: "Remove from wish list",
  added: {
    title: "On your wish list",
    text: "{{title}} is on your wish list. You can find your wish list in your account.",
    link: "View my wish list",
  },
  removed: "{{title}} has been removed from your wish list.",
  saving: "Saving…",
  failed: "Your wish list could not be updated. Please try again later.",
  anonymous: {
    title: "Save your wish list",
    text: "Log in or create an account to save shows to your wish list.",
    login: "Log in",
    register: "Create an account",
  },
  close: "Close",
};
