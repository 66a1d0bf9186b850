// The fund's party (forms spec §2.2 "party (Dutch and English): multi-step form"): who is
// coming, with how many and what they eat. The spec names neither fields nor service; ours are
// in docs/content-api.md ("Form services"). Guests and dietary wishes apply only to a 'yes'.
import type { MultiStepConfig } from "../multi-step/config";

const coming = { type: "hide", field: "attendance", values: ["yes"] } as const;

export const party: MultiStepConfig = {
  intent: "party",
  endpoint: "/api/services/forms/feest?lang={lang}",
  success: "donationForms.party.success",
  buttonText: "donationForms.party.submit",
  steps: [
    {
      title: "donationForms.party.stepGuest",
      fields: [
        {
          name: "firstName",
          type: "text",
          description: "donationForms.party.firstName",
          required: true,
          autoComplete: "given-name",
        },
        {
          name: "lastName",
          type: "text",
          description: "donationForms.party.lastName",
          required: true,
          autoComplete: "family-name",
        },
        { name: "email", type: "email", description: "donationForms.party.email", required: true },
        {
          name: "phone",
          type: "text",
          format: "phone",
          description: "donationForms.party.phone",
        },
      ],
    },
    {
      title: "donationForms.party.stepAttendance",
      fields: [
        {
          name: "attendance",
          type: "radio",
          description: "donationForms.party.attendance",
          required: true,
          options: [
            { value: "yes", label: "donationForms.party.yes" },
            { value: "no", label: "donationForms.party.no" },
          ],
        },
        {
          name: "guests",
          type: "select",
          description: "donationForms.party.guests",
          hint: "donationForms.party.comingHint",
          required: true,
          defaultValue: "1",
          options: ["1", "2", "3", "4"].map((value) => ({
            value,
            label: { nl: value, en: value },
          })),
          condition: coming,
        },
        {
          name: "diet",
          type: "textarea",
          description: "donationForms.party.diet",
          hint: "donationForms.party.comingHint",
          condition: coming,
        },
      ],
    },
    {
      title: "donationForms.party.stepFinal",
      fields: [
        { name: "comment", type: "textarea", description: "donationForms.party.comment" },
        { name: "newsletter", type: "checkbox", description: "donationForms.party.newsletter" },
      ],
    },
  ],
};
