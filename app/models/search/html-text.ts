// The visible text of editor HTML, for searching it: scripts, styles, comments and tags removed,
// every HTML entity decoded by the `entities` package (named ones like &eacute; included, so
// "Caf&eacute;" is found as "café"). Server-side only: the decoder's tables stay out of the
// browser's JavaScript.
import { decodeHTML } from "entities";
import { cleanText } from "./plain-text";

export function textOfHtml(html: string | null | undefined): string {
  if (!html) return "";
  const withoutMarkup = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, " ")
    .replace(/<!--[\s\S]*?-->/gu, " ")
    .replace(/<[^>]*>/gu, " ");
  return cleanText(decodeHTML(withoutMarkup));
}
