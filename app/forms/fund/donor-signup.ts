// Donor sign-up (forms spec §7.2 word-donateur, §9.1 donor categories): the first form on the
// multi-step engine. The payload is firstName, lastName, email, phone and donationLevel; the
// level values name the categories of the fund page (mocks/fixtures/pages-fund.ts).
import { formatEuro } from "~/models/text/euro";
import type { MultiStepConfig } from "../multi-step/config";

/** A category's name with its range a year (§9.1), amounts written as on every form. */
const level = (value: string, nl: string, en: string, from: number, to?: number) => {
  const range = (word: string) =>
    to === undefined ? `${word} ${formatEuro(from)}` : `${formatEuro(from)} – ${formatEuro(to)}`;
  return { value, label: { nl: `${nl} (${range("vanaf")})`, en: `${en} (${range("from")})` } };
};

export const DONOR_LEVELS = [
  level("vriend", "Vriend", "Friend", 1250, 2500),
  level("trotse-fries", "Trotse Fries", "Proud Frisian", 2500, 5000),
  level("moedige-volbloed", "Moedige Volbloed", "Brave Thoroughbred", 5000, 12500),
  level("onstuimige-lippizaner", "Onstuimige Lippizaner", "Spirited Lipizzaner", 12500, 25000),
  level("gouden-hoefijzer", "Gouden Hoefijzer", "Golden Horseshoe", 25000),
] as const;

export const donorSignup: MultiStepConfig = {
  intent: "donor-signup",
  endpoint: "/api/services/forms/word-donateur?lang={lang}",
  success: "forms.donor.success",
  steps: [
    {
      title: "forms.donor.stepName",
      fields: [
        {
          name: "firstName",
          type: "text",
          description: "forms.donor.firstName",
          required: true,
          autoComplete: "given-name",
        },
        {
          name: "lastName",
          type: "text",
          description: "forms.donor.lastName",
          required: true,
          autoComplete: "family-name",
        },
      ],
    },
    {
      title: "forms.donor.stepContact",
      fields: [
        { name: "email", type: "email", description: "forms.donor.email", required: true },
        {
          name: "phone",
          type: "text",
          format: "phone",
          description: "forms.donor.phone",
          required: true,
        },
      ],
    },
    {
      title: "forms.donor.stepLevel",
      fields: [
        {
          name: "donationLevel",
          type: "radio",
          description: "forms.donor.level",
          required: true,
          options: DONOR_LEVELS,
        },
      ],
    },
  ],
};
