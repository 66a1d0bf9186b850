// Issue 38.5: the focus ring has at least 3:1 against every background it meets (WCAG 2.4.13,
// 1.4.11). Walks every Tab stop of a few pages (header, main with cards and buttons, footer) at
// 1280 px and the open menu at 375 px, NL and EN, and measures each stop's computed ring: the
// outline's colour, and the halo (box-shadow) drawn around it, against the colour behind the
// focused control (its ancestors' backgrounds, composited). The old ring (#1a5fd0 alone) had
// 1.85:1 on the header and 2.95:1 on the footer.
import type { Page } from "@playwright/test";
import { hydrated } from "./support";
import { expect, test } from "./test";

type Stop = {
  what: string;
  outline: string;
  halo: string | null;
  background: string;
  ratio: number;
};

/** The ring of the focused control, measured in the page (all colour maths there). */
function measureFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(value);
      if (!m) return null;
      const parts = (m[1] ?? "")
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + bottom[0] * (1 - a),
        top[1] * a + bottom[1] * (1 - a),
        top[2] * a + bottom[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    const backgroundBehind = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const name = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(",")})`;

    const active = document.activeElement;
    if (!active || active === document.body) return null;
    // A control whose ring its container draws (:focus-within: cards, the search field).
    let ringed: Element = active;
    for (let node: Element | null = active, i = 0; node && i < 4; node = node.parentElement, i++) {
      if (getComputedStyle(node).outlineStyle !== "none") {
        ringed = node;
        break;
      }
    }
    const style = getComputedStyle(ringed);
    const what = `${active.tagName.toLowerCase()}.${String(active.className).split(" ")[0]} "${(active.textContent ?? "").trim().slice(0, 30)}"`;
    const background = backgroundBehind(ringed);
    if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2) {
      return { what, outline: "none", halo: null, background: name(background), ratio: 0 };
    }
    const outline = over(parse(style.outlineColor) ?? [0, 0, 0, 0], background);
    // The halo counts only where it shows beyond the outline: spread > offset + width.
    const shadow = /(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(style.boxShadow);
    const reach = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
    const haloColour =
      shadow && Number.parseFloat(shadow[2] ?? "0") > reach ? parse(shadow[1] ?? "") : null;
    const halo = haloColour ? over(haloColour, background) : null;
    // The ring is seen if its outline stands out from the background, or its halo does while the
    // outline stands out from the halo (the two-tone ring on a background like the outline's).
    const ratio = Math.max(
      contrast(outline, background),
      halo ? Math.min(contrast(halo, background), contrast(outline, halo)) : 0,
    );
    return {
      what,
      outline: name(outline),
      halo: halo ? name(halo) : null,
      background: name(background),
      ratio: Math.round(ratio * 100) / 100,
    };
  });
}

/** Tabs through the page (at most `cap` stops, until focus comes round) and measures each. */
async function walk(page: Page, cap: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < cap; i++) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return "body";
      const path: number[] = [];
      for (let n: Element | null = a; n?.parentElement; n = n.parentElement)
        path.push([...n.parentElement.children].indexOf(n));
      return path.join(".");
    });
    if (key === "body" || seen.has(key)) break;
    seen.add(key);
    const stop = await measureFocus(page);
    if (stop) stops.push(stop);
  }
  return stops;
}

const PAGES = [
  { locale: "nl", paths: ["/", "/pagina/contact", "/voorstelling/hamlet"] },
  { locale: "en", paths: ["/en", "/en/page/contact", "/en/show/hamlet"] },
] as const;

for (const { locale, paths } of PAGES) {
  for (const path of paths) {
    test(`${locale} ${path} at 1280 px: every focus ring has 3:1 against its background`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await hydrated(page);
      const stops = await walk(page, 220);
      await test.info().attach("focus-stops.json", {
        body: JSON.stringify(stops, null, 1),
        contentType: "application/json",
      });
      // The walk went through the header into the footer.
      expect(stops.some((s) => s.what.includes("language-switch"))).toBe(true);
      expect(stops.length).toBeGreaterThan(20);
      const weak = stops.filter((s) => s.ratio < 3);
      expect(weak, JSON.stringify(weak, null, 1)).toEqual([]);
      // Both kinds of background were met: the dark header (and, on the short contact page,
      // the dark footer) and the light page.
      const backgrounds = new Set(stops.map((s) => s.background));
      expect(backgrounds).toContain("rgb(122,16,32)");
      expect(backgrounds).toContain("rgb(255,255,255)");
      if (path.includes("contact")) expect(backgrounds).toContain("rgb(29,26,27)");
    });
  }
}

test.describe("the open menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const home of ["/", "/en"]) {
    test(`${home}: every stop in the panel has a 3:1 ring on the dark menu`, async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const stops = await walk(page, 60);
      expect(stops.length).toBeGreaterThan(3);
      const weak = stops.filter((s) => s.ratio < 3);
      expect(weak, JSON.stringify(weak, null, 1)).toEqual([]);
    });
  }
});
