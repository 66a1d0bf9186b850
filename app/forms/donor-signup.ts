// Donor sign-up (forms spec §7.2 word-donateur, §9.1 donor categories): the first form on the
// multi-step engine. The payload is firstName, lastName, email, phone and donationLevel; the
// level values name the categories of the fund page (mocks/fixtures/pages-fund.ts).
import type { MultiStepConfig } from "./multi-step/config";

export const DONOR_LEVELS = [
  { value: "vriend", label: { nl: "Vriend (€ 1.250 – € 2.500)", en: "Friend (€1,250 – €2,500)" } },
  {
    value: "trotse-fries",
    label: { nl: "Trotse Fries (€ 2.500 – € 5.000)", en: "Proud Frisian (€2,500 – €5,000)" },
  },
  {
    value: "moedige-volbloed",
    label: {
      nl: "Moedige Volbloed (€ 5.000 – € 12.500)",
      en: "Brave Thoroughbred (€5,000 – €12,500)",
    },
  },
  {
    value: "onstuimige-lippizaner",
    label: {
      nl: "Onstuimige Lippizaner (€ 12.500 – € 25.000)",
      en: "Spirited Lipizzaner (€12,500 – €25,000)",
    },
  },
  {
    value: "gouden-hoefijzer",
    label: { nl: "Gouden Hoefijzer (vanaf € 25.000)", en: "Golden Horseshoe (from €25,000)" },
  },
] as const;

export const donorSignup: MultiStepConfig = {
  intent: "donor-signup",
  endpoint: "/api/services/forms/word-donateur?lang={lang}",
  success: "forms.donor.success",
  steps: [
    {
      title: "forms.donor.stepName",
      fields: [
        { name: "firstName", type: "text", description: "forms.donor.firstName", required: true },
        { name: "lastName", type: "text", description: "forms.donor.lastName", required: true },
      ],
    },
    {
      title: "forms.donor.stepContact",
      fields: [
        { name: "email", type: "email", description: "forms.donor.email", required: true },
        { name: "phone", type: "text", description: "forms.donor.phone", required: true },
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
