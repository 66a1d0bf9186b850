import { expect, test } from "./test";

// React 18's node stream can pad its 2 KB views with NUL bytes before a multi-byte character
// (see app/services/http/html-stream.server.ts); these pages had them, in about 1 of 20 requests
// for the home pages, whose content shifts with the clock.
const paths = ["/en/calendar", "/en/show/carefree-circus", "/voorstelling/roodkapje", "/", "/en"];
const agents = {
  browser:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

for (const path of paths) {
  for (const [kind, userAgent] of Object.entries(agents)) {
    test(`${path} has no NUL byte, 20 times for a ${kind}`, async ({ request }) => {
      for (let i = 0; i < 20; i++) {
        const response = await request.get(path, { headers: { "User-Agent": userAgent } });
        expect(response.status()).toBe(200);
        const body = await response.body();
        expect(body.indexOf(0), `NUL in response ${i + 1}`).toBe(-1);
      }
    });
  }
}
