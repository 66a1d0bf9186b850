import { describe, expect, it } from "vitest";
import { conditionHolds, isRequired, valuesOf } from "./fields";

describe("conditions", () => {
  const values = { subject: "other", extras: ["a", "b"] };
  it("holds when the field has one of the values", () => {
    expect(conditionHolds({ field: "subject", values: ["other"] }, values)).toBe(true);
    expect(conditionHolds({ field: "subject", values: ["tickets"] }, values)).toBe(false);
  });
  it("reads lists and negation", () => {
    expect(conditionHolds({ field: "extras", values: ["b"] }, values)).toBe(true);
    expect(conditionHolds({ field: "missing", values: ["0"], not: true }, values)).toBe(true);
    expect(conditionHolds({ field: "subject", values: ["other"], not: true }, values)).toBe(false);
  });
  it("holds without a condition", () => {
    expect(conditionHolds(undefined, {})).toBe(true);
  });
  it("makes a field required only while its condition holds", () => {
    const field = {
      name: "x",
      kind: "text" as const,
      label: { text: "x" },
      requiredWhen: { field: "subject", values: ["other"] },
    };
    expect(isRequired(field, { subject: "other" })).toBe(true);
    expect(isRequired(field, { subject: "tickets" })).toBe(false);
  });
});

describe("valuesOf", () => {
  it("keeps single values as strings and repeated ones as lists", () => {
    const data = new FormData();
    data.append("a", "1");
    data.append("b", "x");
    data.append("b", "y");
    expect(valuesOf(data)).toEqual({ a: "1", b: ["x", "y"] });
  });
});
