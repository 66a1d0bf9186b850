// Issue 37.8 without JavaScript: a multi-step form has a button of its own to the other language's
// form (formaction=), so the step and every answer travel there as a post that checks and sends
// nothing; the header's switch stays a link (as a button of the form, Enter would press it).
import { expectCarried, FORM_CASES, switchMidForm } from "./language-switch-form";
import { expect, test } from "./test";

for (const c of FORM_CASES) {
  test(`${c.from}: the donor sign-up keeps its step and answers across the language switch`, async ({
    page,
  }) => {
    await page.goto(c.start);
    await switchMidForm(page, c, false);
    await expectCarried(page, c);
  });
}

test("Enter in a field moves the form on; the header's switch is a link", async ({ page }) => {
  await page.goto("/en/page/party");
  await expect(page.locator("header [data-language-switch]")).toHaveAttribute(
    "href",
    /^\/pagina\//,
  );
  const form = page.locator("form#party");
  await form.getByLabel(/^First name/).fill("Ben");
  await form.getByLabel(/^Last name/).fill("Jansen");
  await form.getByLabel(/^E-mail address/).fill("ben@example.com");
  await form.getByLabel(/^E-mail address/).press("Enter");
  await expect(page).toHaveURL(/\/en\/page\/party/);
  const button = form.getByRole("button", { name: "Continue in Dutch, with your answers" });
  await expect(button).toHaveAttribute("formaction", /^\/pagina\//);
});
