import { expect, test } from "./test";

// What a phone shows in the page frame and the home hero: nothing cut, nothing wrapped.
for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });

    for (const path of ["/", "/en"]) {
      test(`${path}: the venue's name stays on one line`, async ({ page }) => {
        await page.goto(path);
        const name = page.locator(".site-header__name");
        await expect(name).toBeVisible();
        const lines = await name.evaluate((el) => {
          const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 20;
          return el.getBoundingClientRect().height / lineHeight;
        });
        expect(lines).toBeLessThan(1.5);
      });

      test(`${path}: the hero search's placeholder fits its field`, async ({ page }) => {
        await page.goto(path);
        const fits = await page.locator(".home-search__input").evaluate((input) => {
          const field = input as HTMLInputElement;
          const style = getComputedStyle(field);
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return false;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(field.placeholder).width;
          const room =
            field.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight);
          return text <= room;
        });
        expect(fits).toBe(true);
      });
    }
  });
}
