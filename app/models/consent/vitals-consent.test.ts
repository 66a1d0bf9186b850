import { describe, expect, it } from "vitest";
import { CHOICE_KEY } from "./consent";
import { currentChoice, vitalsAllowed } from "./vitals-consent";

const storage = (value: string | null) => () => ({
  getItem: (key: string) => (key === CHOICE_KEY ? value : null),
});
const broken = () => {
  throw new Error("storage disabled");
};

describe("currentChoice", () => {
  it("prefers the browser's stored choice over the cookie", () => {
    expect(currentChoice(storage("personalized"), "cookie_consent=basic")).toBe("personalized");
    expect(currentChoice(storage("basic"), "cookie_consent=personalized")).toBe("basic");
  });

  it("falls back to the cookie when storage has no valid choice or throws", () => {
    expect(currentChoice(storage(null), "cookie_consent=personalized")).toBe("personalized");
    expect(currentChoice(storage("everything"), "cookie_consent=personalized")).toBe(
      "personalized",
    );
    expect(currentChoice(broken, "a=1; cookie_consent=personalized")).toBe("personalized");
  });

  it("is null when the visitor has not chosen", () => {
    expect(currentChoice(storage(null), "")).toBeNull();
    expect(currentChoice(broken, null)).toBeNull();
  });
});

describe("vitalsAllowed", () => {
  it("allows vitals only after accepting all cookies", () => {
    expect(vitalsAllowed("personalized")).toBe(true);
    expect(vitalsAllowed("basic")).toBe(false);
    expect(vitalsAllowed(null)).toBe(false);
  });
});
