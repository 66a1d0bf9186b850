import { describe, expect, it } from "vitest";
import {
  consentEvent,
  customEvent,
  maskLocation,
  orderFromAnswer,
  PUSHED_ORDERS_KEY,
  pageViewEvent,
  pushOrderOnce,
} from "./data-layer";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

describe("data layer", () => {
  it("masks the e-mail parameters of the location, and nothing else", () => {
    expect(maskLocation("https://x.example/bevestigen?email=a%40b.nl&actie=x")).toBe(
      "https://x.example/bevestigen?email=xxx&actie=x",
    );
    expect(maskLocation("https://x.example/p?emailadres=a@b.nl&EMAIL=c@d.nl#top")).toBe(
      "https://x.example/p?emailadres=xxx&EMAIL=xxx#top",
    );
    expect(maskLocation("https://x.example/p?e-mail=keep&q=1")).toBe(
      "https://x.example/p?e-mail=keep&q=1",
    );
    expect(maskLocation("not a url")).toBe("not a url");
  });

  it("builds a page view with title and masked location", () => {
    expect(pageViewEvent("Agenda", "https://x.example/agenda?email=a@b.nl")).toEqual({
      event: "pageView",
      title: "Agenda",
      location: "https://x.example/agenda?email=xxx",
    });
  });

  it("builds custom events with all four fields", () => {
    expect(customEvent({ category: "tickets", action: "click" })).toEqual({
      event: "customEventAnalytics",
      category: "tickets",
      action: "click",
      label: "",
      value: "",
    });
    expect(consentEvent("accept", "personalized")).toMatchObject({
      category: "cookie consent",
      action: "accept",
      label: "personalized",
    });
  });

  it("reads an order only with a transaction id", () => {
    expect(orderFromAnswer({ ecommerce: { transaction_id: 123, value: 50 } })).toEqual({
      ecommerce: { transaction_id: "123", value: 50 },
    });
    expect(orderFromAnswer({ ecommerce: {} })).toBeNull();
    expect(orderFromAnswer({ ecommerce: { transaction_id: " " } })).toBeNull();
    expect(orderFromAnswer(null)).toBeNull();
    expect(orderFromAnswer("x")).toBeNull();
  });

  it("pushes a transaction once, remembering it in storage", () => {
    const layer: unknown[] = [];
    const storage = memoryStorage();
    const order = { ecommerce: { transaction_id: "T1", value: 10 } };
    expect(pushOrderOnce(layer, () => storage, order)).toBe(true);
    expect(pushOrderOnce(layer, () => storage, order)).toBe(false);
    expect(layer).toEqual([{ event: "purchase", ecommerce: { transaction_id: "T1", value: 10 } }]);
    expect(JSON.parse(storage.values.get(PUSHED_ORDERS_KEY) ?? "")).toEqual(["T1"]);
    expect(pushOrderOnce(layer, () => storage, { ecommerce: { transaction_id: "T2" } })).toBe(true);
    expect(layer).toHaveLength(2);
  });

  it("pushes when storage is broken or holds garbage", () => {
    const layer: unknown[] = [];
    const garbage = memoryStorage();
    garbage.values.set(PUSHED_ORDERS_KEY, "{not json");
    expect(pushOrderOnce(layer, () => garbage, { ecommerce: { transaction_id: "T" } })).toBe(true);
    const broken = () => {
      throw new Error("disabled");
    };
    expect(pushOrderOnce(layer, broken, { ecommerce: { transaction_id: "T" } })).toBe(true);
  });
});
