import { describe, expect, it, vi } from "vitest";
import type { ContentEvent } from "~/content/schema";
import {
  combineStatuses,
  EVENT_STATUSES,
  type EventStatus,
  eventStatus,
  isRelatable,
  leadingStatus,
} from "./event-status";

type StatusInput = Pick<ContentEvent, "sales_status" | "data">;
const onSale = (statusID: string | null | undefined): StatusInput => ({
  sales_status: "on_sale",
  data: { statusID },
});

describe("EVENT_STATUSES", () => {
  it("lists all twelve statuses once", () => {
    expect(EVENT_STATUSES).toHaveLength(12);
    expect(new Set(EVENT_STATUSES).size).toBe(12);
  });
});

describe("eventStatus", () => {
  it("maps every documented statusID under on_sale", () => {
    const cases: [string, EventStatus][] = [
      ["last_chance", "last_chance"],
      ["waiting_list", "waiting_list"],
      ["15685", "sold_out"],
      ["15680", "cancelled"],
      ["15681", "call_us"],
      ["15682", "free"],
      ["15684", "non_reservable"],
    ];
    for (const [statusID, expected] of cases) {
      expect(eventStatus(onSale(statusID)), statusID).toBe(expected);
    }
  });

  it("is on_sale without a statusID", () => {
    expect(eventStatus(onSale(null))).toBe("on_sale");
    expect(eventStatus(onSale(undefined))).toBe("on_sale");
    expect(eventStatus(onSale(""))).toBe("on_sale");
    expect(eventStatus(onSale("  "))).toBe("on_sale");
    expect(eventStatus({ sales_status: "on_sale", data: null })).toBe("on_sale");
    expect(eventStatus({ sales_status: "on_sale" })).toBe("on_sale");
  });

  it("accepts a number-like statusID with padding or leading zeros", () => {
    expect(eventStatus(onSale(" 15685 "))).toBe("sold_out");
    expect(eventStatus(onSale("015680"))).toBe("cancelled");
    expect(eventStatus(onSale("Last_Chance"))).toBe("last_chance");
    // A number slipping past the schema still matches.
    expect(eventStatus(onSale(15681 as unknown as string))).toBe("call_us");
  });

  it("falls back to on_sale for an unknown statusID and reports it", () => {
    const onUnknown = vi.fn();
    expect(eventStatus(onSale("99999"), onUnknown)).toBe("on_sale");
    expect(onUnknown).toHaveBeenCalledExactlyOnceWith("99999");
  });

  it("does not treat inherited object keys as status ids", () => {
    const onUnknown = vi.fn();
    expect(eventStatus(onSale("constructor"), onUnknown)).toBe("on_sale");
    expect(eventStatus(onSale("__proto__"), onUnknown)).toBe("on_sale");
    expect(onUnknown).toHaveBeenCalledTimes(2);
  });

  it("does not report known or empty ids", () => {
    const onUnknown = vi.fn();
    eventStatus(onSale("15685"), onUnknown);
    eventStatus(onSale(null), onUnknown);
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it("keeps the sales phase when not on sale, whatever the statusID", () => {
    const onUnknown = vi.fn();
    for (const phase of [
      "show_started",
      "show_finished",
      "sales_not_started",
      "sales_finished",
    ] as const) {
      expect(eventStatus({ sales_status: phase, data: { statusID: "15685" } })).toBe(phase);
      expect(eventStatus({ sales_status: phase, data: { statusID: "x" } }, onUnknown)).toBe(phase);
    }
    expect(onUnknown).not.toHaveBeenCalled();
  });
});

describe("combineStatuses", () => {
  it("collapses identical statuses, keeping first appearance", () => {
    expect(
      combineStatuses(["sold_out", "on_sale", "sold_out", "last_chance", "on_sale", "sold_out"]),
    ).toEqual(["sold_out", "on_sale", "last_chance"]);
  });

  it("is empty for no events", () => {
    expect(combineStatuses([])).toEqual([]);
  });
});

describe("leadingStatus", () => {
  it("picks the most actionable status", () => {
    expect(leadingStatus(["sold_out", "last_chance", "on_sale"])).toBe("on_sale");
    expect(leadingStatus(["sold_out", "last_chance"])).toBe("last_chance");
    expect(leadingStatus(["call_us", "waiting_list"])).toBe("waiting_list");
    expect(leadingStatus(["sold_out", "sales_not_started"])).toBe("sales_not_started");
    expect(leadingStatus(["show_finished", "sales_finished", "cancelled"])).toBe("cancelled");
  });

  it("follows the full priority order", () => {
    const order: EventStatus[] = [
      "on_sale",
      "last_chance",
      "waiting_list",
      "call_us",
      "sales_not_started",
      "free",
      "non_reservable",
      "sold_out",
      "cancelled",
      "sales_finished",
      "show_started",
      "show_finished",
    ];
    for (let i = 0; i < order.length; i++) {
      const rest = order.slice(i);
      expect(leadingStatus([...rest].reverse()), order[i]).toBe(order[i]);
    }
  });

  it("is null for no events", () => {
    expect(leadingStatus([])).toBeNull();
  });
});

describe("isRelatable", () => {
  it("is true when an event is on_sale, last_chance or call_us", () => {
    expect(isRelatable(["sold_out", "on_sale"])).toBe(true);
    expect(isRelatable(["last_chance"])).toBe(true);
    expect(isRelatable(["show_finished", "call_us"])).toBe(true);
  });

  it("is false otherwise, including waiting_list and no events", () => {
    expect(isRelatable(["waiting_list", "sold_out", "sales_not_started", "free"])).toBe(false);
    expect(isRelatable([])).toBe(false);
  });
});
