// What a sales button's view reads (components/sales-button.tsx): the page's loader data carries
// this much of a SalesButton and no more. The status and the tel flag serve the server's rules
// (filters, structured data, order tracking), not the drawing of the button.

import type { EventStatus } from "./event-status";
import type { SalesButton } from "./sales-button";
import type { SalesButtonColour } from "./sales-states";

export type SalesButtonLook =
  | {
      kind: "link";
      colour: SalesButtonColour;
      labelKey: EventStatus;
      href: string;
      /** Present (true) only for a link that opens in a new tab. */
      newTab?: boolean;
      labelOverride?: string;
    }
  | { kind: "inactive"; colour: SalesButtonColour; labelKey: EventStatus; labelOverride?: string }
  | { kind: "message"; labelKey: EventStatus };

export function salesButtonLook(button: SalesButton): SalesButtonLook {
  const override =
    "labelOverride" in button && button.labelOverride
      ? { labelOverride: button.labelOverride }
      : {};
  switch (button.kind) {
    case "link":
      return {
        kind: "link",
        colour: button.colour,
        labelKey: button.labelKey,
        href: button.href,
        ...(button.newTab ? { newTab: true } : {}),
        ...override,
      };
    case "inactive":
      return { kind: "inactive", colour: button.colour, labelKey: button.labelKey, ...override };
    case "message":
      return { kind: "message", labelKey: button.labelKey };
  }
}
