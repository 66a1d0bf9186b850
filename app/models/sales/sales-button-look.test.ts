import { describe, expect, it } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { testSales } from "../../../tests/support/sales";
import { eventSalesButton, type SalesButton } from "./sales-button";
import { salesButtonFacts, salesButtonFromFacts, salesButtonLook } from "./sales-button-look";
import { SALES_STATES } from "./sales-states";

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

describe("salesButtonFacts", () => {
  const sales = testSales();
  const events: ContentEvent[] = [
    ...Object.keys(SALES_STATES).map((state, i) => ({
      id: `e${i}`,
      start_date: "2026-11-25T20:00:00+01:00",
      sales_status: state as ContentEvent["sales_status"],
      sales_url: `https://tickets.theater-amsterdam.example/e/${i}`,
    })),
    // A link state without a usable address, and a relabelled one.
    { id: "x", start_date: "2026-11-25T20:00:00+01:00", sales_status: "on_sale", sales_url: "" },
    {
      id: "y",
      start_date: "2026-11-25T20:00:00+01:00",
      sales_status: "on_sale",
      sales_url: "https://elsewhere.example/buy",
      overrideSalesButtonText: "Reserveer",
    },
  ];
  const buttons: SalesButton[] = events.map((event) => eventSalesButton(event, sales));

  it("is enough for the browser to draw the same button", () => {
    for (const button of buttons) {
      expect(salesButtonFromFacts(salesButtonFacts(button))).toEqual(salesButtonLook(button));
    }
    expect(new Set(buttons.map((button) => button.kind))).toEqual(
      new Set(["link", "inactive", "message"]),
    );
  });

  it("sends the state, the link only while it is one, and no kind, colour or tel flag", () => {
    expect(
      salesButtonFacts({
        kind: "link",
        status: "call_us",
        colour: "red",
        labelKey: "call_us",
        href: "tel:0201234567",
        newTab: false,
        tel: true,
      }),
    ).toEqual({ status: "call_us", href: "tel:0201234567" });
    expect(
      salesButtonFacts({
        kind: "inactive",
        status: "on_sale",
        colour: "brown",
        labelKey: "on_sale",
        labelOverride: "Reserveer",
      }),
    ).toEqual({ status: "on_sale", labelOverride: "Reserveer" });
  });
});
