import { describe, expect, it } from "vitest";
import { checkedFieldsOnly } from "./checked-fields";

describe("checked fields", () => {
  it("counts only the named fields as checked", () => {
    const reply = { status: "error" as const, fields: ["a", "b", "c"] };
    expect(checkedFieldsOnly(reply, ["b", "x"])).toEqual({ status: "error", fields: ["b"] });
    expect(checkedFieldsOnly({}, ["b"])).toEqual({ fields: [] });
  });
});
