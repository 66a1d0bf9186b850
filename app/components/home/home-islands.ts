// The home page's sections below the hero and the slider, as deferred islands: their code is
// fetched when a section comes near the viewport (./deferred-island), so a visitor who reads
// only the first screen does not download the calendar, highlights, banners, news and videos.
import { deferredComponent } from "../runtime/deferred-island";

export const HomeCalendar = deferredComponent(() =>
  import("./home-calendar").then((module) => module.HomeCalendar),
);
export const HomeHighlights = deferredComponent(() =>
  import("./home-highlights").then((module) => module.HomeHighlights),
);
export const BannerTiles = deferredComponent(() =>
  import("./banner-tiles").then((module) => module.BannerTiles),
);
export const HomeNews = deferredComponent(() =>
  import("./home-news").then((module) => module.HomeNews),
);
export const VideoFrames = deferredComponent(() =>
  import("./video-frames").then((module) => module.VideoFrames),
);
