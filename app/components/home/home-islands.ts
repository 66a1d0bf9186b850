// The home page's sections below the hero and the slider, as deferred islands: their code is
// fetched when a section comes near the viewport (./deferred-island), so a visitor who reads
// only the first screen does not download the calendar, highlights, banners, news and videos.
// The calendar, highlights, banners and news bring their own data (../runtime/data-island): the
// loader keeps their props for the server's HTML, and the browser fetches them with the code.
import { dataIsland } from "../runtime/data-island";
import { deferredComponent } from "../runtime/deferred-island";

export const HomeCalendar = dataIsland("home-calendar", () =>
  import("./home-calendar").then((module) => module.HomeCalendar),
);
export const HomeHighlights = dataIsland("home-highlights", () =>
  import("./home-highlights").then((module) => module.HomeHighlights),
);
export const BannerTiles = dataIsland("home-banners", () =>
  import("./banner-tiles").then((module) => module.BannerTiles),
);
export const HomeNews = dataIsland("home-news", () =>
  import("./home-news").then((module) => module.HomeNews),
);
export const VideoFrames = deferredComponent(() =>
  import("./video-frames").then((module) => module.VideoFrames),
);
