// Once-only submissions without JavaScript: a second press while the first post is under way
// sends a second plain post, and the server answers it with the first's answer (the thank-you,
// the same payment page) without a second call; a same-origin replay of a sent body makes none
// either. The demo's call log (serviceCalls) counts the upstream calls.
import type { Locator, Page, Request } from "@playwright/test";
import { uniqueEmail } from "./form-services";
import { fillDonor, PAYMENT_DONATION } from "./payment-donation";
import { serviceCalls } from "./support";
import { expect, test } from "./test";

/**
 * Plain posts to `pattern` reach the server at once, but their answers reach the browser only
 * once `release` is called: a second click then lands while the first post is under way, as it
 * does on a real network.
 */
async function holdAnswers(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    await held;
    // The browser dropped the first post when the second left: its answer has nowhere to go.
    await route.fulfill({ response }).catch(() => {});
  });
  return release;
}

/**
 * Two presses of `button`, the second while the first post is under way (the locator's click
 * would wait for that navigation to end first).
 */
async function pressTwice(page: Page, button: Locator, posts: Request[]) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not on screen");
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await expect.poll(() => posts.length).toBe(1);
  await page.mouse.click(x, y);
  await expect.poll(() => posts.length).toBe(2);
}

/** The posts the page sends to the site, as the browser sent them. */
function postsOf(page: Page) {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request);
  });
  return posts;
}

test("nl: a double click on the panel sign-up makes one sign-up and thanks", async ({ page }) => {
  const email = uniqueEmail("once-panel-nojs");
  const posts = postsOf(page);
  await page.goto("/pagina/bezoekerspanel");
  const form = page.locator("form#panel");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  const release = await holdAnswers(page, /\/pagina\/bezoekerspanel$/);
  const button = form.getByRole("button", { name: "Aanmelden voor het panel" });
  await pressTwice(page, button, posts);
  release();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw aanmelding" }),
  ).toBeVisible();
  // Both posts carry the key the server rendered into the form.
  const keys = posts.map((post) => new URLSearchParams(post.postData() ?? "").get("_once"));
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[\w-]{22}$/);
  expect(await serviceCalls(email)).toHaveLength(1);
});

for (const texts of PAYMENT_DONATION) {
  test(`${texts.locale}: a double click on a payment donation makes one payment reference`, async ({
    page,
  }) => {
    const email = uniqueEmail(`once-pay-nojs-${texts.locale}`);
    await page.goto(texts.path);
    const form = page.locator("form#donation");
    await form.getByLabel(texts.preset, { exact: true }).check();
    await fillDonor(form, texts, email);
    const posts = postsOf(page);
    const release = await holdAnswers(page, new RegExp(`${texts.path}$`));
    const button = form.getByRole("button", { name: texts.pay });
    await pressTwice(page, button, posts);
    release();
    await expect(page.getByRole("heading", { name: texts.paymentHeading })).toBeVisible();
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}

for (const { lang, path, labels, send, thanks } of [
  {
    lang: "nl",
    path: "/pagina/party",
    labels: ["Voornaam", "Achternaam", "E-mailadres", "Volgende", "Nee, helaas niet"],
    send: "Aanmelden",
    thanks: "Bedankt voor uw reactie!",
  },
  {
    lang: "en",
    path: "/en/page/party",
    labels: ["First name", "Last name", "E-mail address", "Next", "No, unfortunately not"],
    send: "Sign up",
    thanks: "Thank you for your reply!",
  },
]) {
  test(`${lang}: a double click on the party form's send makes one sign-up`, async ({ page }) => {
    const [firstName, lastName, emailLabel, next, no] = labels as [
      string,
      string,
      string,
      string,
      string,
    ];
    const email = uniqueEmail(`once-party-nojs-${lang}`);
    await page.goto(path);
    const form = page.locator("form#party");
    await form.getByLabel(new RegExp(`^${firstName}`)).fill("Ben");
    await form.getByLabel(new RegExp(`^${lastName}`)).fill("Jansen");
    await form.getByLabel(new RegExp(`^${emailLabel}`)).fill(email);
    await form.getByRole("button", { name: next }).click();
    await form.getByLabel(no).check();
    await form.getByRole("button", { name: next }).click();
    const posts = postsOf(page);
    const release = await holdAnswers(page, new RegExp(`${path}$`));
    const button = form.getByRole("button", { name: send, exact: true });
    await pressTwice(page, button, posts);
    release();
    await expect(page.getByRole("status").filter({ hasText: thanks })).toBeVisible();
    expect(await serviceCalls(email)).toHaveLength(1);
  });
}

test("nl: a same-origin replay of a sent plain post makes no second call", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("once-replay-nojs");
  const posts = postsOf(page);
  await page.goto("/pagina/bezoekerspanel");
  const form = page.locator("form#panel");
  await form.getByLabel(/^Voornaam/).fill("Anna");
  await form.getByLabel(/^Achternaam/).fill("de Vries");
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByRole("button", { name: "Aanmelden voor het panel" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Bedankt voor uw aanmelding" }),
  ).toBeVisible();
  const replay = await page.request.post("/pagina/bezoekerspanel", {
    data: posts[0]?.postData() ?? "",
    headers: {
      origin: new URL(baseURL ?? "").origin,
      "content-type": "application/x-www-form-urlencoded",
    },
  });
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toContain("Bedankt voor uw aanmelding");
  expect(await serviceCalls(email)).toHaveLength(1);
});
