// Saving a cookie choice in the browser (forms spec §4.5, §7.5): the spec's localStorage values,
// Google consent mode, the analytics event, and the cookie the server reads (so it leaves the
// banner out of the next page), the last through the same route a no-JS form posts to.
import { useFetcher, useLocation } from "@remix-run/react";
import { type ConsentChoice, storeConsent } from "~/models/consent/consent";
import { consentEvent } from "~/models/consent/data-layer";
import { href } from "~/route-table.js";
import { pushToDataLayer, updateGoogleConsent } from "../runtime/analytics";
import { useSite } from "../shell/site-context";

export function useSaveConsent() {
  const fetcher = useFetcher();
  const { locale } = useSite();
  const { pathname } = useLocation();
  return (choice: ConsentChoice, action: "accept" | "refuse" | "change") => {
    storeConsent(() => window.localStorage, choice);
    updateGoogleConsent(choice);
    pushToDataLayer(consentEvent(action, choice));
    fetcher.submit(
      { choice, mode: "fetch", return: pathname },
      { method: "post", action: href("consent", locale) },
    );
  };
}
