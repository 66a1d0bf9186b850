import type { Widen } from "./widen";

// Texts of the production screen.
export const productionNl = {};

export const productionEn = {} satisfies Widen<typeof productionNl>;
