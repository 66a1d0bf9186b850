import { parseWithValibot } from "@conform-to/valibot";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  choices,
  date,
  email,
  lines,
  longText,
  oneLine,
  phone,
  text,
  todayInAmsterdam,
  wholeNumber,
} from "./schema-parts";

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

afterEach(() => vi.useRealTimers());

describe("todayInAmsterdam", () => {
  it("uses the venue's calendar day, not UTC's", () => {
    expect(todayInAmsterdam(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(todayInAmsterdam(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(todayInAmsterdam(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

describe("date", () => {
  it("refuses a day before today in Amsterdam and accepts today", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T23:30:00Z"));
    expect(messages(date(true), "2026-11-22")).toEqual(["forms.errors.dateInPast"]);
    expect(messages(date(true), "2026-11-23")).toEqual([]);
    expect(messages(date(false), "2020-01-01")).toEqual([]);
  });
  it("asks for a date and rejects nonsense", () => {
    expect(messages(date(true), undefined)).toContain("forms.errors.required");
    expect(messages(date(true), "31-12-2026")).toContain("forms.errors.date");
  });
});

describe("email", () => {
  it("is required only when asked and then follows the loose pattern", () => {
    expect(messages(email(true), "")).toEqual(["forms.errors.emailRequired"]);
    expect(messages(email(false), "")).toEqual([]);
    expect(messages(email(false), "a b@c")).toEqual(["forms.errors.emailInvalid"]);
    expect(messages(email(true), " jan@example.nl ")).toEqual([]);
  });

  it("refuses a control character anywhere inside the address", () => {
    for (const bad of ["x\u0000@example.com", "x@exa\u0007mple.com", "x@example.com\u001b[0m"]) {
      expect(messages(email(true), bad)).toEqual(["forms.errors.emailInvalid"]);
    }
    expect(messages(email(true), "x@exa\r\nBcc: y@example.com")).toEqual([
      "forms.errors.emailInvalid",
    ]);
  });
});

describe("text", () => {
  it("strips control characters and turns a pasted line break into a space", () => {
    expect(oneLine("An\u0000na\r\nde\tVries\u0085x\u2028y")).toBe("Anna de Vries x y");
    expect(v.parse(text(true), " Jan\u0000\r\n ")).toBe("Jan");
    expect(messages(text(true), "\u0000\u0001")).toEqual(["forms.errors.required"]);
  });

  it("strips bidi overrides, isolates and zero-width characters from names and texts", () => {
    // "Anna" with a right-to-left override (the name after it would read backwards in a mail),
    // a zero-width space, joiner and non-joiner, a word joiner, a BOM and an isolate.
    const disguised = "\u202EAn\u200Bna\u200C \u200Dde\u2060 \uFEFFVries\u2066\u2069\u202A\u202C";
    expect(v.parse(text(true), disguised)).toBe("Anna de Vries");
    expect(v.parse(longText(false), "Regel\u202E een\n\u200Btwee")).toBe("Regel een\ntwee");
    for (const invisible of ["\u202A", "\u202D", "\u2067", "\u2068", "\u200B", "\uFEFF"]) {
      expect(messages(text(true), invisible)).toEqual(["forms.errors.required"]);
    }
    // What is visible stays: accents, other scripts, an apostrophe and a hyphen.
    expect(v.parse(text(true), "Zoë O'Brien-Ῥόδος")).toBe("Zoë O'Brien-Ῥόδος");
  });

  it("keeps the lines of a long text, without the other control characters", () => {
    expect(lines("a\r\nb\rc\u2028d\u0000\te")).toBe("a\nb\nc\nd\te");
    expect(v.parse(longText(false), "Eerste regel\r\nTweede\u0007 regel")).toBe(
      "Eerste regel\nTweede regel",
    );
  });
});

describe("choices", () => {
  it("reads none ticked as an empty list, which is sent, and one as a list of one", () => {
    const extras = v.object({ extras: choices(["a", "b"]) });
    const none = parseWithValibot(new URLSearchParams(), { schema: extras });
    expect(none.status === "success" && none.value).toEqual({ extras: [] });
    const one = parseWithValibot(new URLSearchParams("extras=b"), { schema: extras });
    expect(one.status === "success" && one.value).toEqual({ extras: ["b"] });
    const wrong = parseWithValibot(new URLSearchParams("extras=c"), { schema: extras });
    expect(wrong.status).toBe("error");
  });
});

describe("phone", () => {
  it("takes the usual notations and refuses short or lettered numbers", () => {
    expect(messages(phone(true), "020 123 45 67")).toEqual([]);
    expect(messages(phone(true), "+31 (0)20-1234567")).toEqual([]);
    expect(messages(phone(true), "12345")).toEqual(["forms.errors.phoneInvalid"]);
    expect(messages(phone(true), "call me")).toEqual(["forms.errors.phoneInvalid"]);
    expect(messages(phone(true), "abc")).toEqual(["forms.errors.phoneInvalid"]);
    expect(messages(phone(true), "1234567890123456")).toEqual(["forms.errors.phoneInvalid"]);
    expect(messages(phone(false), "")).toEqual([]);
  });
});

describe("wholeNumber", () => {
  it("turns text into a number within the range", () => {
    expect(v.parse(wholeNumber(1, 5), "3")).toBe(3);
    expect(messages(wholeNumber(1, 5), "0")).toEqual(["forms.errors.number"]);
    expect(messages(wholeNumber(1, 5), "2.5")).toEqual(["forms.errors.number"]);
    expect(messages(wholeNumber(1, 5), "")).toContain("forms.errors.required");
  });
});
