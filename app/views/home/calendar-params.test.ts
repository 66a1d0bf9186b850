import { describe, expect, it } from "vitest";
import { onlyCalendarChanged } from "./calendar-params";

const at = (path: string) => new URL(path, "https://theater.test");

describe("onlyCalendarChanged", () => {
  it("is true for a month, day or item choice in either language", () => {
    expect(onlyCalendarChanged(at("/"), at("/?maand=2026-12"))).toBe(true);
    expect(onlyCalendarChanged(at("/?maand=2026-12"), at("/?dag=2026-12-03&item=1"))).toBe(true);
    expect(onlyCalendarChanged(at("/en?month=2026-12"), at("/en?day=2026-12-04"))).toBe(true);
  });

  it("is false when anything else changes, or nothing does", () => {
    expect(onlyCalendarChanged(at("/"), at("/"))).toBe(false);
    expect(onlyCalendarChanged(at("/?maand=2026-12"), at("/en?month=2026-12"))).toBe(false);
    expect(onlyCalendarChanged(at("/?maand=2026-12"), at("/?maand=2026-12&ref=abc"))).toBe(false);
    expect(onlyCalendarChanged(at("/?ref=a&maand=1"), at("/?ref=b&maand=2"))).toBe(false);
    expect(onlyCalendarChanged(at("/agenda"), at("/?maand=2026-12"))).toBe(false);
  });
});
