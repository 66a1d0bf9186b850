import sanitizeHtml from "sanitize-html";
import { privacyEmbedUrl, videoIdFromUrl } from "../content/video";
import { isExternalLink, type SiteHosts } from "../http/external-link";

// CMS content is edited by people, pasted from word processors and e-mails, and rendered as raw
// HTML; only article markup survives, so nothing in it can run script or restyle the page.
const ALLOWED_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "img",
  "figure",
  "figcaption",
  "span",
  "hr",
  "iframe",
];

const EXTERNAL_LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;

export function sanitizeRichText(html: string, hosts: SiteHosts): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "width", "height", "loading"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      iframe: ["src", "width", "height", "title", "allow", "allowfullscreen"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
    allowedIframeHostnames: ["www.youtube-nocookie.com"],
    allowIframeRelativeUrls: false,
    transformTags: {
      // The page template already renders the title as the only h1.
      h1: "h2",
      // Link targets are decided by the site's rule, not by whatever the editor pasted.
      a: (tagName, attribs) => {
        const kept: Record<string, string> = {};
        if (attribs.href !== undefined) kept.href = attribs.href;
        if (attribs.title !== undefined) kept.title = attribs.title;
        if (kept.href !== undefined && isExternalLink(kept.href, hosts)) {
          Object.assign(kept, EXTERNAL_LINK_ATTRIBUTES);
        }
        return { tagName, attribs: kept };
      },
      // Editors paste ordinary video embeds; they are moved to the no-cookie player so no
      // tracking cookie is set before the visitor presses play.
      iframe: (tagName, attribs) => {
        const id = videoIdFromUrl(attribs.src ?? "");
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (name !== "src") kept[name] = value;
          else if (id) kept.src = privacyEmbedUrl(id, { autoplay: false });
        }
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) =>
      // An iframe without an accepted video source would be an empty box on the page.
      (frame.tag === "iframe" && !frame.attribs.src) ||
      // Empty paragraphs show nothing; dropping them also swallows the stray "</p>" that the
      // parser turns into "<p></p>" when content is split at the form marker.
      (frame.tag === "p" && frame.text === "" && frame.mediaChildren.length === 0),
  });
}

const FORM_MARKER = "[form]";
// Editors type the marker on its own line, which the CMS wraps in a paragraph; splitting inside
// that paragraph would leave an empty <p> on either side of the form.
const FORM_MARKER_PARAGRAPH = /<p(?:\s[^>]*)?>\s*\[form\]\s*<\/p>/i;

export function hasFormMarker(html: string): boolean {
  return html.includes(FORM_MARKER);
}

// Split before sanitising each half on its own, so any element the marker sat inside is closed
// again on both sides.
export function splitAtFormMarker(html: string): [before: string, after: string] | null {
  const index = html.indexOf(FORM_MARKER);
  if (index === -1) return null;
  const paragraph = FORM_MARKER_PARAGRAPH.exec(html);
  if (paragraph && paragraph.index < index && index < paragraph.index + paragraph[0].length) {
    return [html.slice(0, paragraph.index), html.slice(paragraph.index + paragraph[0].length)];
  }
  return [html.slice(0, index), html.slice(index + FORM_MARKER.length)];
}

/** Sanitised HTML, or null when nothing visible is left: what every view builder needs. */
const sanitized = new Map<string, string | null>();
const SANITIZED_MAX = 2_000;

export function richTextOrNull(html: string | null | undefined, hosts: SiteHosts): string | null {
  if (!html?.trim()) return null;
  // Every page sanitises the same footer and sub-footer HTML, and cached pages the same bodies:
  // the result depends only on the input and the hosts, so it is kept (bounded) across requests.
  const key = `${hosts.own.join(",")}|${hosts.ticketing.join(",")}|${html}`;
  const known = sanitized.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html, hosts).trim() || null;
  if (sanitized.size >= SANITIZED_MAX) sanitized.clear();
  sanitized.set(key, clean);
  return clean;
}
