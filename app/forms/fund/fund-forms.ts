// Which one-page fund form a content page shows (forms spec §2.2): by the end of its path, on
// the fund variant only (§6). The multi-step ones are in multi-step-forms.ts.

import type { DrawnForm } from "../parts/drawn-form";
import { type FormPageFacts, type FundFormKind, fundFormKind } from "../parts/page-form-kind";
import { oneOffDonation } from "./one-off-donation";
import { partnerSignup } from "./partner-signup";
import {
  COMPANY_DONATION,
  GENERAL_DONATION,
  MUSICAL_DONATION,
  paymentDonation,
} from "./payment-donation";

const BY_KIND: Record<FundFormKind, DrawnForm> = {
  oneOffDonation: oneOffDonation(null),
  sustainabilityDonation: oneOffDonation("duurzaamheid"),
  accessibilityDonation: oneOffDonation("toegankelijkheid"),
  donation: paymentDonation(GENERAL_DONATION),
  companyDonation: paymentDonation(COMPANY_DONATION),
  musicalDonation: paymentDonation(MUSICAL_DONATION),
  partnerSignup,
};

export function fundFormFor(page: FormPageFacts): DrawnForm | null {
  const kind = fundFormKind(page);
  return kind ? BY_KIND[kind] : null;
}
