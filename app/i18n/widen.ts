/** The shape of a message object with every text widened to string: what a translation must match. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
