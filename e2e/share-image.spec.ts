import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// A shared link shows a picture: a page without one of its own is shared with the theatre's
// default, an absolute address with its size, for Open Graph and Twitter cards alike.
const WITHOUT_OWN_PICTURE = [
  { path: "/agenda", alt: "Logo van Theater Amsterdam" },
  { path: "/en/calendar", alt: "Theater Amsterdam logo" },
  { path: "/nieuws", alt: "Logo van Theater Amsterdam" },
  { path: "/en/news", alt: "Theater Amsterdam logo" },
  { path: "/pagina/cookies", alt: "Logo van Theater Amsterdam" },
  { path: "/en/page/cookies", alt: "Theater Amsterdam logo" },
  { path: "/pagina/veelgestelde-vragen", alt: "Logo van Theater Amsterdam" },
  { path: "/en/page/faq", alt: "Theater Amsterdam logo" },
  { path: "/zoeken", alt: "Logo van Theater Amsterdam" },
  { path: "/en/search", alt: "Theater Amsterdam logo" },
] as const;

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute("content");

/** The picture's own size, as the browser decodes it. */
async function decodedSize(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
}

for (const { path, alt } of WITHOUT_OWN_PICTURE) {
  test(`${path} is shared with the theatre's picture, absolute and sized`, async ({
    page,
    baseURL,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    const image = await meta(page, "og:image");
    expect(image).toBe(`${baseURL}/share/theater-amsterdam.jpg`);
    expect(await meta(page, "twitter:image")).toBe(image);
    expect(await meta(page, "twitter:card")).toBe("summary_large_image");
    expect(await meta(page, "og:image:alt")).toBe(alt);

    const width = Number(await meta(page, "og:image:width"));
    const height = Number(await meta(page, "og:image:height"));
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    const response = await page.request.get(image ?? "");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(await decodedSize(page, image ?? "")).toEqual({ width, height });
  });
}

test("a page with its own picture keeps it, with that picture's size", async ({ page }) => {
  for (const path of ["/voorstelling/hamlet", "/en/show/hamlet"]) {
    await page.goto(path);
    const image = await meta(page, "og:image");
    expect(image).toMatch(/^https?:\/\/\S+\?width=\d+&crop=/);
    expect(await meta(page, "twitter:image")).toBe(image);
    const width = Number(await meta(page, "og:image:width"));
    const height = Number(await meta(page, "og:image:height"));
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    expect(await decodedSize(page, image ?? "")).toEqual({ width, height });
  }
});

// Confirmations, thank-you pages and error screens stand for no content of their own: a link to
// one that is passed on still shows the venue.
const ANSWER_SCREENS = [
  {
    path: "/premiere-bevestigen?token=verlopen&action=signup",
    alt: "Logo van Theater Amsterdam",
  },
  {
    path: "/cultuurbank-confirm?token=verlopen",
    alt: "Theater Amsterdam logo",
  },
  {
    path: "/bevestigen?actie=nieuwsbrief-aanmelden&token=verlopen",
    alt: "Logo van Theater Amsterdam",
  },
  {
    path: "/premiere-afmelden?ref=bm9uc2Vucw",
    alt: "Logo van Theater Amsterdam",
  },
  { path: "/donatie/bedankt?ref=onbekend", alt: "Logo van Theater Amsterdam" },
  {
    path: "/en/donation/thank-you?ref=onbekend",
    alt: "Theater Amsterdam logo",
  },
  { path: "/pagina/bestaat-niet", alt: "Logo van Theater Amsterdam" },
  { path: "/en/page/does-not-exist", alt: "Theater Amsterdam logo" },
  { path: "/pagina/demo-fout-500", alt: "Logo van Theater Amsterdam" },
] as const;

for (const { path, alt } of ANSWER_SCREENS) {
  test(`${path} is shared with the site's picture`, async ({ page, baseURL }) => {
    await page.goto(path);
    const image = await meta(page, "og:image");
    expect(image).toBe(`${baseURL}/share/theater-amsterdam.jpg`);
    expect(await meta(page, "og:image:width")).toBe("1200");
    expect(await meta(page, "og:image:height")).toBe("630");
    expect(await meta(page, "og:image:alt")).toBe(alt);
    expect(await meta(page, "twitter:image")).toBe(image);
    expect(await meta(page, "twitter:card")).toBe("summary_large_image");
  });
}
