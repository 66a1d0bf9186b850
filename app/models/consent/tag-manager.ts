// The inline script at the top of every document (forms spec §7.5): it creates the data layer,
// sets Google consent mode's defaults before anything reads them, applies the visitor's stored
// choice, and loads the tag manager only when GTM_ID is configured. Built here as a string so
// the exact script is unit-tested; the document adds the CSP nonce, which the tag manager's
// script element inherits (the CSP's 'strict-dynamic' trusts what a nonced script inserts).
import { CHOICE_KEY, type ConsentChoice, DEFAULT_CHOICE, googleConsent } from "./consent";

export const GTM_ORIGIN = "https://www.googletagmanager.com";

export function tagManagerHeadScript({
  gtmId,
  cookieChoice,
}: {
  gtmId: string | null;
  /** The choice the request's cookie carried; the browser's own storage wins when it has one. */
  cookieChoice: ConsentChoice | null;
}): string {
  const lines = [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments)}",
    `gtag("consent","default",${JSON.stringify(googleConsent(DEFAULT_CHOICE))});`,
    `var c=${JSON.stringify(cookieChoice)};`,
    `try{c=localStorage.getItem(${JSON.stringify(CHOICE_KEY)})||c}catch(e){}`,
    `if(c==="personalized")gtag("consent","update",${JSON.stringify(googleConsent("personalized"))});`,
  ];
  // The id passed the env schema (GTM-[A-Z0-9]+); JSON.stringify keeps it a plain string anyway.
  if (gtmId) {
    lines.push(
      'dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
      "(function(d){var s=d.createElement('script'),n=d.currentScript&&d.currentScript.nonce;",
      `s.async=true;s.src=${JSON.stringify(`${GTM_ORIGIN}/gtm.js?id=`)}+encodeURIComponent(${JSON.stringify(gtmId)});`,
      "if(n)s.setAttribute('nonce',n);d.head.appendChild(s)})(document);",
    );
  }
  return lines.join("");
}
