// The `Allow` of a 405 on a screen (an OPTIONS request, which the router turns away before it
// matches a route): POST exactly where the screen takes posts, a content page only with a form.
import { describe, expect, it } from "vitest";
import { screenTakesPosts } from "~/services/http/allowed-methods.server";
import { SITE, testCms } from "./support/cms";

testCms();
const options = (path: string) => new Request(new URL(path, SITE), { method: "OPTIONS" });
const modules = { "agenda.nl": {}, "newsletterConfirm.en": { action: () => null } };

describe("screenTakesPosts", () => {
  it("says yes for pages with a form of any kind, in both languages", async () => {
    for (const path of [
      "/pagina/terugbelverzoek",
      "/en/page/callback-request",
      "/pagina/aanmelden-nieuwsbrief",
      "/pagina/doneren",
      "/en/page/donate",
      "/pagina/word-donateur",
    ]) {
      expect([path, await screenTakesPosts(options(path), modules)]).toEqual([path, true]);
    }
  });

  it("says no for a page without a form, an unknown page and a screen without an action", async () => {
    for (const path of ["/pagina/contact", "/pagina/bestaat-niet", "/agenda"]) {
      expect([path, await screenTakesPosts(options(path), modules)]).toEqual([path, false]);
    }
    expect(await screenTakesPosts(options("/en/confirm"), modules)).toBe(true);
  });
});
