// The fund page switches the footer sign-up to the fund's list (forms spec §2, §3.1): the demo
// CMS's outbox shows the list the mail was for.

import { DEMO_CMS, liveFooterSignup } from "./support";
import { expect, test } from "./test";

const cases = [
  { path: "/pagina/carrefonds", email: "E-mailadres", submit: "Aanmelden", list: "carrefonds_nl" },
  {
    path: "/en/page/carrefonds",
    email: "E-mail address",
    submit: "Sign up",
    list: "carrefonds_en",
  },
  { path: "/pagina/contact", email: "E-mailadres", submit: "Aanmelden", list: "nieuwsbrief" },
];

for (const c of cases) {
  test(`the footer sign-up on ${c.path} subscribes to ${c.list}`, async ({ page }) => {
    const address = `e2e-fund-${c.list}-${Date.now()}@example.nl`;
    await page.goto(c.path);
    const block = await liveFooterSignup(page);
    await block.getByLabel(c.email).fill(address);
    await block.getByRole("button", { name: c.submit }).click();
    await expect(block.getByRole("status")).toBeVisible();
    await page.goto(`${DEMO_CMS}/__outbox`);
    await expect(page.locator(`li[data-email="${address}"]`)).toContainText(`(${c.list})`);
  });
}
