// Enter held down in a form without JavaScript (issue 37): the browser posts once per key repeat,
// though Chromium drops most repeats while its first post is on the way; the rest are sent again
// here as the browser would send them. On the limited site (3 sends a minute) the repeats pass the
// limit, yet every answer must say what happened: sent, once. The once-only answer wins over the
// limiter.
import { ownAddress } from "./rate-limit-cases";
import { LIMITED_DEMO_CMS, LIMITED_SITE, serviceCalls } from "./support";
import { expect, test } from "./test";

test.use({ baseURL: LIMITED_SITE });

for (const c of [
  {
    lang: "nl",
    path: "/pagina/carrefonds",
    first: /^Voornaam/,
    last: /^Achternaam/,
    email: /^E-mailadres/,
    phone: /^Telefoonnummer/,
    topic: /Waarover wilt u contact/,
    slot: "'s Ochtends",
    thanks: "Bedankt voor uw bericht.",
    limited: /Te veel pogingen/,
  },
  {
    lang: "en",
    path: "/en/page/carrefonds",
    first: /^First name/,
    last: /^Last name/,
    email: /^E-mail address/,
    phone: /^Phone number/,
    topic: /What would you like to talk about/,
    slot: "In the afternoon",
    thanks: "Thank you for your message.",
    limited: /Too many attempts/,
  },
] as const) {
  test(`${c.lang}: Enter held on the fund contact form says "sent" after one call`, async ({
    page,
  }, testInfo) => {
    const email = `e2e-held-enter-${c.lang}-${Date.now()}@example.nl`;
    await page.goto(c.path);
    const form = page.locator(".content-page__sidebar form#fund-contact");
    await form.getByLabel(c.first).fill("Anna");
    await form.getByLabel(c.last).fill("de Vries");
    await form.getByLabel(c.phone).fill("0201234567");
    await form.getByLabel(c.topic).fill("Nalaten");
    await form.getByLabel(c.slot).check();
    await form.getByLabel(c.email).fill(email);
    const address = await ownAddress(page, testInfo);
    const firstPost = page.waitForRequest((request) => request.method() === "POST");
    // A key repeat: eight Enters 30 ms apart, none waiting for the page it starts.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Enter").catch(() => undefined);
      await page.waitForTimeout(30);
    }
    await page.waitForLoadState("load");
    await expect(page.getByText(c.thanks)).toBeVisible();
    await expect(page.getByText(c.limited)).toHaveCount(0);

    const post = await firstPost;
    for (let i = 0; i < 5; i++) {
      const answer = await page.request.post(post.url(), {
        data: post.postData() ?? "",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: new URL(post.url()).origin,
          referer: post.url(),
          "x-forwarded-for": address,
        },
      });
      // Drawn text follows a tag's ">"; the page's texts for the browser (JSON) hold both
      // messages too, after a quote.
      const html = await answer.text();
      expect(answer.status()).toBe(200);
      expect(html).toContain(`>${c.thanks}`);
      expect(html).not.toMatch(new RegExp(`>${c.limited.source}`));
    }
    expect(await serviceCalls(email, LIMITED_DEMO_CMS)).toHaveLength(1);
  });
}
