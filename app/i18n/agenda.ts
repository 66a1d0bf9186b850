import type { Widen } from "./widen";

// Texts of the agenda screen.
export const agendaNl = {};

export const agendaEn = {} satisfies Widen<typeof agendaNl>;
