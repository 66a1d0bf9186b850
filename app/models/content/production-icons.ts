// Custom sidebar icons arrive as raw SVG markup typed in the CMS. Only drawing elements and
// presentation attributes survive: no script, no event handlers, no links, no external
// references, so the markup can be inlined safely.
import sanitizeHtml from "sanitize-html";

const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "title",
];

const PRESENTATION = [
  "fill",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "opacity",
  "transform",
];

const GEOMETRY: Record<string, string[]> = {
  svg: ["viewBox", "width", "height", "xmlns", "aria-hidden", "focusable", ...PRESENTATION],
  g: PRESENTATION,
  path: ["d", ...PRESENTATION],
  rect: ["x", "y", "width", "height", "rx", "ry", ...PRESENTATION],
  circle: ["cx", "cy", "r", ...PRESENTATION],
  ellipse: ["cx", "cy", "rx", "ry", ...PRESENTATION],
  line: ["x1", "y1", "x2", "y2", ...PRESENTATION],
  polyline: ["points", ...PRESENTATION],
  polygon: ["points", ...PRESENTATION],
};

/**
 * The icon's SVG reduced to safe drawing markup, decorative for assistive technology
 * (the text beside it names it), or null when nothing usable is left.
 */
export function sanitizeIconSvg(svg: string | null | undefined): string | null {
  if (!svg?.trim()) return null;
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: GEOMETRY,
    allowedSchemes: [],
    parser: { lowerCaseTags: false, lowerCaseAttributeNames: false },
    // The text beside the icon names it; a <title> would be announced twice.
    exclusiveFilter: (frame) => frame.tag === "title",
    // Drawing elements carry no text; stray text would only end up as invisible nodes.
    textFilter: () => "",
    transformTags: {
      svg: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, "aria-hidden": "true", focusable: "false" },
      }),
    },
  }).trim();
  // Anything not starting with an <svg> element (stray text, only disallowed tags) is dropped.
  return /^<svg[\s>]/.test(clean) && /<\/svg>$/.test(clean) ? clean : null;
}
