import { expectCalendarFile, PAGES } from "./add-to-calendar-pages";
import { test } from "./test";

test.describe("add to calendar on every production layout, without JavaScript", () => {
  for (const { path, name } of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectCalendarFile(page, name);
    });
  }
});
