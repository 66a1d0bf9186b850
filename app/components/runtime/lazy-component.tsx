// Components that only some pages show (the page forms with their validation library, the
// production calendar, the cookie banner, the error and redirect screens) are chunks of their
// own, loaded with React.lazy, so they stay out of every other page's JavaScript (decision 0041).
//
// Such a part is in the server's HTML, complete, and must not be left waiting for its code while
// the page hydrates: React 18 keeps a Suspense boundary whose code has not come as server HTML
// and drops that HTML, reporting error #421, when an urgent update (Remix re-renders its context
// on a popstate, e.g. a skip link's #main) reaches it first. So the code of every part the HTML
// holds is loaded before rendering starts, on both sides, and a part whose module is in renders
// it directly; React.lazy, with a <Suspense> of its own, is only the way in for a part that first
// shows later (a dialog, the banner on a cached page, a client-side navigation).
// - Server: every part's module is imported when the server build loads, and entry.server waits
//   for `partsLoaded()` before it renders (a settled promise after the first request), so no part
//   ever suspends there and the document is whole for a browser without JavaScript.
// - Browser: a part whose `selector` matches the served document is imported when its module
//   evaluates, with the route modules, before entry.client runs; entry.client waits for
//   `partsLoaded()` before it hydrates. A selector that misses its part's HTML shows as a
//   hydration error (the browser would draw a boundary the server did not): e2e/hydration-errors.
import { type ComponentType, lazy, Suspense, useState } from "react";

const loading: Promise<unknown>[] = [];

/** Settles when the modules of the parts this document holds (browser) or of all parts (server) are in. */
export function partsLoaded(): Promise<unknown> {
  return Promise.all(loading);
}

/**
 * A component in a chunk of its own, with its own Suspense boundary (fallback: nothing).
 * `selector` matches the server HTML of the part's root in the served document, which is how
 * the browser knows to load it before hydrating. `preload()` starts the download early, e.g. on
 * the first intent to use it.
 */
export function lazyComponent<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  // React.lazy's props type wraps P in ref attributes the spread below cannot satisfy.
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;

  if (typeof document === "undefined" || document.querySelector(selector)) {
    // Caught here; a failed part reaches React.lazy, and from there the error boundary.
    loading.push(preload().catch(() => undefined));
  }

  function Part(props: P) {
    // Chosen once per instance: switching from the lazy to the loaded component later would
    // remount the part and lose its state (a half-filled form).
    const [View] = useState(() => loaded);
    // A part whose code is in renders without a Suspense boundary of its own, on the server and
    // while the browser hydrates, so it hydrates with the page in one pass: a boundary left to
    // hydrate after the page's first commit is still server HTML when the first click comes, and
    // an urgent update then (Remix re-renders its context when a skip link changes the hash)
    // makes React 18 drop it with error #421.
    if (View) return <View {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}
