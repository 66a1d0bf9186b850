import type { Widen } from "./widen";

// Texts of the search screen (spec §2 Search, §8 no-results messages).
export const searchNl = {
  title: "Zoeken",
  titleWithQuery: "Zoeken: “{{q}}”",
  description: "Zoek in de voorstellingen, pagina's en nieuwsberichten van Theater Amsterdam.",
  formLabel: "Zoeken op de site",
  inputLabel: "Zoekterm",
  placeholder: "Voorstelling, artiest of onderwerp",
  submit: "Zoeken",
  loading: "Laden...",
  intro: "Zoek naar voorstellingen, artiesten, pagina's en nieuws.",
  summary_one: "{{count}} resultaat voor “{{q}}”",
  summary_other: "{{count}} resultaten voor “{{q}}”",
  sections: {
    productions: "Voorstellingen",
    pages: "Pagina's",
    news: "Nieuws",
  },
  sectionErrors: {
    productions: "De voorstellingen kunnen nu niet worden doorzocht. Probeer het later opnieuw.",
    pages: "De pagina's kunnen nu niet worden doorzocht. Probeer het later opnieuw.",
    news: "Het nieuws kan nu niet worden doorzocht. Probeer het later opnieuw.",
  },
  shownOf: "{{shown}} van {{total}} getoond",
  noResults: "Helaas, er zijn geen zoekresultaten gevonden",
  noResultsHint: "Er zijn geen resultaten gevonden die al uw zoektermen bevatten.",
  fullCalendar: "Bekijk de volledige agenda",
  allNews: "Alle nieuwsberichten over “{{q}}”",
  dates: "Speeldata",
  published: "Gepubliceerd op",
};

export const searchEn = {
  title: "Search",
  titleWithQuery: "Search: “{{q}}”",
  description: "Search the shows, pages and news of Theater Amsterdam.",
  formLabel: "Search the site",
  inputLabel: "Search term",
  placeholder: "Show, artist or topic",
  submit: "Search",
  loading: "Loading...",
  intro: "Search for shows, artists, pages and news.",
  summary_one: "{{count}} result for “{{q}}”",
  summary_other: "{{count}} results for “{{q}}”",
  sections: {
    productions: "Shows",
    pages: "Pages",
    news: "News",
  },
  sectionErrors: {
    productions: "Shows cannot be searched right now. Please try again later.",
    pages: "Pages cannot be searched right now. Please try again later.",
    news: "News cannot be searched right now. Please try again later.",
  },
  shownOf: "Showing {{shown}} of {{total}}",
  noResults: "There are no results matching your query",
  noResultsHint: "No results containing all your search terms were found.",
  fullCalendar: "View the full calendar",
  allNews: "All news about “{{q}}”",
  dates: "Dates",
  published: "Published on",
} satisfies Widen<typeof searchNl>;
