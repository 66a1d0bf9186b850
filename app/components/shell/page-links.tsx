// The page's <link>s as Remix's <Links /> would write them, except stylesheets: the server writes
// their text into the head (two render-blocking requests would hold the first paint of every
// template, 130–370 ms in Lighthouse's mobile run, for 6–8 kB of CSS). The browser keeps that
// text while it hydrates; a route reached later by client navigation gets a plain <link>, which
// Remix has already loaded before the transition (it prefetches the next route's stylesheets
// from the same `links` exports). Remix 2 is frozen, so reading its context is stable here.
import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { createContext, type ReactNode, useContext } from "react";

type Descriptor = Record<string, string | undefined> & { rel?: string; href?: string };

/** On the server: a stylesheet's text by its href, or null to leave it a <link>. */
const InlineCss = createContext<((href: string) => string | null) | null>(null);
export const InlineCssProvider = InlineCss.Provider;

function inlinedInDocument(href: string): string | null {
  for (const style of document.head.querySelectorAll("style[data-href]")) {
    if (style.getAttribute("data-href") === href) return style.textContent;
  }
  return null;
}

function Stylesheet({ href }: { href: string }) {
  const inline = useContext(InlineCss);
  const text = inline ? inline(href) : inlinedInDocument(href);
  if (text === null) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}

export function PageLinks(): ReactNode {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const seen = new Set<string>();
  const links: Descriptor[] = [];
  for (const match of matches) {
    const module = remix?.routeModules[match.id];
    for (const link of (module?.links?.() ?? []) as Descriptor[]) {
      const key = JSON.stringify(link);
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(link);
    }
  }
  return links.map((link) =>
    link.rel === "stylesheet" && link.href ? (
      <Stylesheet key={link.href} href={link.href} />
    ) : (
      <link key={JSON.stringify(link)} {...link} />
    ),
  );
}
