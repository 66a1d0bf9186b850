import { describe, expect, it } from "vitest";
import { sharedPageVariant } from "./shared-page.server";

const url = new URL("https://www.theater-amsterdam.example/agenda");
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";

describe("sharedPageVariant", () => {
  it("keys a plain visit by consent and browser or crawler", () => {
    expect(sharedPageVariant(url, undefined, chrome)).toBe("none|browser");
    expect(sharedPageVariant(url, "cookie_consent=basic", chrome)).toBe("basic|browser");
    expect(sharedPageVariant(url, "cookie_consent=personalized", chrome)).toBe(
      "personalized|browser",
    );
    expect(sharedPageVariant(url, undefined, "Googlebot/2.1")).toBe("none|crawler");
  });

  it("treats an unknown consent value as no choice, like the page does", () => {
    expect(sharedPageVariant(url, "cookie_consent=<script>", chrome)).toBe("none|browser");
  });

  it("ignores cookies only the browser reads, and the once-only cookie only posts read", () => {
    const cookies =
      "_ga=GA1.1.1; _ga_ABC=GS1; _gid=x; ta_account_sync=1; ta_once=signed; cookie_consent=basic";
    expect(sharedPageVariant(url, cookies, chrome)).toBe("basic|browser");
  });

  it("keeps pages that are the visitor's own out of the shared copies", () => {
    expect(sharedPageVariant(url, "cms_session=abc", chrome)).toBeNull();
    expect(sharedPageVariant(url, "ref=signed.value; cookie_consent=basic", chrome)).toBeNull();
    expect(sharedPageVariant(url, "something_new=1", chrome)).toBeNull();
    expect(sharedPageVariant(new URL(`${url.href}?r=partner`), undefined, chrome)).toBeNull();
    expect(sharedPageVariant(url, `a=${"x".repeat(5000)}`, chrome)).toBeNull();
  });
});
