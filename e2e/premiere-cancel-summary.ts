// The premiere cancellation's one field, a comment, has a limit the textarea already keeps; a post
// over it (another client, an edited page) is refused with the form's error summary, which has the
// focus and leads to the field, and the comment is kept. JavaScript on or off.
import type { Page } from "@playwright/test";
import { forgedCancelRef } from "./form-services";
import { expect } from "./test";

const MESSAGE = "Uw opmerking is te lang (ten hoogste 2000 tekens).";

export async function refusesLongComment(page: Page) {
  const long = "x".repeat(2001);
  // The browser sends what the textarea holds (at most 2000); the post is made longer on its way.
  await page.route("**/premiere-afmelden*", async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || !body) return route.continue();
    await route.continue({ postData: body.replace("comment=Tot+ziens", `comment=${long}`) });
  });
  await page.goto(`/premiere-afmelden?ref=${forgedCancelRef()}`);
  await page.getByLabel("Opmerking (optioneel)").fill("Tot ziens");
  await page.getByRole("button", { name: "Afmelden" }).click();
  const summary = page.getByRole("alert").filter({ hasText: MESSAGE });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: /^Opmerking/ })).toHaveAttribute(
    "href",
    /#premiere-cancel-comment$|#.*comment/,
  );
  await expect(page.locator(".form-field__error", { hasText: MESSAGE })).toBeVisible();
}
