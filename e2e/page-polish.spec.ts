import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// How the pages sit on the screen at the widths visitors bring: no column left empty beside the
// production's sections, no empty band in a slide, banner tiles wide enough for their buttons,
// nothing wider than a small phone.

const PRODUCTIONS = [
  { path: "/voorstelling/hamlet", sidebar: "Praktische informatie" },
  { path: "/en/show/hamlet", sidebar: "Practical information" },
  { path: "/voorstelling/de-notenkraker", sidebar: "Praktische informatie" },
  { path: "/en/show/the-nutcracker", sidebar: "Practical information" },
  { path: "/voorstelling/de-grote-musical", sidebar: "Praktische informatie" },
  { path: "/en/show/de-grote-musical", sidebar: "Practical information" },
  {
    path: "/voorstelling/premiere-de-grote-musical",
    sidebar: "Praktische informatie",
  },
  {
    path: "/voorstelling/de-grote-musical-mythical-monday-lottery",
    sidebar: "Praktische informatie",
  },
  {
    path: "/en/show/sunday-classics-amstel-quartet",
    sidebar: "Practical information",
  },
] as const;

// Margins between sections and a last row of portraits that is not full are blank too; half a
// screen beside the production's sections is a hole.
const LARGEST_BLANK = 480;

/**
 * The tallest blank band in the sidebar's column, from where the sidebar stops travelling (it is
 * sticky: it goes along beside the description and the dates, to the foot of its grid) to the
 * last thing of the production's own drawn in that column: every element with text of its own, a background or a border, or a
 * picture, link, button or table cell that reaches into the column counts as filling it.
 */
async function blankBelowSidebar(page: Page, sidebarName: string) {
  const sidebar = page.getByRole("complementary", { name: sidebarName });
  await expect(sidebar).toBeVisible();
  return sidebar.evaluate((aside) => {
    const box = aside.getBoundingClientRect();
    const sticky = getComputedStyle(aside).position === "sticky";
    const travel = sticky ? aside.parentElement?.getBoundingClientRect().bottom : undefined;
    const column = { left: box.left, right: box.right, bottom: travel ?? box.bottom };
    // The production's own sections end where the cards of other productions begin.
    const related = document.getElementById("related-heading")?.closest("section");
    const end = related?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
    const drawn = new Set(["IMG", "svg", "IFRAME", "A", "BUTTON", "INPUT", "TD", "TH", "HR"]);
    const filled: [number, number][] = [];
    for (const element of document.querySelectorAll("main *")) {
      if (aside.contains(element)) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const style = getComputedStyle(element);
      const tinted = style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.borderTopWidth !== "0px";
      if (!ownText && !tinted && !drawn.has(element.tagName)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= column.left || box.left >= column.right) continue;
      if (box.bottom <= column.bottom || box.top >= end) continue;
      filled.push([Math.max(box.top, column.bottom), box.bottom]);
    }
    filled.sort((a, b) => a[0] - b[0]);
    let reached = column.bottom;
    let largest = 0;
    for (const [top, bottom] of filled) {
      largest = Math.max(largest, top - reached);
      reached = Math.max(reached, bottom);
    }
    return Math.round(largest);
  });
}

for (const width of [1280, 1440]) {
  test.describe(`production pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, sidebar } of PRODUCTIONS) {
      test(`${path}: no empty column below the sidebar`, async ({ page }) => {
        await page.goto(path);
        expect(await blankBelowSidebar(page, sidebar)).toBeLessThanOrEqual(LARGEST_BLANK);
      });
    }

    test("the sidebar goes along beside the dates", async ({ page }) => {
      await page.goto("/voorstelling/de-notenkraker");
      const sidebar = page.getByRole("complementary", { name: "Praktische informatie" });
      await page.locator("#speeldata").evaluate((dates) => dates.scrollIntoView());
      const box = await sidebar.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    });
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const path of ["/", "/en"]) {
    test(`${path}: every slide is filled to its foot`, async ({ page }) => {
      await page.goto(path);
      const slides = page.locator(".home-slide");
      expect(await slides.count()).toBeGreaterThan(1);
      // The slides share one height; what a slide draws ends at most its own padding above it
      // (measured once the fonts, which set the lines, are in).
      await page.evaluate(() => document.fonts.ready);
      const largestBlank = () =>
        slides.evaluateAll((all) =>
          Math.max(
            ...all.map((slide) => {
              // A sales state without a link is a <span> (".sales-button"): text, not a gap.
              const parts = [...slide.querySelectorAll("img, h3, p, a, button, .sales-button")];
              const end = Math.max(...parts.map((part) => part.getBoundingClientRect().bottom));
              return Math.round(slide.getBoundingClientRect().bottom - end);
            }),
          ),
        );
      // Under load the slides' pictures and fonts settle late: give the layout time to finish.
      await expect.poll(largestBlank, { timeout: 15_000 }).toBeLessThanOrEqual(32);
    });
  }

  for (const path of ["/voorstelling/de-grote-musical", "/en/show/de-grote-musical"]) {
    test(`${path}: banner tiles hold their buttons with room to read`, async ({ page }) => {
      await page.goto(path);
      const tiles = page.locator(".banners .banner");
      expect(await tiles.count()).toBeGreaterThan(6);
      const boxes = await tiles.evaluateAll((all) =>
        all.map((tile) => {
          const box = tile.getBoundingClientRect();
          const button = tile.querySelector(".button")?.getBoundingClientRect();
          return {
            width: box.width,
            buttonInside: !button || (button.left >= box.left && button.right <= box.right),
          };
        }),
      );
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(300);
        expect(box.buttonInside).toBe(true);
      }
    });
  }
});

/** The screens looked at on every width: each screen of the site, Dutch and English. */
const SCREENS = [
  "/",
  "/en",
  "/agenda",
  "/en/calendar",
  "/voorstelling/hamlet",
  "/en/show/hamlet",
  "/voorstelling/de-grote-musical",
  "/en/show/de-grote-musical",
  "/en/show/the-nutcracker",
  "/nieuws",
  "/en/news",
  "/nieuwsitem/de-grote-musical-gaat-in-premiere",
  "/zoeken?q=musical",
  "/en/search?q=musical",
  "/pagina/contact",
  "/pagina/terugbelverzoek",
  "/pagina/word-donateur",
  "/pagina/cookies",
  "/deze-pagina-bestaat-niet",
];

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const path of ["/", "/en"]) {
    test(`${path}: the slider's arrows and dots share one row`, async ({ page }) => {
      await page.goto(path);
      const tops = await page
        .locator(".home-slider__controls")
        .locator(".home-slider__arrow, .home-slider__dot")
        .evaluateAll((all) =>
          all.map((e) =>
            Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2),
          ),
        );
      expect(tops.length).toBeGreaterThan(3);
      expect(new Set(tops).size).toBe(1);
    });
  }

  for (const [path, label] of [
    ["/", "Bestel kaarten"],
    ["/en", "Order tickets"],
  ] as const) {
    test(`${path}: the highlights' "${label}" buttons stay on one line`, async ({ page }) => {
      await page.goto(path);
      const buttons = page.locator(".home-highlight__sales", { hasText: label });
      expect(await buttons.count()).toBeGreaterThan(1);
      const lines = await buttons.evaluateAll((all) =>
        all.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(Math.max(...lines)).toBe(1);
    });
  }

  for (const [path, more, message] of [
    ["/", "Ontdek de musical", "De verkoop is gesloten"],
    ["/en", "Discover the musical", "Sales have ended"],
  ] as const) {
    test(`${path}: the slider's "${more}" and a "${message}" message keep to one line`, async ({
      page,
    }) => {
      await page.goto(path);
      const actions = page.locator(".home-slide__actions", { hasText: more });
      // The sales message as the slide draws it (SalesButtonView) for a production whose sales
      // have ended: the demo's slides change with the date, so it is put beside the buttons.
      await actions.evaluate((box, text) => {
        const label = document.createElement("span");
        label.className = "sales-button sales-button--message";
        label.textContent = text;
        box.append(label);
      }, message);
      const drawn = await actions.locator(":scope > *").evaluateAll((all) =>
        all.map((element) => {
          // The words drawn, not the visually hidden production name after them.
          const words = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          const range = document.createRange();
          if (words) range.selectNodeContents(words);
          const box = element.getBoundingClientRect();
          return {
            text: words?.textContent?.trim(),
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
            tall: box.height >= 24,
            readable: Number.parseFloat(getComputedStyle(element).fontSize) >= 14,
          };
        }),
      );
      expect(drawn.map((d) => d.text)).toEqual(expect.arrayContaining([more, message]));
      for (const element of drawn)
        expect(element, element.text).toMatchObject({ lines: 1, tall: true, readable: true });
    });
  }

  for (const path of ["/voorstelling/hamlet", "/en/show/hamlet"]) {
    test(`${path}: every "add to calendar" link of the dates keeps its words on one line, beside the button`, async ({
      page,
    }) => {
      await page.goto(path);
      // The words of each link (its text, beside the icon), counted in lines.
      const lines = await page.locator(".play-date .ics-link").evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
          if (text) range.selectNodeContents(text);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines.length).toBeGreaterThan(2);
      expect(Math.max(...lines)).toBe(1);
      // ... and beside its date's sales button, the same on every date.
      const beside = await page.locator(".play-date__actions").evaluateAll((rows) =>
        rows.map((row) => {
          const [button, link] = [...row.children].map((child) => child.getBoundingClientRect());
          if (!button || !link) return true;
          const middle = link.top + link.height / 2;
          return middle > button.top && middle < button.bottom;
        }),
      );
      expect(beside).not.toContain(false);
    });
  }

  for (const path of ["/voorstelling/hamlet", "/en/show/hamlet"]) {
    test(`${path}: the information tabs stay one row, each tab whole in view`, async ({ page }) => {
      await page.goto(path);
      const list = page.locator(".tabs__list").first();
      const tabs = await list.locator(".tabs__tab").evaluateAll((all) =>
        all.map((tab) => {
          const box = tab.getBoundingClientRect();
          return { top: Math.round(box.top), right: box.right };
        }),
      );
      expect(tabs.length).toBe(3);
      expect(new Set(tabs.map((tab) => tab.top)).size).toBe(1);
      const edge = await list.evaluate((element) => element.getBoundingClientRect().right);
      expect(Math.max(...tabs.map((tab) => tab.right))).toBeLessThanOrEqual(edge + 0.5);
    });
  }

  for (const path of ["/agenda", "/en/calendar"]) {
    test(`${path}: "more info" stays on one line beside the sales button`, async ({ page }) => {
      await page.goto(path);
      const lines = await page.locator(".agenda-item__more").evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      expect(Math.max(...lines)).toBe(1);
    });
  }
  for (const path of SCREENS) {
    test(`${path}: nothing is wider than the screen`, async ({ page }) => {
      await page.goto(path);
      const wider = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out = [...document.querySelectorAll("body *")].filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.right <= width + 1) return false;
          // What a scrolling strip or a clipped box holds may run past the screen on purpose.
          for (let up = element.parentElement; up; up = up.parentElement) {
            const overflow = getComputedStyle(up).overflowX;
            if (overflow !== "visible") return false;
          }
          return true;
        });
        return {
          scroll: document.documentElement.scrollWidth - width,
          out: out.slice(0, 5).map((e) => `${e.tagName}.${e.className}`),
        };
      });
      expect(wider).toEqual({ scroll: 0, out: [] });
    });

    test(`${path}: every control is at least 24 by 24 px`, async ({ page }) => {
      await page.goto(path);
      // WCAG 2.5.8: links in running text are exempt (inline); what is hidden until focused (the
      // skip link) or kept off the screen for robots (the form's trap field) is not a target.
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("a, button, input, select, textarea, summary")]
          .filter((element) => {
            if (getComputedStyle(element).display === "inline") return false;
            const box = element.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1 || box.right < 0 || box.bottom < 0) return false;
            return box.width < 24 || box.height < 24;
          })
          .map((e) => {
            const box = e.getBoundingClientRect();
            return `${e.tagName}.${e.className} ${Math.round(box.width)}x${Math.round(box.height)}`;
          })
          .slice(0, 5),
      );
      expect(small).toEqual([]);
    });

    test(`${path}: nothing runs past its own box`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // A box whose content is wider than itself: a word cut at a card's edge, a time sticking
      // out of its day, a text box wider than the column. A box that lets a child bleed to the
      // screen's edges on purpose (a negative margin) and a scrolling strip are left out; 2 px
      // allow for a rotated chevron.
      const overrun = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => {
            const style = getComputedStyle(element);
            if (style.display === "inline" || style.display === "contents") return false;
            if (style.overflowX !== "visible" || element.clientWidth === 0) return false;
            if (element.scrollWidth <= element.clientWidth + 2) return false;
            return ![...element.children].some((child) => {
              const margins = getComputedStyle(child);
              return (
                Number.parseFloat(margins.marginLeft) < 0 ||
                Number.parseFloat(margins.marginRight) < 0
              );
            });
          })
          .map(
            (e) =>
              `${e.tagName}.${e.className} ${e.scrollWidth}>${e.clientWidth} "${e.textContent?.trim().slice(0, 30)}"`,
          )
          .slice(0, 5),
      );
      expect(overrun).toEqual([]);
    });
  }
});

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  for (const path of ["/agenda", "/en/calendar"]) {
    test(`${path}: the filters fill their rows, no field beside an empty cell`, async ({
      page,
    }) => {
      await page.goto(path);
      // Every row of the form's grid (its fields end level: they align at the foot) reaches the
      // form's right edge; the submit button, alone on its row, is not counted.
      const ragged = await page.locator(".agenda-filters").evaluate((form) => {
        const style = getComputedStyle(form);
        const right = form.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
        const cells = [
          ...form.querySelectorAll(
            ".agenda-filters__field, .agenda-filters__group, .agenda-filters__check",
          ),
        ]
          .filter((cell) => cell.parentElement?.closest(".agenda-filters__group") === null)
          .map((cell) => cell.getBoundingClientRect());
        const rows = new Map<number, number>();
        for (const box of cells)
          rows.set(
            Math.round(box.bottom),
            Math.max(rows.get(Math.round(box.bottom)) ?? 0, box.right),
          );
        return [...rows.values()].filter((end) => right - end > 2).length;
      });
      expect(ragged).toBe(0);
    });
  }
});

for (const width of [1024, 1280]) {
  test.describe(`agenda filters at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/agenda", "/en/calendar"]) {
      test(`${path}: no field stands below an empty cell`, async ({ page }) => {
        await page.goto(path);
        // Between each field (or group of fields) and the nearest one above it in its column
        // there is no more than the grid's row gap: a lone box at the foot of a column, under
        // an empty cell, has a hole above it.
        const holes = await page.locator(".agenda-filters").evaluate((form) => {
          const rowGap = Number.parseFloat(getComputedStyle(form).rowGap);
          const cells = [
            ...form.querySelectorAll(
              ".agenda-filters__field, .agenda-filters__group, .agenda-filters__check",
            ),
          ]
            .filter((cell) => cell.parentElement?.closest(".agenda-filters__group") === null)
            .map((cell) => ({
              name: cell.textContent?.trim() ?? "",
              box: cell.getBoundingClientRect(),
            }));
          return cells.flatMap(({ name, box }) => {
            const above = cells
              .filter(
                (other) =>
                  other.box.bottom <= box.top + 1 &&
                  Math.min(other.box.right, box.right) - Math.max(other.box.left, box.left) > 1,
              )
              .map((other) => other.box.bottom);
            const gap = above.length ? box.top - Math.max(...above) : 0;
            return gap > rowGap + 4 ? [`${name.slice(0, 30)}: ${Math.round(gap)} px`] : [];
          });
        });
        expect(holes).toEqual([]);
      });
    }
  });
}

/** Cards per row of every card grid on the page, from where each card's box starts. */
async function gridRows(page: Page) {
  return page
    .locator(
      ".card-grid__list, .home-highlights__list, .news-list__cards, .person-group__list, .search-section__list--tile",
    )
    .evaluateAll((lists) =>
      lists
        .filter((list) => list.getAttribute("aria-hidden") !== "true")
        .map((list) => {
          const rows = new Map<number, number>();
          for (const item of list.children) {
            const top = Math.round(item.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          return { name: list.className, rows: [...rows.values()] };
        }),
    );
}

for (const width of [768, 1280, 1440]) {
  test.describe(`card grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of [
      "/",
      "/en",
      "/nieuws",
      "/en/news",
      "/voorstelling/de-grote-musical",
      "/zoeken?q=musical",
      "/en/search?q=musical",
      "/zoeken?q=opera",
    ]) {
      test(`${path}: full rows, no card alone on the last`, async ({ page }) => {
        await page.goto(path);
        const grids = await gridRows(page);
        expect(grids.length).toBeGreaterThan(0);
        for (const { name, rows } of grids) {
          if (rows.length < 2) continue;
          expect(rows.at(-1), `${name}: ${rows.join(" + ")}`).toBeGreaterThan(1);
        }
      });
    }
  });
}
