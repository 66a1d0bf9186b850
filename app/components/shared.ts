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
export * from "~/forms/form";
export * from "~/i18n/meta";
export * from "~/i18n/react";
export * from "~/models/furniture";
export * from "~/models/locale";
export * from "~/models/page-title";
export { href, type ScreenName } from "~/route-table.js";
export * from "./analytics";
export * from "./icon";
export * from "./navigation-progress";
export * from "./nonce";
export * from "./on-demand";
export * from "./plain-click";
export * from "./preview-banner";
export * from "./redirect-refresh";
export * from "./responsive-image";
export * from "./rich-text";
export * from "./sales-button";
export * from "./seo-meta";
export * from "./site-context";
export * from "./site-document";
export * from "./smart-link";
export * from "./use-hydrated";
export * from "./wishlist-context";
