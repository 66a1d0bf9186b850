// The cookie page places its preference chooser where its content holds "[form]" (forms spec
// §2, /pagina/cookies and /en/page/cookies). The marker usually arrives as a paragraph of its own.
const MARKER = /<p>\s*\[form\]\s*<\/p>|\[form\]/i;
const COOKIE_PAGES = new Set(["/pagina/cookies", "/en/page/cookies"]);

export type MarkedContent = {
  before: string | null;
  /** Set only on the cookie page: the chooser goes between `before` and `after`. */
  chooser: boolean;
  after: string | null;
};

const orNull = (html: string) => (html.trim() === "" ? null : html);

/** Splits sanitized HTML at the marker; elsewhere than the cookie page the marker just goes. */
export function splitAtFormMarker(html: string | null, url: string): MarkedContent {
  const match = html ? MARKER.exec(html) : null;
  if (!html || !match) return { before: html, chooser: false, after: null };
  const before = html.slice(0, match.index);
  const after = html.slice(match.index + match[0].length);
  if (!COOKIE_PAGES.has(url.replace(/\/+$/, ""))) {
    return { before: orNull(before + after), chooser: false, after: null };
  }
  return { before: orNull(before), chooser: true, after: orNull(after) };
}
