// The meeting room request with no extra facility ticked (issue 37): the site sends
// `extra_facilities: []`, which the contract allows (docs/content-api.md), and the request is
// thanked, with one call.
import type { Page } from "@playwright/test";
import { serviceCalls } from "./support";
import { expect } from "./test";

export async function requestMeetingWithoutExtras(page: Page, company: string) {
  await page.goto("/pagina/zakelijk-reserveren-formulier");
  const form = page.locator("form#meeting");
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel(/^Bedrijfsnaam/).fill(company);
  await form.getByLabel(/^Naam contactpersoon/).fill("Jan Jansen");
  await form.getByLabel(/^E-mailadres contactpersoon/).fill("jan@example.nl");
  await form.getByLabel(/^Factuuradres/).fill("Houthavenkade 12\n1013 BD Amsterdam");
  await form.getByLabel(/^Gewenste datum/).fill(tomorrow);
  await form.getByLabel(/^Aantal personen/).fill("12");
  await form.getByLabel("4 uur, zonder lunch").check();
  await form.getByLabel("Blokopstelling").check();
  await form.getByLabel(/algemene voorwaarden/).check();
  await form.getByLabel(/huisregels/).check();
  await form.getByLabel(/gedeeld|delen/).check();
  await form.getByRole("button", { name: "Offerte aanvragen" }).click();
  await expect(page.getByText(/Bedankt voor uw aanvraag/)).toBeVisible();
  const calls = await serviceCalls(company);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.body).toMatchObject({ company_name: company, extra_facilities: [] });
}
