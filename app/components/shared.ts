// One import for the page shell, so the browser gets it as one chunk, not fifteen (decision 0009).
// Each name lives in the one module its line below names: go to definition, or grep those modules.
//
// The page shell and the pieces most screens use, in one module that root, every screen route,
// every on-demand component and every deferred island import from
// (docs/decisions/0009-browser-chunks.md). A chunk loaded later that reaches one of these
// modules on its own path makes the bundler cut that module out of the shell chunk into a
// small chunk every page then loads too.
//
// Remix's classic compiler lets esbuild split the browser code into one chunk per set of entry
// points that reach a module. With root and the screens importing these modules one by one,
// each page loaded some fifteen small chunks, every one a request with its own gzip header and
// dictionary: 2.5 kB gzip per page more than the same code in one file. Reached through this
// module they form one file every page loads once. A lint rule (noRestrictedImports in
// biome.json) keeps root and the screens to it. Nothing server-only goes here; what only a few
// screens use stays out (every other page would pay for it).
export * from "~/forms/parts/form";
export * from "~/i18n/meta";
export * from "~/i18n/react";
export * from "~/models/content/furniture";
export * from "~/models/http/locale";
export * from "~/models/seo/page-title";
export { href, type ScreenName } from "~/route-table.js";
export * from "./runtime/analytics";
export * from "./runtime/nonce";
export * from "./runtime/on-demand";
export * from "./runtime/plain-click";
export * from "./runtime/site-link";
export * from "./runtime/use-hydrated";
export * from "./shell/navigation-progress";
export * from "./shell/preview-banner";
export * from "./shell/redirect-refresh";
export * from "./shell/seo-meta";
export * from "./shell/site-context";
export * from "./shell/site-document";
export * from "./ui/icon";
export * from "./ui/responsive-image";
export * from "./ui/rich-text";
export * from "./ui/sales-button";
export * from "./ui/smart-link";
export * from "./wishlist/wishlist-context";
