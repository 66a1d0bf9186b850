// The texts a production page is searched in by the agenda's own search box (agenda-entries.ts):
// folded, HTML reduced to its text, built once per page. Site search ranks with its index
// (search-index.ts, decision 0039), which forgives typing errors; the agenda filters the list it
// shows by these texts.
import { textOfHtml } from "./html-text";
import { cleanText, foldText } from "./plain-text";

/** The texts a production page is searched in, most telling first. HTML fields hold HTML. */
export type SearchFields = {
  heading: string | null | undefined;
  subheading: string | null | undefined;
  keywords: string | null | undefined;
  contentMain: string | null | undefined;
  contentRemaining: string | null | undefined;
};

type FieldName = keyof SearchFields;

const FIELD_NAMES: readonly FieldName[] = [
  "heading",
  "subheading",
  "keywords",
  "contentMain",
  "contentRemaining",
];
const HTML_FIELDS: ReadonlySet<FieldName> = new Set(["contentMain", "contentRemaining"]);

/** The fields folded for matching, HTML reduced to its text; built once per item. */
export type PreparedFields = Record<FieldName, string>;

export function prepareFields(fields: SearchFields): PreparedFields {
  const prepared = {} as PreparedFields;
  for (const name of FIELD_NAMES) {
    const raw = fields[name] ?? "";
    prepared[name] = cleanText(foldText(HTML_FIELDS.has(name) ? textOfHtml(raw) : raw));
  }
  return prepared;
}
