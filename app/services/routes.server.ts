// One import for routes' server code, which the browser build empties as one chunk (decision 0009).
// Each name lives in the one module its line below names: go to definition, or grep those modules.
//
// The browser build turns every *.server module a route imports into an empty module; imported
// one by one, those became a small chunk per set of screens, three or four files per page. A lint
// rule (noRestrictedImports in biome.json) keeps root and the screens to this module.
export { data, redirect } from "@remix-run/node";
export { NEWSLETTER_PAGE_FORMS } from "~/forms/newsletter";
export * from "~/i18n/messages.server";
export * from "~/i18n/screen-texts.server";
export * from "~/views/home/home-page.server";
export * from "~/views/production/production-page.server";
export * from "./cache-headers.server";
export { confirmFormOnce, confirmNewsletterOnce } from "./confirm-once.server";
export * from "./content.server";
export * from "./document-extras.server";
export { fetchPayment } from "./donations.server";
export * from "./env.server";
export * from "./form-action.server";
export { assertFormPost } from "./form-body.server";
export * from "./forms.server";
export * from "./home.server";
export * from "./lists.server";
export { log } from "./log.server";
export { pageMultiStepAction, withStepTitleOf } from "./multi-step-action.server";
export * from "./page-forms.server";
export * from "./page-response.server";
export { isPublishedPremiere } from "./premiere-names.server";
export * from "./presale.server";
export * from "./productions.server";
export { assertWithinLimit } from "./rate-limit.server";
export * from "./referral.server";
export * from "./sales-context.server";
export { loadSearch } from "./search.server";
export * from "./site-layout.server";
