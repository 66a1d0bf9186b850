import { describe, expect, it } from "vitest";
import { tagManagerHeadScript } from "./tag-manager";

type Run = { layer: unknown[][]; appended: { src: string; nonce: string | null }[] };

/** Runs the script against a fake window, document and storage. */
function run(script: string, stored: string | null = null, throwing = false): Run {
  const appended: Run["appended"] = [];
  const document = {
    currentScript: { nonce: "n0nce" },
    head: { appendChild: (el: { src: string; nonce: string | null }) => appended.push(el) },
    createElement: () => {
      const el = {
        src: "",
        async: false,
        nonce: null as string | null,
        setAttribute: (_: string, v: string) => {
          el.nonce = v;
        },
      };
      return el;
    },
  };
  const localStorage = {
    getItem: () => {
      if (throwing) throw new Error("disabled");
      return stored;
    },
  };
  const window: { dataLayer?: unknown[] } = {};
  new Function("window", "document", "localStorage", `with(window){${script}}`)(
    window,
    document,
    localStorage,
  );
  const layer = (window.dataLayer ?? []).map((entry) =>
    typeof entry === "object" && entry && "length" in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : [entry],
  );
  return { layer, appended };
}

describe("tagManagerHeadScript", () => {
  it("sets the basic defaults and loads no tag manager without an id", () => {
    const { layer, appended } = run(tagManagerHeadScript({ gtmId: null, cookieChoice: null }));
    expect(layer).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "granted",
        },
      ],
    ]);
    expect(appended).toEqual([]);
  });

  it("grants advertising when the stored or cookie choice is personalized", () => {
    const stored = run(tagManagerHeadScript({ gtmId: null, cookieChoice: null }), "personalized");
    expect(stored.layer[1]?.slice(0, 2)).toEqual(["consent", "update"]);
    expect(stored.layer[1]?.[2]).toMatchObject({ ad_storage: "granted" });
    const cookie = run(tagManagerHeadScript({ gtmId: null, cookieChoice: "personalized" }));
    expect(cookie.layer).toHaveLength(2);
    // The browser's own storage wins over the cookie.
    const basic = run(tagManagerHeadScript({ gtmId: null, cookieChoice: "personalized" }), "basic");
    expect(basic.layer).toHaveLength(1);
    // A storage that throws leaves the cookie's choice.
    expect(
      run(tagManagerHeadScript({ gtmId: null, cookieChoice: "personalized" }), null, true).layer,
    ).toHaveLength(2);
  });

  it("loads the tag manager with the nonce when an id is set", () => {
    const { layer, appended } = run(
      tagManagerHeadScript({ gtmId: "GTM-AB12", cookieChoice: null }),
    );
    expect(appended).toEqual([
      expect.objectContaining({
        src: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12",
        nonce: "n0nce",
      }),
    ]);
    expect(layer.at(-1)?.[0]).toMatchObject({ event: "gtm.js" });
  });
});
