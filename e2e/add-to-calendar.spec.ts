import { expectCalendarFile, PAGES } from "./add-to-calendar-pages";
import { hydrated } from "./support";
import { test } from "./test";

test.describe("add to calendar on every production layout", () => {
  for (const { path, name } of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expectCalendarFile(page, name);
    });
  }
});
