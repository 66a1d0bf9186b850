// Issue 37.8 without JavaScript: the language switch on a multi-step form page is a submit button
// of the form (form=, formaction=), so the step and every answer travel to the other language's
// form as a post that checks and sends nothing.
import { expectCarried, FORM_CASES, switchMidForm } from "./language-switch-form";
import { expect, test } from "./test";

for (const c of FORM_CASES) {
  test(`${c.from}: the donor sign-up keeps its step and answers across the language switch`, async ({
    page,
  }) => {
    await page.goto(c.start);
    await switchMidForm(page, c);
    await expectCarried(page, c);
  });
}

test("the switch is a button of the form, named like the link it replaces", async ({ page }) => {
  await page.goto("/en/page/party");
  const button = page.getByRole("button", { name: "NL Nederlands" });
  await expect(button).toHaveAttribute("form", "party");
  await expect(button).toHaveAttribute("formaction", /^\/pagina\//);
});
