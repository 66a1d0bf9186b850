import type { Widen } from "./widen";

// Texts of the search screen.
export const searchNl = {};

export const searchEn = {} satisfies Widen<typeof searchNl>;
