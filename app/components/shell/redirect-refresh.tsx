// What every page may need of an external redirect: the meta tags and the no-JS refresh. The
// notice itself (./redirect-notice) is loaded only when a page shows one (./on-demand).
import type { MetaDescriptor } from "@remix-run/node";
import type { Messages } from "~/i18n/nl";
import type { ExternalRedirect } from "~/models/http/redirect";

export const EXTERNAL_REDIRECT_DELAY_MS = 2000;

export function redirectNoticeMeta(messages: Messages | null): MetaDescriptor[] {
  return [{ title: messages?.redirect.redirecting ?? "" }, { name: "robots", content: "noindex" }];
}

/**
 * Without JavaScript a refresh moves on after the same 2 s (the spec asks for it). It sits in
 * <noscript>, so visitors with scripts get the timer instead and are never refreshed twice. The
 * space after the semicolon is part of the conforming `content` syntax the HTML standard gives.
 */
export function RedirectRefresh({ target }: { target: ExternalRedirect }) {
  return (
    <noscript>
      <meta
        httpEquiv="refresh"
        content={`${EXTERNAL_REDIRECT_DELAY_MS / 1000}; url=${target.url}`}
      />
    </noscript>
  );
}
