// Once-only submissions with JavaScript: a double click sends one post (the button is busy and
// disabled while it is under way) and the service gets one call; Enter on the party form's last
// step shows the thank-you without a second, native post; a same-origin replay of a sent body
// makes no second call. The demo's call log (serviceCalls) counts the upstream calls.
import type { Page, Request } from "@playwright/test";
import { uniqueEmail } from "./form-services";
import { fillDonor, PAYMENT_DONATION } from "./payment-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

/** Answers from the site reach the browser only once `release` is called (the server already has them). */
async function holdAnswers(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    try {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    } catch (error) {
      // A revalidation the page started as the test ended: nobody waits for its answer.
      if (!String(error).includes("Test ended")) throw error;
    }
  });
  return release;
}

/** The posts the page sends to the site, as the browser sent them. */
function postsOf(page: Page) {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && !request.url().includes("/__")) posts.push(request);
  });
  return posts;
}

test("nl: a double click on the panel sign-up sends one sign-up; the button is busy meanwhile", async ({
  page,
}) => {
  const email = uniqueEmail("once-panel");
  const posts = postsOf(page);
  await page.goto("/pagina/bezoekerspanel");
  const form = page.locator("form#panel");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  const release = await holdAnswers(page, /bezoekerspanel\.data/);
  await form.getByRole("button", { name: "Aanmelden voor het panel" }).dblclick();
  const busy = form.getByRole("button", { name: "Bezig met versturen..." });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw aanmelding" }),
  ).toBeVisible();
  expect(posts.map((post) => new URL(post.url()).pathname)).toEqual([
    "/pagina/bezoekerspanel.data",
  ]);
  expect(await serviceCalls(email)).toHaveLength(1);
});

for (const texts of PAYMENT_DONATION) {
  test(`${texts.locale}: a double click on a payment donation makes one payment reference`, async ({
    page,
  }) => {
    const email = uniqueEmail(`once-pay-${texts.locale}`);
    await page.goto(texts.path);
    const form = page.locator("form#donation");
    await expect(form).toHaveAttribute("data-live", "true");
    await form.getByLabel(texts.preset, { exact: true }).check();
    await fillDonor(form, texts, email);
    await form.getByRole("button", { name: texts.pay }).dblclick();
    await expect(page.getByRole("heading", { name: texts.paymentHeading })).toBeVisible();
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}

for (const { lang, path, labels, thanks } of [
  {
    lang: "nl",
    path: "/pagina/party",
    labels: ["Voornaam", "Achternaam", "E-mailadres", "Volgende", "Nee, helaas niet", "Tot slot"],
    thanks: "Bedankt voor uw reactie!",
  },
  {
    lang: "en",
    path: "/en/page/party",
    labels: [
      "First name",
      "Last name",
      "E-mail address",
      "Next",
      "No, unfortunately not",
      "Finally",
    ],
    thanks: "Thank you for your reply!",
  },
]) {
  test(`${lang}: Enter on the party form's last step shows the thank-you after one call`, async ({
    page,
  }) => {
    const [firstName, lastName, emailLabel, next, no, final] = labels as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const email = uniqueEmail(`once-party-${lang}`);
    const posts = postsOf(page);
    await page.goto(path);
    const form = page.locator("form#party");
    await expect(form).toHaveAttribute("data-live", "true");
    await form.getByLabel(new RegExp(`^${firstName}`)).fill("Ben");
    await form.getByLabel(new RegExp(`^${lastName}`)).fill("Jansen");
    await form.getByLabel(new RegExp(`^${emailLabel}`)).fill(email);
    await form.getByRole("button", { name: next }).click();
    await form.getByLabel(no).check();
    await form.getByRole("button", { name: next }).click();
    await expect(form.getByRole("heading", { name: final })).toBeFocused();
    // Enter on the newsletter checkbox presses the form's first submit button: the send.
    await form.getByRole("checkbox").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: thanks })).toBeVisible();
    // Room for a stray native post to leave, which would reload the page at the last step.
    await page.waitForTimeout(500);
    await expect(page.getByRole("status").filter({ hasText: thanks })).toBeVisible();
    expect(posts.map((post) => new URL(post.url()).pathname)).toEqual([`${path}.data`]);
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}

test("nl: a same-origin replay of a sent sign-up makes no second call", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("once-replay");
  const posts = postsOf(page);
  await page.goto("/pagina/bezoekerspanel");
  const form = page.locator("form#panel");
  await expect(form).toHaveAttribute("data-live", "true");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByRole("button", { name: "Aanmelden voor het panel" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw aanmelding" }),
  ).toBeVisible();
  const body = posts[0]?.postData() ?? "";
  expect(new URLSearchParams(body).get("_once")).toMatch(/^[\w-]{22}$/);
  const origin = new URL(baseURL ?? "").origin;
  for (const url of ["/pagina/bezoekerspanel", "/pagina/bezoekerspanel.data"]) {
    const replay = await page.request.post(url, {
      data: body,
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(200);
  }
  expect(await serviceCalls(email)).toHaveLength(1);
});
