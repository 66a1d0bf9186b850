// Dutch is the source language: every English text must match this shape (see en.ts).

import { agendaNl } from "./agenda";
import { amountsNl } from "./amounts";
import { confirmationsNl } from "./confirmations";
import { consentNl } from "./consent";
import { donationFormsNl } from "./donation-forms";
import { donationReturnNl } from "./donation-return";
import { formsNl } from "./forms";
import { fundFormsNl } from "./fund-forms";
import { homeNl } from "./home";
import { newsListNl } from "./news-list";
import { productionNl } from "./production";
import { salesNl } from "./sales";
import { searchNl } from "./search";
import { theatreFormsNl } from "./theatre-forms";
import type { Widen } from "./widen";
import { wishlistNl } from "./wishlist";

export const nl = {
  sales: salesNl,
  agenda: agendaNl,
  production: productionNl,
  home: homeNl,
  search: searchNl,
  newsList: newsListNl,
  forms: formsNl,
  theatreForms: theatreFormsNl,
  fundForms: fundFormsNl,
  donationForms: donationFormsNl,
  amounts: amountsNl,
  donationReturn: donationReturnNl,
  confirmations: confirmationsNl,
  consent: consentNl,
  wishlist: wishlistNl,
  site: {
    name: "Theater Amsterdam",
    fundName: "Carrefonds",
    skipToContent: "Naar de inhoud",
    previewBanner: "U bekijkt de site in voorbeeldmodus omdat u bent ingelogd in het CMS.",
  },
  header: {
    fundHome: "naar de startpagina van het Carrefonds",
    home: "naar de homepage",
    mainMenu: "Hoofdmenu",
    topMenu: "Servicemenu",
    openMenu: "Menu",
    closeMenu: "Menu sluiten",
    submenu: "Submenu van {{title}}",
    search: "Zoeken",
    searchLabel: "Zoek op voorstelling, artiest of pagina",
    searchPlaceholder: "Zoeken…",
    switchTo: "English",
    switchToShort: "EN",
    basket: "Winkelmand",
    noTranslation: "Geen Nederlandse versie; dit is de dichtstbijzijnde pagina.",
  },
  breadcrumbs: { label: "Kruimelpad", home: "Home", news: "Nieuws" },
  footer: {
    label: "Voettekst",
    paymentMethods: "Betaalmogelijkheden",
    followUs: "Volg ons",
    fund: "Steun het Carrefonds",
    serviceHours: "Klantenservice maandag t/m vrijdag 14:00-17:00",
  },
  errors: {
    notFound: "Pagina niet gevonden",
    notFoundHint:
      "De pagina die u zoekt bestaat niet (meer). Probeer de agenda of ga naar de homepage.",
    general: "Er is iets misgegaan. Probeer het later opnieuw.",
    toHome: "Naar de homepage",
    toAgenda: "Naar de agenda",
    forbidden: "Dit verzoek is geweigerd.",
    forbiddenHint: "Formulieren van deze site kunnen alleen vanaf de site zelf worden verstuurd.",
    methodNotAllowed: "Dit kan op deze pagina niet.",
    tooLarge: "Wat u verstuurde is te groot.",
    unsupported: "Dit formulier kon niet worden gelezen.",
    refusedHint: "Ga terug naar de pagina en verstuur het formulier opnieuw.",
    tooMany: "Te veel pogingen.",
    tooManyHint_one: "Er is niets verstuurd. Probeer het over {{count}} minuut opnieuw.",
    tooManyHint_other: "Er is niets verstuurd. Probeer het over {{count}} minuten opnieuw.",
    back: "Terug naar de pagina",
  },
  redirect: {
    redirecting: "U wordt doorgestuurd...",
    loading: "Laden...",
    continue: "Ga direct verder naar {{host}}",
  },
  page: {
    readMore: "Lees meer",
    faq: "Veelgestelde vragen",
    sponsors: "Sponsors",
    recommended: "Bekijk ook",
    news: "Nieuws",
    allNews: "Alle nieuwsberichten",
    published: "Gepubliceerd op",
    video: "Video: {{title}}",
    startVideo: "Video afspelen: {{title}}",
    playVideo: "Video afspelen",
    closeVideo: "Video sluiten",
    starRating: "{{count}} van de 5 sterren",
    slideshow: "Afbeeldingen",
    previousSlide: "Vorige afbeelding",
    nextSlide: "Volgende afbeelding",
    slideOf: "Afbeelding {{index}} van {{count}}",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    tiktok: "TikTok",
    linkedin: "LinkedIn",
    x: "X",
  },
};

export type Messages = Widen<typeof nl>;
