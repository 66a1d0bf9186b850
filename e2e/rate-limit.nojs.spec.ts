// The rate limit on a form posted without JavaScript: the page comes back with 429, the message
// and what was typed; step moves are never refused. See ./rate-limit-cases.
import { cases, LIMIT, ownAddress, signUpPastTheLimit } from "./rate-limit-cases";
import { LIMITED_DEMO_CMS, LIMITED_SITE, serviceCalls } from "./support";
import { expect, test } from "./test";

test.use({ baseURL: LIMITED_SITE });

for (const c of cases) {
  test(`${c.locale}: past the limit the page says how long to wait and keeps what was typed`, async ({
    page,
  }, testInfo) => {
    await ownAddress(page, testInfo);
    await signUpPastTheLimit(page, c, `e2e-limit-nojs-${c.locale}-${Date.now()}`);
  });
}

// Only sends count (decision 0030, issue 37): moving between steps sends nothing. The limited
// site allows LIMIT (3) sends a minute per form.
test("six and more Next/Previous moves on /en/page/party never meet the limit; the send goes through", async ({
  page,
}, testInfo) => {
  await ownAddress(page, testInfo);
  const email = `e2e-steps-${Date.now()}@example.com`;
  await page.goto("/en/page/party");
  const party = page.locator("form#party");
  await party.getByLabel(/^First name/).fill("Ben");
  await party.getByLabel(/^Last name/).fill("Jansen");
  await party.getByLabel(/^E-mail address/).fill(email);
  for (let i = 0; i < 4 * LIMIT; i++) {
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await party.getByRole("button", { name: i % 2 ? "Previous" : "Next" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText(/Too many attempts/)).toHaveCount(0);
  }
  expect(await serviceCalls(email, LIMITED_DEMO_CMS)).toEqual([]);
  await party.getByRole("button", { name: "Next" }).click();
  await party.getByLabel("Yes, I'd love to come").check();
  await party.getByLabel(/^How many people/).selectOption("2");
  await party.getByRole("button", { name: "Next" }).click();
  await party.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Thank you for your reply!")).toBeVisible();
  expect(await serviceCalls(email, LIMITED_DEMO_CMS)).toHaveLength(1);
});
