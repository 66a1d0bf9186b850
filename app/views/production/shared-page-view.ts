// The production page most visitors get: the address without choices (no month, no "all
// dates", no description toggle), no referral and no presale code. It is the same for all of
// them for a whole day of one cached CMS answer, so it is built once per answer, language and
// day instead of once per request; building it (dates, sales buttons, prices, JSON-LD) was a
// tenth of an uncached render. Any choice or personal code builds the page for that request.
import { memoPerDay } from "../../models/content/memo";
import { todayKey } from "../../models/dates/amsterdam-time";
import { startedKey } from "../../models/sales/event-status";
import { buildProductionPageView } from "./production-page";
import type {
  ProductionPageConfig,
  ProductionPageSource,
  ProductionPageView,
} from "./production-page-types";

export function isSharedPageView(config: ProductionPageConfig): boolean {
  return (
    config.sales.referral === null &&
    config.presale === null &&
    !config.expandDates &&
    !config.expandDescription &&
    !config.collapseDescription &&
    config.calendarMonth === null
  );
}

/**
 * buildProductionPageView, shared between requests when `isSharedPageView`. The rest of the
 * config is the site's (hosts, addresses, price rules), the same for every request. `source`
 * must be the answer's shared object (services/screens/content.server.ts builds it once).
 */
export function productionPageView(
  source: ProductionPageSource,
  config: ProductionPageConfig,
): Readonly<ProductionPageView> {
  if (!isSharedPageView(config)) return buildProductionPageView(source, config);
  // Built again the moment one of its performances starts, not only at midnight: its rows,
  // buttons and JSON-LD say "started" from the start time on (decision 0040).
  const day = `${todayKey(config.now)}|${startedKey(source.events, config.now)}`;
  return memoPerDay(source, `pageView|${config.locale}`, day, () =>
    buildProductionPageView(source, config),
  );
}
