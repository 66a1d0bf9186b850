// The page shell and the pieces most screens use, in one module that root and every screen
// route import from.
//
// Remix's classic compiler lets esbuild split the browser code into one chunk per set of route
// entries that reach a module. With root and the screens importing these modules one by one,
// each page loaded some fifteen small chunks, every one a request with its own gzip dictionary:
// about 5 KB gzip per page of overhead (docs/performance.md, 2026-11-22 session 2). Reached
// through this module they form one file that every page loads once. The rule: root and every
// screen route import at least one name from here (tests/route-chunks.test.ts checks it).
// Nothing server-only goes here; screen-specific components stay out.
export * from "~/forms/form";
export * from "~/forms/newsletter-light";
export * from "~/i18n/meta";
export * from "~/i18n/react";
export * from "~/models/furniture";
export * from "~/models/locale";
export * from "~/models/page-title";
export { href, isBuilt } from "~/route-table.js";
export * from "./breadcrumbs";
export * from "./client-effects";
export * from "./form-parts";
export * from "./navigation-progress";
export * from "./nonce";
export * from "./on-demand";
export * from "./preview-banner";
export * from "./redirect-refresh";
export * from "./rich-text";
export * from "./site-context";
export * from "./site-document";
export * from "./site-footer";
export * from "./site-header";
export * from "./smart-link";
export * from "./video-overlay";
