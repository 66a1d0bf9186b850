// What the texts specs look for (docs/decisions/0042): a key of the dictionary shown as itself,
// as text, in the title, or in a label, placeholder, alt or title attribute.
import type { Page } from "@playwright/test";
import { nl } from "../app/i18n/nl";

function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return typeof value === "object"
      ? keysOf(value, `${path}.`)
      : [path, path.replace(/_(one|other)$/, "")];
  });
}
const KEYS = new Set(keysOf(nl));

export async function keysShown(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll("[aria-label],[placeholder],[alt],[title]"),
    ].flatMap((element) =>
      ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join(" ");
  });
  return [...new Set(words.match(/[A-Za-z]+(?:\.[A-Za-z_]+)+/g) ?? [])].filter((w) => KEYS.has(w));
}

/** The main pages of each kind, in both languages. */
export const MAIN_PAGES = [
  "/",
  "/en",
  "/agenda",
  "/en/calendar",
  "/voorstelling/hamlet",
  "/en/show/hamlet",
  "/voorstelling/de-grote-musical",
  "/nieuws",
  "/en/news",
  "/nieuwsitem/de-grote-musical-gaat-in-premiere",
  "/zoeken?q=musical",
  "/en/search?q=musical",
  "/pagina/contact",
  "/en/page/callback-request",
  "/pagina/word-donateur",
  "/en/page/donate",
  "/pagina/bestaat-niet",
  "/en/page/does-not-exist",
];
