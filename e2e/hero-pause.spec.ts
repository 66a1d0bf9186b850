import { hydrated } from "./support";
import { expect, test } from "./test";

// The home hero's pause control: its label alone says what a press does (no second statement of
// the same state through aria-pressed), and it sits inside the content column on wide screens.
for (const [locale, home, pauseName, playName] of [
  ["nl", "/", "Wisselende achtergrondbeelden pauzeren", "Wisselende achtergrondbeelden afspelen"],
  ["en", "/en", "Pause the changing background images", "Play the changing background images"],
] as const) {
  for (const width of [1280, 1440]) {
    test(`${locale} at ${width} px: one statement of its state, inside the column`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(home);
      await hydrated(page);
      const pause = page.getByRole("button", { name: pauseName, exact: true });
      await expect(pause).toBeVisible();
      await expect(pause).not.toHaveAttribute("aria-pressed");

      // The column: the hero's content box, where the title and the search box sit.
      const column = await page.locator(".home-hero__content").evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          left: box.left + Number.parseFloat(style.paddingLeft),
          right: box.right - Number.parseFloat(style.paddingRight),
        };
      });
      const button = await pause.boundingBox();
      expect(button).not.toBeNull();
      expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(column.right + 0.5);
      expect(button?.x ?? 0).toBeGreaterThanOrEqual(column.left - 0.5);

      await pause.click();
      const play = page.getByRole("button", { name: playName, exact: true });
      await expect(play).toBeFocused();
      await expect(play).not.toHaveAttribute("aria-pressed");
      await play.click();
      await expect(page.getByRole("button", { name: pauseName, exact: true })).toBeFocused();
    });
  }
}
