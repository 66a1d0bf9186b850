import { describe, expect, it } from "vitest";
import { priceTypeName } from "./price-names";

describe("priceTypeName", () => {
  it("translates the shop's Dutch price and ticket types on English pages", () => {
    expect(priceTypeName("2e rang", "en")).toBe("Category 2");
    expect(priceTypeName("Rang 3", "en")).toBe("Category 3");
    expect(priceTypeName("CJP / student", "en")).toBe("CJP card / student");
    expect(priceTypeName(" Volwassene ", "en")).toBe("Adult");
    expect(priceTypeName("Jongeren", "en")).toBe("Young people");
    expect(priceTypeName("Vrije toegang", "en")).toBe("Free admission");
  });

  it("keeps Dutch names on Dutch pages and unknown names as the shop wrote them", () => {
    expect(priceTypeName("2e rang", "nl")).toBe("2e rang");
    expect(priceTypeName("Loge Oost", "en")).toBe("Loge Oost");
  });
});
