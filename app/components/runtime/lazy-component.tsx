// Components that only some pages show (the newsletter page form with its validation library,
// the production calendar, the error and redirect screens) are loaded by the browser when a page
// first renders them, so they stay out of every other page's JavaScript (decision 0009).
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from "react";
import { provideHeld, useHeldContexts } from "./island-contexts";

type Loaded<P> = { default: ComponentType<P> };

/** Tells the slot its part has committed: hydrated, or drawn by the browser. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A component in a chunk of its own, with its own Suspense boundary (fallback: nothing).
 *
 * Its server render never suspends: the server loads the module at start-up and hands it to
 * React.lazy as an already settled thenable, so the HTML is complete in the first response (no
 * streamed Suspense fallback that only scripts could reveal; visitors without JavaScript get the
 * whole form or calendar). In the browser the chunk is fetched when the component first renders;
 * during hydration React keeps the server's HTML of the boundary, working as plain HTML, until
 * the chunk has arrived. Until then the boundary's inputs stay as they were drawn: the props of
 * the first render and the held contexts (./island-contexts), so that no urgent update (a click,
 * a popstate, the wish list arriving) reaches the server HTML, which React would then drop and
 * report as error #421. Once the part has committed it gets the current props and contexts, in a
 * transition. `preload()` starts the download early, e.g. on the first intent to use it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
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
  const lazyView = lazy<ComponentType<P>>(() => {
    if (!loaded) return preload();
    const settled = loaded;
    // A thenable that calls back at once: React.lazy then renders without suspending.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads exactly this thenable shape
    return { then: (resolve: (value: Loaded<P>) => void) => resolve(settled) } as Promise<
      Loaded<P>
    >;
  });
  // React.lazy's own props type wraps P in ref attributes the spread below cannot satisfy.
  const Lazy = lazyView as unknown as ComponentType<P>;

  // Drawn again only for new props: held ones keep their object until the part is live.
  const Boundary = memo(function Boundary({ props, onLive }: { props: P; onLive: () => void }) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <Committed onCommit={onLive} />
      </Suspense>
    );
  });

  function Slot(props: P) {
    const [live, setLive] = useState(false);
    const [first] = useState(props);
    const onLive = useCallback(() => startTransition(() => setLive(true)), []);
    return provideHeld(
      useHeldContexts(live),
      <Boundary props={live ? props : first} onLive={onLive} />,
    );
  }
  return Object.assign(Slot, { preload });
}
