import { describe, expect, it } from "vitest";
import { orderFromAnswer, PUSHED_ORDERS_KEY, pushOrderOnce } from "./order-layer";

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

describe("orders for the data layer", () => {
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
