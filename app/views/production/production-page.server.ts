// The view builders the production loader uses, behind a `.server` name: Remix leaves `.server`
// modules out of the browser build, so luxon and sanitize-html (which the bundler cannot
// tree-shake away) never reach the page's JavaScript. Components import types only.
export { othersAlsoViewed } from "./production-cards";
export { productionLayout } from "./production-page";
export { promotionConfig } from "./promotion-config";
export { productionPageView } from "./shared-page-view";
