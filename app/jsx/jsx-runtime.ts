// React's automatic JSX runtime behind an ES module (tsconfig "jsxImportSource": "~/jsx").
//
// react/jsx-runtime is CommonJS, so esbuild compiled every element in every module to
// `(0, import_jsx_runtime.jsx)(...)` plus a `__toESM(require_jsx_runtime())` per module. Bound
// to plain ES exports here, the browser code calls `jsx(...)` directly: about 4 % less gzip on
// the app's chunks (docs/decisions/0009-browser-chunks.md). Same runtime, same behaviour.
import * as runtime from "react/jsx-runtime";

export type { JSX } from "react/jsx-runtime";

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
