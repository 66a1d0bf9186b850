// The donation return page (routes/donation-return.tsx): the payment provider sends the donor
// back with the payment's reference; what the page says about the gift comes from the CMS's
// answer for that reference, never from the address, which anyone can write.
import type { DataLayerEntry } from "../../models/consent/data-layer";
import { formatEuro } from "../../models/text/euro";

/** A payment reference as the CMS makes them: URL-safe, 6 to 64 characters. */
export function parsePaymentReference(value: string | null): string | null {
  return value !== null && /^[A-Za-z0-9_-]{6,64}$/.test(value) ? value : null;
}

/** The payment as the CMS reported it (app/services/forms/donations.server.ts checks the shape). */
export type Payment = {
  reference: string;
  amount: number;
  special: string | null;
  /** "paid" once the money is in; "open", "cancelled", "failed" or "expired" otherwise. */
  status: string;
};

/** What the gift was for: the earmark (`special`) the donation form sent, if we know it. */
export type DonationPurpose =
  | "general"
  | "cultuurverbindt"
  | "musical"
  | "duurzaamheid"
  | "toegankelijkheid";
const EARMARKS: readonly DonationPurpose[] = [
  "cultuurverbindt",
  "musical",
  "duurzaamheid",
  "toegankelijkheid",
];

export function donationPurpose(special: string | null): DonationPurpose {
  // An earmark this site does not know is still a gift to the fund: said as such, not echoed.
  return EARMARKS.find((earmark) => earmark === special) ?? "general";
}

export type DonationView =
  | {
      state: "paid";
      reference: string;
      value: number;
      amount: string;
      purpose: DonationPurpose;
    }
  /** Unknown, not (yet) paid, or the CMS could not say: one neutral message. */
  | { state: "unconfirmed" };

export function donationView(payment: Payment | null): DonationView {
  if (payment?.status !== "paid") return { state: "unconfirmed" };
  return {
    state: "paid",
    reference: payment.reference,
    value: payment.amount,
    amount: formatEuro(payment.amount),
    purpose: donationPurpose(payment.special),
  };
}

export const PUSHED_DONATIONS_KEY = "pushedDonations";

/** The data layer's donation event, in the shape of an ecommerce transaction. */
export function donationEvent(view: Extract<DonationView, { state: "paid" }>): DataLayerEntry {
  return {
    event: "donation",
    ecommerce: {
      transaction_id: view.reference,
      value: view.value,
      currency: "EUR",
      items: [{ item_id: view.purpose, item_name: "donation", price: view.value, quantity: 1 }],
    },
  };
}
