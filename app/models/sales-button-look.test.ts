import { describe, expect, it } from "vitest";
import { salesButtonLook } from "./sales-button-look";

describe("salesButtonLook", () => {
  it("keeps what the button's view draws, and leaves status and tel behind", () => {
    expect(
      salesButtonLook({
        kind: "link",
        status: "last_chance",
        colour: "orange",
        labelKey: "last_chance",
        href: "https://tickets.example/e/1",
        newTab: true,
        tel: false,
        labelOverride: "Laatste stoelen",
      }),
    ).toEqual({
      kind: "link",
      colour: "orange",
      labelKey: "last_chance",
      href: "https://tickets.example/e/1",
      newTab: true,
      labelOverride: "Laatste stoelen",
    });
  });

  it("sends newTab only when true, and the other kinds without a link", () => {
    expect(
      salesButtonLook({
        kind: "link",
        status: "call_us",
        colour: "red",
        labelKey: "call_us",
        href: "tel:0201234567",
        newTab: false,
        tel: true,
      }),
    ).toEqual({ kind: "link", colour: "red", labelKey: "call_us", href: "tel:0201234567" });
    expect(
      salesButtonLook({
        kind: "inactive",
        status: "sold_out",
        colour: "brown",
        labelKey: "sold_out",
      }),
    ).toEqual({ kind: "inactive", colour: "brown", labelKey: "sold_out" });
    expect(
      salesButtonLook({ kind: "message", status: "sales_finished", labelKey: "sales_finished" }),
    ).toEqual({ kind: "message", labelKey: "sales_finished" });
  });
});
