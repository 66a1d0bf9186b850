// Where a fund page shows the fund contact form. Like PageFormSlot, its code (conform, valibot,
// the schema) is loaded only by pages that show it; the server renders it in place, so it works
// as a plain POST before the chunk has arrived.
import { lazyComponent } from "../runtime/lazy-component";

const FundContactForm = lazyComponent(".content-page__sidebar .field-form", () =>
  import("../forms/fund-contact-form").then((module) => module.FundContactForm),
);

export function FundContactSlot() {
  return <FundContactForm />;
}
