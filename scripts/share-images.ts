// Draws the default link-preview pictures of the two sites (app/models/seo/share-image.ts), the
// theatre's and the fund's, at the size link previews show large: 1200 × 630.
//   node --import tsx scripts/share-images.ts
// Writes public/share/*.jpg, which are committed: the site serves them as they are.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SHARE_IMAGE_SIZE, SHARE_IMAGES } from "../app/models/seo/share-image";
import { chromiumLaunchOptions } from "../e2e/chromium";

const root = new URL("../", import.meta.url).pathname;
const sprite = readFileSync(`${root}public/icons/ui.svg`, "utf8");
const symbol = (id: string) => {
  const found = new RegExp(`<symbol id="${id}" viewBox="([^"]+)">(.*?)</symbol>`).exec(sprite);
  if (!found) throw new Error(`public/icons/ui.svg lacks the symbol "${id}"`);
  return `<svg viewBox="${found[1]}" width="132" height="132">${found[2]}</svg>`;
};

// The site's own colours and typefaces (app/styles/site.css).
const CARDS = {
  theatre: { mark: "logo", name: "Theater Amsterdam", line: "Danzigerkade 5 · Amsterdam" },
  fund: { mark: "fund", name: "Carrefonds", line: "Theater Amsterdam" },
} as const;

function card({ mark, name, line }: (typeof CARDS)[keyof typeof CARDS]): string {
  return `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:${SHARE_IMAGE_SIZE.width}px;height:${SHARE_IMAGE_SIZE.height}px;
  padding:96px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,#7a1020 0%,#4d0a14 100%);color:#fff;
  font-family:Georgia,'Times New Roman',serif">
  <div style="color:#c9a227">${symbol(mark)}</div>
  <div>
    <div style="font-size:104px;line-height:1.05;font-weight:700">${name}</div>
    <div style="margin-top:28px;height:6px;width:160px;background:#c9a227"></div>
    <div style="margin-top:28px;font:500 40px system-ui,sans-serif;color:#f6f1ea">${line}</div>
  </div>
</div></body></html>`;
}

mkdirSync(`${root}public/share`, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: SHARE_IMAGE_SIZE });
for (const site of ["theatre", "fund"] as const) {
  await page.setContent(card(CARDS[site]));
  await page.screenshot({
    path: `${root}public${SHARE_IMAGES[site].path}`,
    type: "jpeg",
    quality: 88,
  });
  console.log(`public${SHARE_IMAGES[site].path}`);
}
await browser.close();
