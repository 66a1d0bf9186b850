// The values the promoted-musical layout depends on that the spec leaves out (forms spec §2.4:
// "The ids and fragments are not shown"), kept in one typed place. Where each comes from and why
// is in docs/decisions/0016-promoted-musical-layout.md:
// - the url fragments, page ids and lottery slug belong to the content, so they live here, in
//   code, next to the rules that read them; a production page can also settle its own layout
//   with the CMS field `promotedLayout` (docs/content-api.md), which wins over this list;
// - the lottery's address belongs to the deployment, so it comes from LOTTERY_URL (env.server.ts)
//   and this module only holds the demo's default.

export type PromotionConfig = {
  /** A production page whose url (either language) contains one of these is a promotion page. */
  urlFragments: readonly string[];
  /** Node ids of the sign-up pages: promotion urls, but laid out like any other production. */
  signUpPageIds: readonly string[];
  /** Node ids of promotion pages that keep the date picker instead of per-event sales links. */
  deeplinkExcludedIds: readonly string[];
  /** A page whose url contains this slug shows the lottery button instead of the date picker. */
  lotterySlug: string;
  /** The external waiting-list/lottery flow (LOTTERY_URL). */
  lotteryUrl: string;
  /** The query parameter that tells the lottery flow the visitor's language (nl or en). */
  lotteryLanguageParam: string;
};

export const DEFAULT_LOTTERY_URL = "https://www.theaterloterij.example/de-grote-musical";

/**
 * The demo's values. The ids are the demo CMS's node ids (mocks/fixtures/promoted-musical.ts, a
 * test keeps them in step); a real CMS has its own, set here when they are known.
 */
export const PROMOTION_DEFAULTS: PromotionConfig = {
  urlFragments: ["de-grote-musical", "open-repetitie", "open-rehearsal"],
  signUpPageIds: [
    // inschrijving-open-repetitie (nl) and registration-open-rehearsal (en)
    "01KAC7XQXR7X74K6XQQZ6X7YS5",
    "01KBV6FBRE6FVHM7FBY77FVQD8",
  ],
  deeplinkExcludedIds: [
    // premiere-de-grote-musical-vrienden (nl) and de-grote-musical-friends-premiere (en)
    "01KX21HCAP0HWQ90HC4XZGWHGZ",
    "01KP6Y8Q9KY87GDX8Q3TX872SZ",
  ],
  lotterySlug: "mythical-monday-lottery",
  lotteryUrl: DEFAULT_LOTTERY_URL,
  lotteryLanguageParam: "lang",
};

/** The configuration with the deployment's lottery address. */
export function promotionConfig(lotteryUrl: string | undefined): PromotionConfig {
  return lotteryUrl ? { ...PROMOTION_DEFAULTS, lotteryUrl } : PROMOTION_DEFAULTS;
}
