import type { Widen } from "./widen";

// Texts of the newsList screen.
export const newsListNl = {};

export const newsListEn = {} satisfies Widen<typeof newsListNl>;
