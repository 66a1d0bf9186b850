// The `test` and `expect` every spec imports: Playwright's, except that with JavaScript on,
// `page.goto` to one of the site's pages returns once the page has hydrated. The page's scripts
// start after its first screen is painted (decision 0022), often after the load event `goto`
// waits for, and a click or key before hydration takes the no-JS path or meets a control that
// needs JavaScript and does nothing yet. Other origins (the demo CMS) and answers that are not
// HTML come back as they are; after any other navigation, `hydrated(page)` waits the same way.
import { test as base } from "@playwright/test";
import { hydrated } from "./support";

export { expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    if (javaScriptEnabled && baseURL) {
      const site = new URL(baseURL).origin;
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
        if (response && html && new URL(response.url()).origin === site) await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
