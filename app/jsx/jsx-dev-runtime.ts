// The development counterpart of ./jsx-runtime (remix dev compiles with jsxDEV).
import * as runtime from "react/jsx-dev-runtime";

export type { JSX } from "react/jsx-dev-runtime";

export const jsxDEV = runtime.jsxDEV;
export const Fragment = runtime.Fragment;
