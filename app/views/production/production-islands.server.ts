// The data of a production page's islands that bring their own data (decision 0036): each
// one's props and the texts only it draws, kept for the server's HTML and answered by the
// island endpoint.
import type { IslandProps } from "~/components/shell/document-extras";
import { textsFor } from "~/i18n/messages.server";
import { seededRandom, seedOf } from "~/models/content/seeded-random";
import { todayKey } from "~/models/dates/amsterdam-time";
import type { Locale } from "~/models/http/locale";
import type { ProductionCardView } from "./production-cards";
import type { ProductionIslands } from "./production-islands";
import type { ProductionPageView } from "./production-page-types";
import { productionIslandTextPaths } from "./production-texts";

export function productionIslandData(
  locale: Locale,
  view: ProductionPageView,
  islands: ProductionIslands,
  others: Promise<ProductionCardView[]>,
): IslandProps {
  const texts = productionIslandTextPaths(view);
  const withTexts = <K extends keyof ProductionIslands>(name: K) => ({
    props: islands[name],
    texts: texts[name].length > 0 ? textsFor(locale, texts[name]) : null,
  });
  return {
    "production-dates": withTexts("production-dates"),
    "production-details": withTexts("production-details"),
    "production-cards": withTexts("production-cards"),
    // Streamed into the server's HTML as the list comes; the endpoint answers it settled.
    "production-others": {
      props: { others, locale },
      texts: textsFor(locale, texts["production-others"]),
    },
  };
}

/**
 * The draw of "others also viewed" for a production on a day (Amsterdam's). The server's HTML
 * and the island endpoint's answer for the same page, a moment apart, must name the same cards
 * or the island could not hydrate over its HTML; a draw per request would not.
 */
export function othersDraw(productionId: string, now: Date): () => number {
  return seededRandom(seedOf(`${productionId}:${todayKey(now)}`));
}
