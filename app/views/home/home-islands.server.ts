// The data of the home page's islands that bring their own data (decision 0036): each one's
// props and the texts only it draws (with the sales states its buttons can show), kept for the
// server's HTML and answered by the island endpoint.
import type { IslandProps } from "~/components/shell/document-extras";
import { homeIslandTexts } from "~/i18n/screen-texts.server";
import type { Locale } from "~/models/http/locale";
import type { homeIslands } from "./home-screen";

export function homeIslandData(
  locale: Locale,
  { islands, sales }: Pick<ReturnType<typeof homeIslands>, "islands" | "sales">,
): IslandProps {
  const calendar = islands["home-calendar"];
  return {
    ...(calendar
      ? {
          "home-calendar": {
            props: calendar,
            texts: homeIslandTexts(locale, "home-calendar", sales.calendar),
          },
        }
      : {}),
    "home-highlights": {
      props: islands["home-highlights"],
      texts: homeIslandTexts(locale, "home-highlights", sales.highlights),
    },
    "home-banners": { props: islands["home-banners"], texts: null },
    "home-news": {
      props: islands["home-news"],
      texts: homeIslandTexts(locale, "home-news", { states: [], newTab: false }),
    },
  };
}
