// The contexts a deferred island (./deferred-island) holds at their hydration values until it
// is live. React marks a server-rendered Suspense boundary that has not hydrated yet as changed
// whenever a context above it changes, and then hydrates it at once; the router changes its
// state right after every page load (it adds the routes the page links to), so without this
// every island would load straight away. Holding these keeps an island as server HTML until it
// is about to be seen. A context left off this list is still correct: its change only makes
// the islands load early. Every context whose value can change after the first render and that
// an island's components may read belongs here.
import { UNSAFE_RemixContext } from "@remix-run/react";
import type { Context } from "react";
import {
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
} from "react-router";
import { TranslationContext } from "~/i18n/react";
import { SiteContext } from "./site-context";
import { WishlistContext } from "./wishlist-context";

export const HELD_CONTEXTS = [
  // The router: state (navigations, fetchers, route patches), the location, the route's matches.
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  // Remix's manifest and route modules: a new object after every navigation.
  UNSAFE_RemixContext,
  // The site's own: config and texts change with the language, the wish list with a heart.
  SiteContext,
  TranslationContext,
  WishlistContext,
] as unknown as readonly Context<unknown>[];
