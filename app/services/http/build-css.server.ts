// The text of the build's stylesheets, for the head (app/components/shell/page-links.tsx). Only files
// of the build's asset folder are read, once each; anything else stays a <link>.
import { readFileSync } from "node:fs";
import { join } from "node:path";

// The classic compiler's `?url` imports keep their query in the href.
const ASSET = /^(\/build\/_assets\/[\w-]+\.css)(\?url)?$/;
const texts = new Map<string, string | null>();

export function buildCss(href: string): string | null {
  const file = ASSET.exec(href)?.[1];
  if (!file) return null;
  let text = texts.get(href);
  if (text === undefined) {
    try {
      text = readFileSync(join(process.cwd(), "public", file), "utf8");
    } catch {
      text = null;
    }
    // A stylesheet that could close the element it is written into stays a file.
    if (text !== null && /<\/style/i.test(text)) text = null;
    texts.set(href, text);
  }
  return text;
}
