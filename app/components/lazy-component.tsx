// Components that only some pages show (the newsletter page form with its validation library,
// the production calendar, the error and redirect screens) are loaded by the browser when a page
// first renders them, so they stay out of every other page's JavaScript (decision 0009).
import { type ComponentType, lazy } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy whose server render never suspends: the server loads the module at start-up and
 * hands it to React as an already settled thenable, so the HTML is complete in the first
 * response (no streamed Suspense fallback that only scripts could reveal; visitors without
 * JavaScript get the whole form or calendar). In the browser the chunk is fetched when the
 * component first renders; during hydration React keeps the server's HTML of the surrounding
 * <Suspense> boundary, working as plain HTML, until the chunk has arrived.
 * `preload()` starts the download early, e.g. on the first intent to use it.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return pending;
  };
  if (typeof document === "undefined") void preload();
  const Lazy = lazy<ComponentType<P>>(() => {
    if (!loaded) return preload();
    const settled = loaded;
    // A thenable that calls back at once: React.lazy then renders without suspending.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads exactly this thenable shape
    return { then: (resolve: (value: Loaded<P>) => void) => resolve(settled) } as Promise<
      Loaded<P>
    >;
  });
  return Object.assign(Lazy, { preload });
}
