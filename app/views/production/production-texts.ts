// The texts a production page sends the browser: those of the parts this page draws, or can
// draw after a press (read less, fewer dates, another calendar month, a failed suggestion list),
// and no others. The lottery's, the presale's and the promoted layout's texts, the calendar's
// and the price table's stay home on a page without them.
import type { TextPath } from "~/i18n/texts";
import type { EventStatus } from "../../models/sales/event-status";
import type { PlayDatesView, ProductionPageView } from "./production-page-types";

/** Every page: intro, sidebar, description, related and "others also viewed" cards. */
const ALWAYS: readonly TextPath[] = [
  "production.description",
  "production.readMore",
  "production.readLess",
  "production.sidebar",
  "production.price",
  "production.information",
  "production.related",
  "production.othersAlsoViewed",
  "production.othersLoading",
  "production.othersFailed",
  "production.toAgenda",
  "production.copyright",
  "sales.opensInNewTab",
];

const ADD_TO_CALENDAR: readonly TextPath[] = [
  "production.addToCalendar",
  "production.addToCalendarLabel",
];

/** What each kind of date section draws (play-dates.tsx, play-dates-calendar.tsx, promoted-dates.tsx). */
const DATES: Record<PlayDatesView["kind"], readonly TextPath[]> = {
  list: [
    "production.playDates",
    "production.showAllDates",
    "production.showFewerDates",
    "production.moreDatesHidden",
    "production.salesStart",
    "production.until",
    "production.withPause",
    "production.withoutPause",
    ...ADD_TO_CALENDAR,
  ],
  calendar: ["production.playDates", "production.calendar", ...ADD_TO_CALENDAR],
  events: [
    "production.playDates",
    "production.promoted.eventsTitle",
    "production.salesStart",
    ...ADD_TO_CALENDAR,
  ],
  lottery: [
    "production.playDates",
    "production.promoted.lotteryTitle",
    "production.promoted.lotteryText",
    "production.promoted.lotteryButton",
    ...ADD_TO_CALENDAR,
  ],
  none: ["production.playDates", "production.noDates"],
};

/** The sales states a date section can name: its buttons, and the calendar's legend. */
function dateStatuses(dates: PlayDatesView | null): EventStatus[] {
  if (!dates) return [];
  switch (dates.kind) {
    case "list":
      return dates.months.flatMap((month) => month.rows.map((row) => row.button.labelKey));
    case "events":
      return dates.rows.map((row) => row.button.labelKey);
    case "calendar":
      return dates.performances.map((performance) => performance.status);
    default:
      return [];
  }
}

/** The texts of every part the page draws, or can draw after a press. */
export function productionTextPaths(view: ProductionPageView): TextPath[] {
  const paths = new Set<TextPath>(ALWAYS);
  const add = (list: readonly TextPath[]) => {
    for (const path of list) paths.add(path);
  };
  if (view.playDates) add(DATES[view.playDates.kind]);
  if (view.presale) add(["production.presale"]);
  if (view.datesJump) add(["production.jumpTo"]);
  if (view.videoId) {
    add(["production.video", "page.video", "page.startVideo", "page.playVideo", "page.closeVideo"]);
  }
  if (view.waitingList) {
    add([
      "production.waitingListTitle",
      "production.waitingListText",
      "production.waitingListLink",
    ]);
  }
  if (view.bigGroups) add(["production.bigGroups", "production.bigGroupsLink"]);
  if (view.personGroups.length > 0) add(["production.castAndCrew"]);
  if (view.questions.length > 0 || view.faqCategories.length > 0) add(["production.faq"]);
  if (view.quotes.length > 0) add(["production.quotes"]);
  if (view.stars !== null || view.quotes.some((quote) => quote.stars !== null)) {
    add(["page.starRating"]);
  }
  if (view.priceRows.length > 0) add(["production.prices", "production.priceTable"]);
  if (view.headerImages.length > 0) add(["page.slideshow"]);
  if (view.headerImages.length > 1) add(["page.previousSlide", "page.nextSlide", "page.slideOf"]);
  const statuses = [
    view.salesButton?.labelKey,
    view.sidebarButton?.labelKey,
    ...dateStatuses(view.playDates),
  ];
  for (const status of statuses) if (status) paths.add(`sales.${status}`);
  return [...paths];
}
