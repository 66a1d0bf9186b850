import { describe, expect, it } from "vitest";
import { applyingOnly, conditionHolds, isRequired, valuesOf } from "./fields";

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

describe("applyingOnly", () => {
  const conditional = [
    { name: "customAmount", showWhen: { field: "amount", values: ["custom"] } },
    { name: "note", showWhen: { field: "customAmount", values: ["", "0"], not: true } },
  ];
  const posted = (entries: Record<string, string>) => new URLSearchParams(entries);

  it("drops a field whose condition does not hold, and keeps it while it does", () => {
    const kept = applyingOnly(posted({ amount: "25", customAmount: "2.49" }), conditional);
    expect([...kept.keys()]).toEqual(["amount"]);
    const custom = applyingOnly(posted({ amount: "custom", customAmount: "3" }), conditional);
    expect(custom.get("customAmount")).toBe("3");
  });

  it("weighs a chain in order: a field behind a dropped one goes too", () => {
    const kept = applyingOnly(
      posted({ amount: "25", customAmount: "5", note: "for the roof" }),
      conditional,
    );
    expect([...kept.keys()]).toEqual(["amount"]);
  });

  it("keeps the kind of form data it was given", () => {
    const data = new FormData();
    data.append("amount", "25");
    data.append("customAmount", "1");
    const kept = applyingOnly(data, conditional);
    expect(kept).toBeInstanceOf(FormData);
    expect(kept.has("customAmount")).toBe(false);
    expect(applyingOnly(data, undefined)).toBe(data);
  });
});
