// Where a content page's form goes. Each family of forms (newsletter, theatre, fund, multi-step)
// is a chunk of its own that only its pages load, so a callback page never downloads the IBAN
// check and a donation page never the meeting form. The server still renders the form in place,
// so it works as a plain POST without JavaScript (see lazy-component.tsx).
import {
  fundFormKind,
  multiStepKind,
  newsletterPageKind,
  offersTheatreForm,
} from "~/forms/parts/page-form-kind";
import { lazyComponent } from "../runtime/lazy-component";

export type FormPageRef = {
  url: string;
  premiere: { heading: string; startTimes: readonly string[] } | null;
  fund: boolean;
  periodicEndpoint: string | null;
};

const NewsletterForm = lazyComponent(".content-page__main .newsletter-form", () =>
  import("../forms/newsletter-page-form").then((module) => module.NewsletterPageForm),
);
// The theatre's and the fund's forms draw the same form (FieldForm): a page with either loads both.
const SINGLE_STEP = ".content-page__main .field-form:not(.multi-step-form)";
const TheatreForm = lazyComponent(SINGLE_STEP, () =>
  import("../forms/page-forms-theatre").then((module) => module.TheatrePageForm),
);
const FundForm = lazyComponent(SINGLE_STEP, () =>
  import("../forms/page-forms-fund").then((module) => module.FundPageForm),
);
const MultiStepForm = lazyComponent(".multi-step-form", () =>
  import("../forms/page-forms-multi-step").then((module) => module.MultiStepPageForm),
);

export function PageFormSlot({ page }: { page: FormPageRef }) {
  const newsletter = newsletterPageKind(page.url);
  return (
    <>
      {multiStepKind(page) !== null && <MultiStepForm page={page} />}
      {newsletter && <NewsletterForm kind={newsletter} />}
      {fundFormKind(page) !== null && <FundForm page={page} />}
      {offersTheatreForm(page) && <TheatreForm page={page} />}
    </>
  );
}
