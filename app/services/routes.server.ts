// One import for routes' server code, which the browser build empties as one chunk (decision 0009).
// Each name lives in the one module its line below names: go to definition, or grep those modules.
//
// The browser build turns every *.server module a route imports into an empty module; imported
// one by one, those became a small chunk per set of screens, three or four files per page. A lint
// rule (noRestrictedImports in biome.json) keeps root and the screens to this module.
export { data, redirect } from "@remix-run/node";
export { NEWSLETTER_PAGE_FORMS } from "~/forms/theatre/newsletter";
export * from "~/i18n/messages.server";
export * from "~/i18n/screen-texts.server";
export * from "~/views/home/home-islands.server";
export * from "~/views/home/home-page.server";
export * from "~/views/production/production-islands.server";
export * from "~/views/production/production-page.server";
export { confirmFormOnce, confirmNewsletterOnce } from "./forms/confirm-once.server";
export { fetchPayment } from "./forms/donations.server";
export * from "./forms/form-action.server";
export { assertFormPost } from "./forms/form-body.server";
export * from "./forms/forms.server";
export { pageMultiStepAction, withStepTitleOf } from "./forms/multi-step-action.server";
export { keyedByIntention, withOnceCookie } from "./forms/once-identity.server";
export * from "./forms/page-forms.server";
export { isPublishedPremiere } from "./forms/premiere-names.server";
export * from "./forms/presale.server";
export * from "./http/cache-headers.server";
export * from "./http/document-extras.server";
export * from "./http/island-data.server";
export * from "./http/page-response.server";
export { siteNow } from "./operations/clock.server";
export * from "./operations/env.server";
export { log } from "./operations/log.server";
export { assertWithinLimit } from "./operations/rate-limit.server";
export * from "./screens/content.server";
export * from "./screens/home.server";
export * from "./screens/lists.server";
export * from "./screens/productions.server";
export * from "./screens/referral.server";
export * from "./screens/sales-context.server";
export { loadSearch } from "./screens/search.server";
export * from "./screens/site-layout.server";
