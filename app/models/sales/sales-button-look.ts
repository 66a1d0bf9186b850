// What a sales button's view reads (components/ui/sales-button.tsx): the page's loader data carries
// this much of a SalesButton and no more. The status and the tel flag serve the server's rules
// (filters, structured data, order tracking), not the drawing of the button.

import type { EventStatus } from "./event-status";
import type { SalesButton } from "./sales-button";
import { buttonColour, isButtonStatus, isLinkStatus, type SalesButtonColour } from "./sales-states";

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

/**
 * The least a page sends for a button whose look the browser rebuilds (salesButtonFromFacts):
 * kind, colour and label follow from the status, so only the status,
 * the link while it is one and a label override travel.
 */
export type SalesButtonFacts = {
  status: EventStatus;
  /** The sales link; present only while the button is a link. */
  href?: string;
  /** Present (true) only for a sales link that opens in a new tab. */
  newTab?: true;
  labelOverride?: string;
};

export function salesButtonFacts(button: SalesButton): SalesButtonFacts {
  return {
    status: button.status,
    ...(button.kind === "link" ? { href: button.href } : {}),
    ...(button.kind === "link" && button.newTab ? { newTab: true as const } : {}),
    ...("labelOverride" in button && button.labelOverride
      ? { labelOverride: button.labelOverride }
      : {}),
  };
}

/** The look the facts make: the button the server's rules would have drawn (spec §4). */
export function salesButtonFromFacts(facts: SalesButtonFacts): SalesButtonLook {
  const { status, labelOverride } = facts;
  const override = labelOverride ? { labelOverride } : {};
  if (!isButtonStatus(status)) return { kind: "message", labelKey: status };
  if (facts.href && isLinkStatus(status)) {
    return {
      kind: "link",
      colour: buttonColour(status),
      labelKey: status,
      href: facts.href,
      ...(facts.newTab ? { newTab: true } : {}),
      ...override,
    };
  }
  return { kind: "inactive", colour: "brown", labelKey: status, ...override };
}
