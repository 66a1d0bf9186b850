// The fund variant's furniture: on a fund page the header wears the fund's mark and name and
// its logo leads to the fund's start page; theatre pages keep the theatre's.

import { expectNoAxeViolations } from "./support";
import { expect, test } from "./test";

test("nl: a fund page's logo is the fund's and leads to the fund page", async ({ page }) => {
  await page.goto("/pagina/word-donateur");
  const logo = page.getByRole("link", { name: "Naar de startpagina van het Carrefonds" });
  await expect(logo).toHaveAttribute("href", "/pagina/carrefonds");
  await expect(logo).toContainText("Carrefonds");
  await expectNoAxeViolations(page);
});

test("en: the fund's logo leads to the English fund page; theatre pages keep the theatre's", async ({
  page,
}) => {
  await page.goto("/en/page/become-a-donor");
  await expect(
    page.getByRole("link", { name: "Carrefonds, to the Carrefonds start page" }),
  ).toHaveAttribute("href", "/en/page/carrefonds");
  await page.goto("/en/page/contact");
  await expect(
    page.getByRole("link", { name: "Theater Amsterdam, to the home page" }),
  ).toHaveAttribute("href", "/en");
});
