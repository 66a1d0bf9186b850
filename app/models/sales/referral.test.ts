import { describe, expect, it } from "vitest";
import { addSalesParams, normalizeReferral, uuidFromBytes, viewedSalesHref } from "./referral";

describe("normalizeReferral", () => {
  it("keeps only word characters, lower-cased", () => {
    expect(normalizeReferral("Summer-Campaign 2026!")).toBe("summercampaign2026");
    expect(normalizeReferral("news_LETTER")).toBe("news_letter");
  });

  it("strips markup and non-ASCII letters", () => {
    expect(normalizeReferral("<script>alert(1)</script>")).toBe("scriptalert1script");
    expect(normalizeReferral("café")).toBe("caf");
  });

  it("cuts the code to 200 characters", () => {
    const result = normalizeReferral("A".repeat(250));
    expect(result).toBe("a".repeat(200));
  });

  it("cuts after stripping, so removed characters do not count", () => {
    const result = normalizeReferral(`${"-".repeat(50)}${"b".repeat(200)}x`);
    expect(result).toBe("b".repeat(200));
  });

  it("returns null when nothing is left", () => {
    expect(normalizeReferral("")).toBeNull();
    expect(normalizeReferral("!!! ---")).toBeNull();
    expect(normalizeReferral(null)).toBeNull();
    expect(normalizeReferral(undefined)).toBeNull();
  });
});

describe("addSalesParams", () => {
  const SHOP = ["tickets.example"];
  const add = (url: string, params: { referral?: string | null; viewId?: string | null }) =>
    addSalesParams(url, params, SHOP);

  it("adds the referral and view id on a host that accepts them", () => {
    expect(add("https://tickets.example/event/12", { referral: "abc", viewId: "v9" })).toBe(
      "https://tickets.example/event/12?r=abc&view_id=v9",
    );
    expect(add("https://www.Tickets.example/e", { viewId: "v9" })).toBe(
      "https://www.tickets.example/e?view_id=v9",
    );
  });

  it("leaves a link to a host that was not configured untouched", () => {
    const partner = "https://www.concertkaarten.example/event/88?x=1";
    expect(add(partner, { referral: "abc", viewId: "v9" })).toBe(partner);
    expect(addSalesParams("https://tickets.example/e", { referral: "abc" }, [])).toBe(
      "https://tickets.example/e",
    );
  });

  it("leaves a signed link untouched, whatever the signature parameter's case", () => {
    for (const name of ["signature", "Signature", "SIGNATURE", "sig", "Sig", "X-Amz-Signature"]) {
      const signed = `https://tickets.example/e/12?event=12&expires=1799999999&${name}=a%2Fb+c`;
      expect(add(signed, { referral: "abc", viewId: "v9" }), name).toBe(signed);
    }
  });

  it("does not take a parameter that merely contains the word for a signature", () => {
    expect(add("https://tickets.example/e?signatures_shown=1&design=2", { viewId: "v" })).toBe(
      "https://tickets.example/e?signatures_shown=1&design=2&view_id=v",
    );
  });

  it("keeps existing parameters exactly as they were encoded, and the hash", () => {
    expect(
      add("https://tickets.example/e?lang=nl&title=a%20b&code=x+y#seats", { referral: "abc" }),
    ).toBe("https://tickets.example/e?lang=nl&title=a%20b&code=x+y&r=abc#seats");
  });

  it("replaces a stale value of the same parameter", () => {
    expect(add("https://tickets.example/e?r=old&x=1", { referral: "new" })).toBe(
      "https://tickets.example/e?x=1&r=new",
    );
  });

  it("skips null and empty values", () => {
    expect(add("https://tickets.example/e?x=1", { referral: null, viewId: "" })).toBe(
      "https://tickets.example/e?x=1",
    );
    expect(add("https://tickets.example/e", { viewId: "v1" })).toBe(
      "https://tickets.example/e?view_id=v1",
    );
  });

  it("encodes values", () => {
    expect(add("https://tickets.example/e", { viewId: "a&b=c" })).toBe(
      "https://tickets.example/e?view_id=a%26b%3Dc",
    );
  });

  it("returns a URL it cannot parse unchanged", () => {
    expect(add("/bestel/winkelmand", { referral: "abc" })).toBe("/bestel/winkelmand");
    expect(add("not a url", { referral: "abc" })).toBe("not a url");
  });
});

describe("viewedSalesHref (the browser's view id on a followed link)", () => {
  const SHOP = ["tickets.example"];
  const ID = "0b6f3f4e-2c1a-4d8e-9f00-1234567890ab";

  it("gives a sales link this page view's id, keeping the server's referral", () => {
    expect(viewedSalesHref("https://tickets.example/e/12?r=abc", ID, SHOP)).toBe(
      `https://tickets.example/e/12?r=abc&view_id=${ID}`,
    );
    expect(viewedSalesHref("https://shop.tickets.example/e", ID, SHOP)).toBe(
      `https://shop.tickets.example/e?view_id=${ID}`,
    );
  });

  it("replaces the id an earlier view of the page put on the same link", () => {
    expect(viewedSalesHref("https://tickets.example/e?view_id=old&x=1", ID, SHOP)).toBe(
      `https://tickets.example/e?x=1&view_id=${ID}`,
    );
  });

  it("leaves signed links, other hosts, own pages and other schemes as they are", () => {
    for (const href of [
      "https://tickets.example/e?event=1&X-Amz-Signature=abc",
      "https://tickets.example/e?sig=abc",
      "https://www.concertkaarten.example/e/1",
      "http://localhost:4320/voorstelling/hamlet#speeldata",
      "tel:+31201234567",
      "mailto:kassa@theater-amsterdam.example",
    ]) {
      expect(viewedSalesHref(href, ID, SHOP), href).toBe(href);
    }
    expect(viewedSalesHref("https://tickets.example/e", ID, [])).toBe("https://tickets.example/e");
  });
});

describe("uuidFromBytes", () => {
  it("is a version 4, variant 1 UUID of the given bytes", () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(uuidFromBytes(bytes)).toBe("00112233-4455-4677-8899-aabbccddeeff");
    expect(uuidFromBytes(new Uint8Array(16).fill(255))).toBe(
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
    );
  });

  it("takes exactly 16 bytes", () => {
    expect(() => uuidFromBytes(new Uint8Array(15))).toThrow();
  });
});
