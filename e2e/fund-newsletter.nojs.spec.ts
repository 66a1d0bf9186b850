// Without JavaScript the fund page's footer sign-up, a plain POST, also goes to the fund's list.

import { DEMO_CMS } from "./support";
import { expect, test } from "./test";

test("the footer sign-up on the fund page subscribes to carrefonds_nl", async ({ page }) => {
  const address = `e2e-fund-nojs-${Date.now()}@example.nl`;
  await page.goto("/pagina/carrefonds");
  const block = page.locator(".newsletter-signup");
  await block.getByLabel("E-mailadres").fill(address);
  await block.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/pagina\/carrefonds\?nieuwsbrief=success#nieuwsbrief$/);
  await page.goto(`${DEMO_CMS}/__outbox`);
  await expect(page.locator(`li[data-email="${address}"]`)).toContainText("(carrefonds_nl)");
});
