// One rule for text that goes into a page, a search index, a meta tag or back into a search field
// from the address: control characters (C0, DEL and C1, none of which HTML may carry) become
// spaces (so words never glue), runs of white space (line breaks, tabs, non-breaking spaces)
// become one space, and the ends are trimmed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function cleanText(value: string | null | undefined): string {
  return (value ?? "").replace(CONTROL, " ").replace(/\s+/gu, " ").trim();
}

/** cleanText, with null for a text that ends up empty. */
export function cleanTextOrNull(value: string | null | undefined): string | null {
  const text = cleanText(value);
  return text === "" ? null : text;
}

/**
 * Lower-case without accents, for matching typed text: "premiere" finds "Première", "scene"
 * finds "Scène", "ballet" finds "BALLET".
 */
export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
