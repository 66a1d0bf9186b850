import type { Widen } from "./widen";

// Texts of the forms: the shared engine, the newsletter forms and the newsletter confirmation.
export const formsNl = {
  required: "verplicht",
  sending: "Bezig met versturen...",
  honeypot: "Laat dit veld leeg",
  errors: {
    emailRequired: "Vul uw e-mailadres in.",
    emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
    listsRequired: "Kies ten minste één nieuwsbrief.",
    general: "Er is iets misgegaan. Probeer het later opnieuw.",
    required: "Vul dit veld in.",
    choose: "Maak een keuze.",
    tooLong: "Deze tekst is te lang.",
    phoneInvalid: "Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 45 67.",
    number: "Vul een geldig aantal in.",
    mustTick: "Vink dit aan om verder te gaan.",
    date: "Vul een geldige datum in.",
    dateInPast: "Kies vandaag of een datum in de toekomst.",
    summary: "Controleer de velden met een foutmelding.",
  },
  newsletter: {
    footerTitle: "Nieuwsbrief",
    footerIntro: "Als eerste weten wat er nieuw in de verkoop gaat?",
    email: "E-mailadres",
    footerSubmit: "Aanmelden",
    listsLegend: "Nieuwsbrieven",
    kinds: {
      new_in_sales: "Nieuw in de verkoop, inspiratie en tips",
      bookings_for_groups: "Boekingen voor groepen",
      servicemail_en: "Servicemails",
      all: "Alle nieuwsbrieven",
    },
    servicemail: "Ik wil geen servicemails meer ontvangen",
    subscribeSubmit: "Aanmelden",
    unsubscribeSubmit: "Afmelden",
    subscribeSuccess:
      "Bedankt voor uw aanmelding. Er is een bevestigingsmail verstuurd naar het door u opgegeven e-mailadres. Zodra u op de link uit deze mail klikt, bent u ingeschreven.",
    unsubscribeSuccess:
      "Er is een bevestigingsmail verstuurd naar het door u opgegeven e-mailadres. Zodra u op de link uit deze mail klikt, bent u afgemeld.",
    subscribeFailure: "Het is niet gelukt om u aan te melden. Probeer het later opnieuw.",
    unsubscribeFailure: "Het is niet gelukt om u af te melden. Probeer het later opnieuw.",
  },
  confirm: {
    titleSubscribe: "Bevestiging aanmelding nieuwsbrief",
    titleUnsubscribe: "Bevestiging afmelding nieuwsbrief",
    loading: "Laden...",
    confirmedSubscribe: "Uw aanmelding is bevestigd.",
    confirmedUnsubscribe: "Uw afmelding is bevestigd.",
    expired: "Deze bevestigingslink is niet meer geldig.",
    failure: "Er is iets misgegaan met het verwerken van uw verzoek.",
    prompt: "Klik op de knop om uw verzoek te bevestigen.",
    button: "Bevestigen",
  },
};

export const formsEn = {
  required: "required",
  sending: "Sending...",
  honeypot: "Leave this field empty",
  errors: {
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, for example name@example.com.",
    listsRequired: "Please choose at least one newsletter.",
    general: "Something went wrong. Please try again later.",
    required: "Please fill in this field.",
    choose: "Please make a choice.",
    tooLong: "This text is too long.",
    phoneInvalid: "Please enter a valid phone number, for example +31 20 123 45 67.",
    number: "Please enter a valid number.",
    mustTick: "Please tick this box to continue.",
    date: "Please enter a valid date.",
    dateInPast: "Please choose today or a date in the future.",
    summary: "Please check the fields with an error message.",
  },
  newsletter: {
    footerTitle: "Newsletter",
    footerIntro: "Be the first to hear what goes on sale?",
    email: "E-mail address",
    footerSubmit: "Sign up",
    listsLegend: "Newsletters",
    kinds: {
      new_in_sales: "New in sales, inspiration and tips",
      bookings_for_groups: "Bookings for groups",
      servicemail_en: "Service e-mails",
      all: "All newsletters",
    },
    servicemail: "I no longer want to receive service e-mails",
    subscribeSubmit: "Sign up",
    unsubscribeSubmit: "Unsubscribe",
    subscribeSuccess:
      "Thank you for signing up. A confirmation e-mail has been sent to the given e-mail address. Your subscription will be confirmed once you have clicked on the link in the e-mail.",
    unsubscribeSuccess:
      "A confirmation e-mail has been sent to the given e-mail address. You will be unsubscribed once you have clicked on the link in the e-mail.",
    subscribeFailure:
      "Something went wrong when processing your subscription. Please try again later.",
    unsubscribeFailure:
      "Something went wrong when processing your unsubscription. Please try again later.",
  },
  confirm: {
    titleSubscribe: "Newsletter subscribe confirmation",
    titleUnsubscribe: "Newsletter unsubscribe confirmation",
    loading: "Loading...",
    confirmedSubscribe: "Your subscription has been confirmed.",
    confirmedUnsubscribe: "Your unsubscription has been confirmed.",
    expired: "This confirmation link is not valid anymore.",
    failure: "Something went wrong while processing your request.",
    prompt: "Click the button to confirm your request.",
    button: "Confirm",
  },
} satisfies Widen<typeof formsNl>;
