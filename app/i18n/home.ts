import type { Widen } from "./widen";

// Texts of the home screen.
export const homeNl = {};

export const homeEn = {} satisfies Widen<typeof homeNl>;
