import { describe, expect, it, vi } from "vitest";
import type { ContentEvent } from "~/content/schema";
import { testSales } from "../../../tests/support/sales";
import { salesEn, salesNl } from "../../i18n/sales";
import { EVENT_STATUSES } from "./event-status";
import { eventSalesButton, productionSalesButton, type SalesLinkContext } from "./sales-button";

const SHOP = "https://tickets.theater-amsterdam.example/voorstellingen/17106/17106002";
const PARTNER = "https://www.concertkaarten.example/event/88";

const ctx: SalesLinkContext = testSales({ phone: "020 123 45 67" });

const STATUS_IDS = {
  on_sale: null,
  last_chance: "last_chance",
  waiting_list: "waiting_list",
  sold_out: "15685",
  cancelled: "15680",
  call_us: "15681",
  free: "15682",
  non_reservable: "15684",
} as const;

function event(
  status: keyof typeof STATUS_IDS | Exclude<ContentEvent["sales_status"], "on_sale">,
  extra: Partial<ContentEvent> = {},
): ContentEvent {
  const onSale = status in STATUS_IDS;
  return {
    id: "17106002",
    start_date: "2026-11-23T20:00:00+01:00",
    sales_url: SHOP,
    sales_status: onSale ? "on_sale" : (status as ContentEvent["sales_status"]),
    ...extra,
    data: {
      statusID: onSale ? STATUS_IDS[status as keyof typeof STATUS_IDS] : null,
      ...extra.data,
    },
  };
}

describe("labels", () => {
  it("exist in both languages for every status", () => {
    for (const status of EVENT_STATUSES) {
      expect(salesNl[status], status).toBeTruthy();
      expect(salesEn[status], status).toBeTruthy();
    }
  });
});

describe("eventSalesButton", () => {
  it("on_sale is a green link to the sales page in the same tab", () => {
    expect(eventSalesButton(event("on_sale"), ctx)).toEqual({
      kind: "link",
      status: "on_sale",
      colour: "green",
      labelKey: "on_sale",
      href: SHOP,
      newTab: false,
      tel: false,
    });
  });

  it("last_chance is orange and waiting_list red, both linking to the sales page", () => {
    expect(eventSalesButton(event("last_chance"), ctx)).toMatchObject({
      kind: "link",
      colour: "orange",
      labelKey: "last_chance",
      href: SHOP,
    });
    expect(eventSalesButton(event("waiting_list"), ctx)).toMatchObject({
      kind: "link",
      colour: "red",
      labelKey: "waiting_list",
      href: SHOP,
    });
  });

  it("adds the referral, and no view id (the browser's), to sales links", () => {
    const button = eventSalesButton(event("on_sale"), { ...ctx, referral: "zomer" });
    expect(button).toMatchObject({ href: `${SHOP}?r=zomer` });
  });

  it("opens a partner's sales page in a new tab", () => {
    const button = eventSalesButton(event("on_sale", { sales_url: PARTNER }), ctx);
    expect(button).toMatchObject({ kind: "link", href: PARTNER, newTab: true });
  });

  it("adds no referral to a partner's or a signed sales link", () => {
    const visitor = { ...ctx, referral: "zomer" };
    const signed = `${SHOP}?expires=1799999999&signature=abc`;
    for (const url of [PARTNER, signed]) {
      expect(eventSalesButton(event("on_sale", { sales_url: url }), visitor)).toMatchObject({
        href: url,
      });
    }
    const everyShop = { ...visitor, salesParamHosts: ["concertkaarten.example"] };
    expect(eventSalesButton(event("on_sale", { sales_url: PARTNER }), everyShop)).toMatchObject({
      href: `${PARTNER}?r=zomer`,
    });
  });

  it("call_us is a red phone link without spaces, no new tab and no sales parameters", () => {
    const button = eventSalesButton(event("call_us"), { ...ctx, referral: "zomer" });
    expect(button).toEqual({
      kind: "link",
      status: "call_us",
      colour: "red",
      labelKey: "call_us",
      href: "tel:0201234567",
      newTab: false,
      tel: true,
    });
  });

  it("cancelled, free, non_reservable and sold_out are brown and inactive", () => {
    for (const status of ["cancelled", "free", "non_reservable", "sold_out"] as const) {
      expect(eventSalesButton(event(status), ctx), status).toEqual({
        kind: "inactive",
        status,
        colour: "brown",
        labelKey: status,
      });
    }
  });

  it("the four sales phases are disabled messages", () => {
    for (const status of [
      "show_started",
      "show_finished",
      "sales_not_started",
      "sales_finished",
    ] as const) {
      expect(eventSalesButton(event(status), ctx), status).toEqual({
        kind: "message",
        status,
        labelKey: status,
      });
    }
  });

  it("a link state without a usable sales URL is an inactive button of its own status", () => {
    for (const sales_url of [null, undefined, "", "   ", "javascript:alert(1)", "not a url"]) {
      expect(eventSalesButton(event("last_chance", { sales_url }), ctx), String(sales_url)).toEqual(
        { kind: "inactive", status: "last_chance", colour: "brown", labelKey: "last_chance" },
      );
    }
  });

  it("call_us without a phone number is inactive rather than an empty tel: link", () => {
    expect(eventSalesButton(event("call_us"), { ...ctx, phone: " " })).toMatchObject({
      kind: "inactive",
      labelKey: "call_us",
    });
  });

  it("a site-relative sales URL is kept", () => {
    const button = eventSalesButton(event("on_sale", { sales_url: "/pagina/reserveren" }), ctx);
    expect(button).toMatchObject({ kind: "link", href: "/pagina/reserveren", newTab: false });
  });

  it("takes the label override from overrideSalesButtonText, else data.bestelbutton", () => {
    expect(
      eventSalesButton(
        event("on_sale", { overrideSalesButtonText: "Reserveer", data: { bestelbutton: "Koop" } }),
        ctx,
      ),
    ).toMatchObject({ labelOverride: "Reserveer", labelKey: "on_sale" });
    expect(
      eventSalesButton(
        event("sold_out", { overrideSalesButtonText: " ", data: { bestelbutton: "Vol!" } }),
        ctx,
      ),
    ).toMatchObject({ kind: "inactive", labelOverride: "Vol!" });
  });

  it("keeps the disabled message even with an override", () => {
    const button = eventSalesButton(
      event("sales_finished", { overrideSalesButtonText: "Bestel" }),
      ctx,
    );
    expect(button).toEqual({
      kind: "message",
      status: "sales_finished",
      labelKey: "sales_finished",
    });
  });

  it("passes unknown status ids to the caller and sells", () => {
    const onUnknown = vi.fn();
    const button = eventSalesButton(
      event("on_sale", { data: { statusID: "4242" } }),
      ctx,
      onUnknown,
    );
    expect(button).toMatchObject({ kind: "link", status: "on_sale" });
    expect(onUnknown).toHaveBeenCalledWith("4242");
  });
});

describe("productionSalesButton", () => {
  const pctx = { ...ctx, playDatesHref: "#speeldata" };

  it("is null without events", () => {
    expect(productionSalesButton([], pctx)).toBeNull();
  });

  it("links straight to the sales page of the only event", () => {
    const button = productionSalesButton([event("last_chance")], { ...pctx, referral: "r1" });
    expect(button).toEqual({
      kind: "link",
      status: "last_chance",
      colour: "orange",
      labelKey: "last_chance",
      href: `${SHOP}?r=r1`,
      newTab: false,
      tel: false,
    });
  });

  it("links to the play dates with several events, in the same tab", () => {
    const button = productionSalesButton(
      [event("sold_out"), event("on_sale", { sales_url: PARTNER }), event("last_chance")],
      { ...pctx, playDatesHref: "/voorstelling/x#speeldata" },
    );
    expect(button).toEqual({
      kind: "link",
      status: "on_sale",
      colour: "green",
      labelKey: "on_sale",
      href: "/voorstelling/x#speeldata",
      newTab: false,
      tel: false,
    });
  });

  it("leads to the play dates for call_us too when there are several events", () => {
    const button = productionSalesButton([event("call_us"), event("sold_out")], pctx);
    expect(button).toMatchObject({ kind: "link", colour: "red", href: "#speeldata", tel: false });
  });

  it("shows the combined status when nothing can be bought", () => {
    expect(
      productionSalesButton([event("sold_out"), event("cancelled"), event("sold_out")], pctx),
    ).toEqual({ kind: "inactive", status: "sold_out", colour: "brown", labelKey: "sold_out" });
    expect(
      productionSalesButton([event("show_finished"), event("sales_not_started")], pctx),
    ).toEqual({ kind: "message", status: "sales_not_started", labelKey: "sales_not_started" });
  });

  it("uses the page-level override text over the event's own", () => {
    const single = event("on_sale", { overrideSalesButtonText: "Event tekst" });
    expect(
      productionSalesButton([single], { ...pctx, overrideText: "Pagina tekst" }),
    ).toMatchObject({ labelOverride: "Pagina tekst" });
    expect(productionSalesButton([single], { ...pctx, overrideText: "" })).toMatchObject({
      labelOverride: "Event tekst",
    });
    expect(
      productionSalesButton([event("sold_out"), event("free")], {
        ...pctx,
        overrideText: "Pagina tekst",
      }),
    ).toMatchObject({ kind: "inactive", labelOverride: "Pagina tekst" });
  });

  it("ignores per-event overrides when several events are combined", () => {
    const button = productionSalesButton(
      [event("on_sale", { overrideSalesButtonText: "Alleen deze" }), event("on_sale")],
      pctx,
    );
    expect(button).not.toHaveProperty("labelOverride");
  });

  it("does not put an override on a disabled message", () => {
    expect(
      productionSalesButton([event("sales_not_started")], { ...pctx, overrideText: "Bestel" }),
    ).toEqual({ kind: "message", status: "sales_not_started", labelKey: "sales_not_started" });
  });

  it("reports each unknown status id", () => {
    const onUnknown = vi.fn();
    productionSalesButton(
      [
        event("on_sale", { data: { statusID: "1" } }),
        event("on_sale", { data: { statusID: "2" } }),
      ],
      pctx,
      onUnknown,
    );
    expect(onUnknown.mock.calls).toEqual([["1"], ["2"]]);
  });
});

// Issue 38: with the page's clock in the context, the button follows the start time.
describe("sales buttons at the page's now", () => {
  const before = testSales({ now: new Date("2026-11-23T18:59:00Z") });
  const after = testSales({ now: new Date("2026-11-23T19:01:00Z") });

  it("turns an on-sale performance into the started message from its start time on", () => {
    expect(eventSalesButton(event("on_sale"), before)).toMatchObject({ kind: "link" });
    expect(eventSalesButton(event("on_sale"), after)).toEqual({
      kind: "message",
      status: "show_started",
      labelKey: "show_started",
    });
  });

  it("reads an early show_started flag as sales closed, not as started", () => {
    expect(eventSalesButton(event("show_started"), before)).toMatchObject({
      kind: "message",
      status: "sales_finished",
    });
  });

  it("leads a production to what is still on sale once one performance has started", () => {
    const later = event("on_sale", { id: "2", start_date: "2026-11-24T20:00:00+01:00" });
    const button = productionSalesButton([event("on_sale"), later], {
      ...after,
      playDatesHref: "#speeldata",
    });
    expect(button).toMatchObject({ kind: "link", status: "on_sale", href: "#speeldata" });
    const onlyStarted = productionSalesButton([event("last_chance")], {
      ...after,
      playDatesHref: "#speeldata",
    });
    expect(onlyStarted).toMatchObject({ kind: "message", status: "show_started" });
  });
});
