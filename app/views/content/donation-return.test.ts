import { describe, expect, it } from "vitest";
import { pushOnce } from "../../models/sales/order-layer";
import {
  donationEvent,
  donationPurpose,
  donationView,
  parsePaymentReference,
} from "./donation-return";

const paid = { reference: "a1b2c3d4e5f60718", amount: 25, special: null, status: "paid" } as const;

describe("donation return", () => {
  it("takes a URL-safe reference of 6 to 64 characters only", () => {
    expect(parsePaymentReference("a1b2c3d4e5f60718")).toBe("a1b2c3d4e5f60718");
    for (const bad of [null, "", "abc", "a".repeat(65), "a1b2c3/../x", "a1b2c3 d4", "<script>"]) {
      expect(parsePaymentReference(bad)).toBeNull();
    }
  });

  it("shows amount and purpose only for a paid payment", () => {
    expect(donationView({ ...paid, amount: 1000, special: "cultuurverbindt" })).toEqual({
      state: "paid",
      reference: "a1b2c3d4e5f60718",
      value: 1000,
      amount: "€\u00a01.000",
      purpose: "cultuurverbindt",
    });
    for (const status of ["open", "cancelled", "failed", "expired"] as const) {
      expect(donationView({ ...paid, status })).toEqual({ state: "unconfirmed" });
    }
    expect(donationView(null)).toEqual({ state: "unconfirmed" });
  });

  it("names only earmarks it knows; anything else is a gift to the fund", () => {
    expect(donationPurpose("musical")).toBe("musical");
    expect(donationPurpose("toegankelijkheid")).toBe("toegankelijkheid");
    expect(donationPurpose(null)).toBe("general");
    expect(donationPurpose("<b>iets</b>")).toBe("general");
  });

  it("pushes one donation event per payment, also after a reload", () => {
    const view = donationView(paid);
    if (view.state !== "paid") throw new Error("paid");
    const pushed: unknown[] = [];
    const store = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    const once = () =>
      pushOnce(
        { push: (e) => pushed.push(e) },
        storage,
        { key: "pushedDonations", id: view.reference },
        donationEvent(view),
      );
    expect(once()).toBe(true);
    expect(once()).toBe(false);
    expect(pushed).toEqual([
      {
        event: "donation",
        ecommerce: {
          transaction_id: "a1b2c3d4e5f60718",
          value: 25,
          currency: "EUR",
          items: [{ item_id: "general", item_name: "donation", price: 25, quantity: 1 }],
        },
      },
    ]);
  });
});
