// The contexts a server-rendered part that has not hydrated yet holds at their hydration values:
// a deferred island (./deferred-island) until it is live, an on-demand part (./lazy-component)
// until its code has come. React marks a server-rendered Suspense boundary that has not
// hydrated as changed whenever a context above it changes. A change in a transition only makes
// it hydrate sooner (an island then loads straight away); an urgent one (a click, a popstate, a
// state set in an effect or after a fetch) makes React drop the server HTML, draw the fallback
// and report error #421. The router changes its state right after every page load (it adds the
// routes the page links to), Remix re-renders its context on every location change (a skip
// link's #main is one), and the wish list arrives after a fetch: holding these keeps such a
// part as server HTML until it hydrates with the values it was drawn with. Every context whose
// value can change after the first render and that such a part may read belongs here.
import { UNSAFE_RemixContext } from "@remix-run/react";
import { type Context, createElement, type ReactNode, useContext, useState } from "react";
import {
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from "react-router";
import { TranslationContext } from "~/i18n/react";
import { SiteContext } from "../shell/site-context";
import { WishlistContext } from "../wishlist/wishlist-context";

const HELD_CONTEXTS = [
  // The router: state (navigations, fetchers, route patches), the location, the route's matches.
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  // Remix's manifest and route modules: a new object after every location change.
  UNSAFE_RemixContext,
  // The site's own: config and texts change with the language, the wish list with a heart.
  SiteContext,
  TranslationContext,
  WishlistContext,
] as unknown as readonly Context<unknown>[];

/**
 * The held contexts' values: those of the first render until `live`, so a change above does not
 * reach the server HTML, then the current ones. The switch to `live` must be a transition
 * (startTransition): it hands the part every change made in the meantime at once.
 */
export function useHeldContexts(live: boolean): unknown[] {
  // biome-ignore lint/correctness/useHookAtTopLevel: a constant list, the same hooks every render
  const current = HELD_CONTEXTS.map((context) => useContext(context));
  const [first] = useState(current);
  return live ? current : first;
}

/** `children` under providers of the held contexts with `values` (from useHeldContexts). */
export function provideHeld(values: unknown[], children: ReactNode): ReactNode {
  return HELD_CONTEXTS.reduceRight<ReactNode>(
    (tree, context, index) => createElement(context.Provider, { value: values[index] }, tree),
    children,
  );
}
