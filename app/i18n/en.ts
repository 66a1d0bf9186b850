import { agendaEn } from "./agenda";
import { amountsEn } from "./amounts";
import { confirmationsEn } from "./confirmations";
import { consentEn } from "./consent";
import { donationFormsEn } from "./donation-forms";
import { donationReturnEn } from "./donation-return";
import { formsEn } from "./forms";
import { fundFormsEn } from "./fund-forms";
import { homeEn } from "./home";
import { newsListEn } from "./news-list";
import type { Messages } from "./nl";
import { productionEn } from "./production";
import { salesEn } from "./sales";
import { searchEn } from "./search";
import { theatreFormsEn } from "./theatre-forms";
import { wishlistEn } from "./wishlist";

export const en = {
  sales: salesEn,
  agenda: agendaEn,
  production: productionEn,
  home: homeEn,
  search: searchEn,
  newsList: newsListEn,
  forms: formsEn,
  theatreForms: theatreFormsEn,
  fundForms: fundFormsEn,
  donationForms: donationFormsEn,
  amounts: amountsEn,
  donationReturn: donationReturnEn,
  confirmations: confirmationsEn,
  consent: consentEn,
  wishlist: wishlistEn,
  site: {
    name: "Theater Amsterdam",
    fundName: "Carrefonds",
    skipToContent: "Skip to content",
    previewBanner: "You are viewing the site in preview mode because you are logged in to the CMS.",
  },
  header: {
    fundHome: "to the Carrefonds start page",
    home: "to the home page",
    mainMenu: "Main menu",
    topMenu: "Service menu",
    openMenu: "Menu",
    closeMenu: "Close menu",
    submenu: "Submenu of {{title}}",
    search: "Search",
    searchLabel: "Search for a show, artist or page",
    searchPlaceholder: "Search…",
    switchTo: "Nederlands",
    switchToShort: "NL",
    basket: "Basket",
    noTranslation: "No English version; this is the nearest page.",
  },
  breadcrumbs: { label: "Breadcrumbs", home: "Home", news: "News" },
  footer: {
    label: "Footer",
    paymentMethods: "Payment methods",
    followUs: "Follow us",
    fund: "Support the Carrefonds",
    serviceHours: "Customer service Monday to Friday 14:00-17:00",
  },
  errors: {
    notFound: "Page not found",
    notFoundHint:
      "The page you are looking for does not exist (any more). Try the calendar or go to the home page.",
    general: "Something went wrong. Please try again later.",
    toHome: "To the home page",
    toAgenda: "To the calendar",
    forbidden: "This request was refused.",
    forbiddenHint: "Forms on this site can only be sent from the site itself.",
    methodNotAllowed: "This is not possible on this page.",
    tooLarge: "What you sent is too large.",
    unsupported: "This form could not be read.",
    refusedHint: "Go back to the page and send the form again.",
    tooMany: "Too many attempts.",
    tooManyHint_one: "Nothing was sent. Please try again in {{count}} minute.",
    tooManyHint_other: "Nothing was sent. Please try again in {{count}} minutes.",
    back: "Back to the page",
  },
  redirect: {
    redirecting: "You are being redirected...",
    loading: "Loading...",
    continue: "Continue to {{host}} now",
  },
  page: {
    readMore: "Read more",
    faq: "Frequently asked questions",
    sponsors: "Sponsors",
    recommended: "See also",
    news: "News",
    allNews: "All news",
    published: "Published on",
    video: "Video: {{title}}",
    startVideo: "Play video: {{title}}",
    playVideo: "Play video",
    closeVideo: "Close video",
    starRating: "{{count}} out of 5 stars",
    slideshow: "Images",
    previousSlide: "Previous image",
    nextSlide: "Next image",
    slideOf: "Image {{index}} of {{count}}",
  },
  social: {
    facebook: "Facebook",
    instagram: "Instagram",
    youtube: "YouTube",
    tiktok: "TikTok",
    linkedin: "LinkedIn",
    x: "X",
  },
} satisfies Messages;
