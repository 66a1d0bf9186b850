import type { Page } from "@playwright/test";
import { expect } from "./test";

// Every production layout with performances, NL and EN: the regular list, the month calendar
// (the musical and the nutcracker), the premiere's per-performance sales, the lottery page.
export const PAGES = [
  { path: "/voorstelling/hamlet", name: /^Zet in agenda: / },
  { path: "/voorstelling/premiere-de-grote-musical", name: /^Zet in agenda: / },
  { path: "/en/show/de-grote-musical-premiere", name: /^Add to calendar: / },
  { path: "/voorstelling/de-grote-musical", name: /^Zet in agenda: / },
  { path: "/en/show/de-grote-musical", name: /^Add to calendar: / },
  { path: "/voorstelling/de-grote-musical-mythical-monday-lottery", name: /^Zet in agenda: / },
  { path: "/en/show/de-grote-musical-mythical-monday-lottery", name: /^Add to calendar: / },
  { path: "/voorstelling/de-notenkraker", name: /^Zet in agenda: / },
  { path: "/en/show/the-nutcracker", name: /^Add to calendar: / },
  { path: "/voorstelling/klassiek-op-zondag-amstel-kwartet", name: /^Zet in agenda: / },
  { path: "/en/show/sunday-classics-amstel-quartet", name: /^Add to calendar: / },
] as const;

/** A visible "add to calendar" link for a performance, whose file is a calendar event. */
export async function expectCalendarFile(page: Page, name: RegExp) {
  const link = page.getByRole("link", { name }).locator("visible=true").first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/(zet-in-agenda|add-to-calendar)\/[^/]+$/);
  const answer = await page.request.get(href ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await answer.text()).toContain("BEGIN:VEVENT");
}
