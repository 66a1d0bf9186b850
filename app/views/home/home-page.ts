// The home page's view model (spec §2 Home, §3 Home): what the screen shows. The builder lives
// in home-page.server.ts, which keeps the date and sun libraries out of the browser bundle;
// the components only need these shapes.
//
// The alternative home page (alternativeHomepage: true) is the simpler layout an editor picks
// when the season's programme should not lead, e.g. during the summer closure or a campaign:
// the hero (title, search, the day/night image, but no rotating background images), then the
// two text widgets as the main message, banners, news and the video. It has no slider, no
// month calendar and no highlights, and the loader does not build them.

import type { LayoutView } from "../../models/content/furniture";
import type { ImageCrop } from "../../models/content/image-url";
import type { BannerView } from "../../models/content/page-items";
import { cleanText } from "../../models/search/plain-text";
import type { CardView } from "../content/content-page";
import type { HomeCalendarView } from "./home-calendar";
import type { HighlightView } from "./home-highlights";
import type { SlideView } from "./home-slider";

export type HomeHeroView = {
  title: string | null;
  hideTitleMobile: boolean;
  /** The day or the night image, by sunrise and sunset at the venue. */
  image: ImageCrop | null;
  /** Shown up to 767 px wide instead of the day/night image. */
  mobileImage: ImageCrop | null;
  /** CSS object-position of the header images. */
  position: string | null;
  /** Background images that take turns on wider screens; empty on the fund site. */
  rotation: ImageCrop[];
  isFoundation: boolean;
};

export type HomeNewsCard = CardView & { dateLabel: string | null };
export type TextWidgetView = { title: string | null; content: string | null };

export type HomeView = {
  alternative: boolean;
  hero: HomeHeroView;
  slides: SlideView[];
  calendar: HomeCalendarView | null;
  highlights: readonly HighlightView[];
  bannersTitle: string | null;
  banners: BannerView[];
  news: HomeNewsCard[];
  textWidgets: TextWidgetView[];
  videos: string[];
  layout: LayoutView;
};

const POSITION = /^[a-z0-9.%\s-]{1,60}$/i;

/**
 * headerImagePosition is written into a style attribute: only keywords, numbers, lengths and
 * percentages ("center bottom", "50% 30%") pass; anything else is dropped.
 */
export function objectPosition(value: string | null | undefined): string | null {
  const trimmed = cleanText(value);
  return trimmed && POSITION.test(trimmed) ? trimmed : null;
}
