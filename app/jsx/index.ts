// The import source itself: esbuild takes createElement from here for an element that spreads
// props before a `key` (see ./jsx-runtime).
export { createElement } from "react";
