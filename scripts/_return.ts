import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/chromium";
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [lang, path, preset, first, last, mail, pay] of [["en", "/en/page/donate", "€ 25", /^First name/, /^Last name/, /^E-mail address/, "Donate and pay"], ["nl", "/pagina/duurzaamheid-eenmalige-donatie", "", /^Voornaam/, /^Achternaam/, /^E-mailadres/, "Doneer"]] as const) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await ctx.addCookies([{ name: "cookie_consent", value: "basic", url: "http://localhost:3300" }]);
  const page = await ctx.newPage();
  await page.goto(`http://localhost:3300${path}`, { waitUntil: "networkidle" });
  const form = page.locator("main form").first();
  if (preset) await form.getByLabel(preset, { exact: true }).check();
  else { await form.getByLabel(/€ 500$/).check(); await form.getByLabel(/^Telefoonnummer/).fill("0201234567"); }
  await form.getByLabel(first).fill("Anna");
  await form.getByLabel(last).fill("de Vries");
  await form.getByLabel(mail).fill(`shot-${Date.now()}@example.nl`);
  await form.getByRole("button", { name: pay }).click();
  await page.waitForTimeout(2500);
  if (lang === "en") {
    await page.screenshot({ path: `/tmp/fshots/payment-${lang}.png` });
    await page.getByRole("button").first().click();
    await page.waitForLoadState("networkidle");
  }
  await page.screenshot({ path: `/tmp/fshots/return-${lang}.png`, fullPage: false });
  console.log(lang, page.url());
  await ctx.close();
}
await browser.close();
