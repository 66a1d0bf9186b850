// Without JavaScript the server's HTML is the whole page: every main page, in both languages,
// shows its words and never a key, and loads no texts (docs/decisions/0042).
import { expect, test } from "./test";
import { keysShown, MAIN_PAGES } from "./texts-shown";

for (const path of MAIN_PAGES) {
  test(`${path}: the server's HTML shows no key`, async ({ page }) => {
    const texts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/_texts/")) texts.push(request.url());
    });
    await page.goto(path);
    expect(await keysShown(page)).toEqual([]);
    expect(await page.locator("h1").first().textContent()).not.toBe("");
    expect(texts).toEqual([]);
  });
}
