// On the donation return page: the paid donation goes to the data layer once per payment, as an
// order does on its thank-you page (./order-push.tsx). The page is the donor's own (private), so
// the verified donation comes with it; nothing to fetch. Draws nothing.
import { useEffect } from "react";
import { pushOnce } from "~/models/sales/order-layer";
import {
  type DonationView,
  donationEvent,
  PUSHED_DONATIONS_KEY,
} from "~/views/content/donation-return";
import { pushToDataLayer } from "../runtime/analytics";

export function DonationPush({ donation }: { donation: Extract<DonationView, { state: "paid" }> }) {
  useEffect(() => {
    pushOnce(
      { push: pushToDataLayer },
      () => window.localStorage,
      { key: PUSHED_DONATIONS_KEY, id: donation.reference },
      donationEvent(donation),
    );
  }, [donation]);
  return null;
}
