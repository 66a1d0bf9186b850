import type { Widen } from "./widen";

// Texts of the newsList screen.
export const newsListNl = {
  title: "Nieuws",
  titlePage: "{{title}}, pagina {{page}}",
  description:
    "Het laatste nieuws van Theater Amsterdam: voorstellingen, het theater, het Carrefonds en meer.",
  searchForm: "Nieuws doorzoeken",
  searchLabel: "Zoek in het nieuws",
  searchPlaceholder: "Bijv. première",
  searchSubmit: "Zoeken",
  tagsLabel: "Filter op onderwerp",
  filteredOn: "U heeft gefilterd op:",
  searchChip: "‘{{q}}’",
  removeTag: "Filter {{label}} verwijderen",
  removeSearch: "Zoekwoord {{q}} verwijderen",
  resetAll: "Alle filters wissen",
  count_one: "{{count}} nieuwsbericht",
  count_other: "{{count}} nieuwsberichten",
  pagination: "Pagina's met nieuwsberichten",
  previous: "Vorige pagina",
  next: "Volgende pagina",
  page: "Pagina {{page}}",
  pageOf: "Pagina {{page}} van {{count}}",
  readMore: "Lees meer",
  noResults: "Helaas, er zijn geen zoekresultaten gevonden",
  noResultsHint: "Probeer een ander zoekwoord of verwijder een filter.",
  empty: "Er zijn op dit moment geen nieuwsberichten.",
  tags: {
    voorstellingen: "Voorstellingen",
    theater: "Theater",
    zakelijk: "Zakelijk",
    fonds: "Fonds",
    educatie: "Educatie",
  },
};

export const newsListEn = {
  title: "News",
  titlePage: "{{title}}, page {{page}}",
  description:
    "The latest news from Theater Amsterdam: shows, the theatre, the Carrefonds and more.",
  searchForm: "Search the news",
  searchLabel: "Search the news",
  searchPlaceholder: "E.g. premiere",
  searchSubmit: "Search",
  tagsLabel: "Filter by topic",
  filteredOn: "You have filtered on:",
  searchChip: "‘{{q}}’",
  removeTag: "Remove filter {{label}}",
  removeSearch: "Remove search term {{q}}",
  resetAll: "Clear all filters",
  count_one: "{{count}} news item",
  count_other: "{{count}} news items",
  pagination: "News pages",
  previous: "Previous page",
  next: "Next page",
  page: "Page {{page}}",
  pageOf: "Page {{page}} of {{count}}",
  readMore: "Read more",
  noResults: "There are no results matching your query",
  noResultsHint: "Try another search term or remove a filter.",
  empty: "There is no news at the moment.",
  tags: {
    voorstellingen: "Shows",
    theater: "Theatre",
    zakelijk: "Business",
    fonds: "Fund",
    educatie: "Education",
  },
} satisfies Widen<typeof newsListNl>;

export type NewsTagKey = keyof typeof newsListNl.tags;

export function isKnownNewsTag(tag: string): tag is NewsTagKey {
  return Object.hasOwn(newsListNl.tags, tag);
}
