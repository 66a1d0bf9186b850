// Sections below the first screen whose code the browser fetches only when they are about to be
// seen, so the first screen hydrates without waiting for them. The server renders them in full; in the browser
// they stay that HTML, with links, forms and <details> working as they do without JavaScript,
// until one of these happens, and then they hydrate where they are (no DOM is replaced):
// - the section comes within a screen's height of the viewport;
// - a pointer or the keyboard focus enters it;
// - its props change, or a context it is not shielded from (./island-contexts): React then
//   re-tries the section, and holding that update back until the section scrolls into view
//   would freeze the page, so the code is fetched at once and the update waits only for that.
// A section first drawn by the browser (after a client-side navigation) fetches its code at once.
import {
  type ComponentType,
  memo,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { provideHeld, useHeldContexts } from "./island-contexts";

export type Release = {
  /** Settles when the section may fetch its code. */
  promise: Promise<void>;
  now: () => void;
  /** How often React has tried to hydrate the section before its code came. */
  attempts: number;
  loading?: Promise<void>;
  /** The server's nodes, when the code could not be loaded (ServerNodes). */
  kept?: Kept;
};

/** Set after the first commit: an island mounted later has no server HTML to keep. */
let appHydrated = false;

/** Whether the page has hydrated, so that an island drawn now has no server HTML to keep. */
export const isAppHydrated = () => appHydrated;

export function createRelease(immediately: boolean): Release {
  let now = () => {};
  const promise = new Promise<void>((resolve) => {
    now = resolve;
  });
  if (immediately) now();
  return { promise, now, attempts: 0 };
}

const NEAR_VIEWPORT = "100% 0px";
const INTENT_EVENTS = ["focusin", "pointerdown", "pointerover"] as const;

export function useRelease(wrapper: RefObject<HTMLDivElement>, release: Release, ready: boolean) {
  useEffect(() => {
    appHydrated = true;
    const element = wrapper.current;
    if (ready || !element) return;
    const parts = Array.from(element.children);
    if (parts.length === 0 || typeof IntersectionObserver === "undefined") {
      release.now();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release.now();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const part of parts) observer.observe(part);
    const onIntent = () => release.now();
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { once: true });
    void release.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent);
    };
  }, [wrapper, release, ready]);
}

export function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  );
}

/** Tells the island it is live, and marks its wrapper so tests can tell. */
export function LiveMarker({
  wrapper,
  onLive,
}: {
  wrapper: RefObject<HTMLDivElement>;
  onLive: () => void;
}) {
  useEffect(() => {
    wrapper.current?.setAttribute("data-live", "true");
    onLive();
  }, [wrapper, onLive]);
  return null;
}

type Kept = { nodes: Node[]; focused: HTMLElement | null };

/**
 * When an island's code cannot be loaded (offline, or a new release removed the old files), the
 * section stays what the server sent, as plain HTML: its links and forms work as without
 * JavaScript, instead of the page turning into the error screen for a footer. React draws the
 * boundary again without the server's nodes (it cannot hydrate them); they are taken before its
 * commit removes them and put back, the same nodes, so what was typed and the focus stay.
 */
export function ServerNodes({
  wrapper,
  release,
}: {
  wrapper: RefObject<HTMLDivElement>;
  release: Release;
}) {
  const element = wrapper.current;
  const active = document.activeElement;
  release.kept ??= {
    nodes: [...(element?.childNodes ?? [])].filter((node) => node.nodeType !== Node.COMMENT_NODE),
    focused: active instanceof HTMLElement && element?.contains(active) ? active : null,
  };
  const kept = release.kept;
  const putBack = (host: HTMLDivElement | null) => {
    if (!host || host.hasChildNodes()) return;
    host.append(...kept.nodes);
    kept.focused?.focus({ preventScroll: true });
  };
  return <div className="island" ref={putBack} />;
}

/**
 * Wraps a component whose module is loaded with `load` (a dynamic import, so it gets a chunk of
 * its own) as a deferred island. Props must be data from the loader (compared shallowly): a new
 * value is an update and hydrates the island.
 */
/** An island's code: fetched once, on the server at start-up, in the browser when released. */
export type IslandCode<P> = {
  component?: ComponentType<P>;
  failed: boolean;
  fetch: () => Promise<void>;
};

export function islandCode<P>(load: () => Promise<ComponentType<P>>): IslandCode<P> {
  let pending: Promise<void> | undefined;
  const code: IslandCode<P> = {
    failed: false,
    fetch: () => {
      pending ??= load().then(
        (component) => {
          code.component = component;
        },
        // Settled, so React re-tries and Gate keeps the server's nodes: re-throwing a rejected
        // promise would make React retry for ever.
        (error: unknown) => {
          code.failed = true;
          console.error(`[island] kept as server HTML: ${String(error)}`);
        },
      );
      return pending;
    },
  };
  // The server loads every island at start-up, so its HTML is complete in the first answer.
  if (typeof document === "undefined") void code.fetch();
  return code;
}

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = islandCode(load);
  const fetchCode = code.fetch;

  type GateProps = {
    release: Release;
    wrapper: RefObject<HTMLDivElement>;
    onLive: () => void;
    props: P;
  };
  function Gate({ release, wrapper, onLive, props }: GateProps) {
    const Component = code.component;
    if (Component)
      return (
        <>
          <Component {...props} />
          <LiveMarker wrapper={wrapper} onLive={onLive} />
        </>
      );
    if (code.failed) return <ServerNodes wrapper={wrapper} release={release} />;
    if (typeof document === "undefined") throw fetchCode();
    release.attempts += 1;
    if (release.attempts > 1) release.now();
    release.loading ??= release.promise.then(fetchCode);
    throw release.loading;
  }

  // Re-rendered only for new props (compared shallowly): React counts any new props on a
  // boundary that has not hydrated as an update and hydrates it at once.
  const Boundary = memo(
    function Boundary(gate: GateProps) {
      return (
        <div ref={gate.wrapper} className="island">
          <Suspense fallback={null}>
            <Gate {...gate} />
          </Suspense>
        </div>
      );
    },
    (before, after) =>
      before.release === after.release &&
      before.onLive === after.onLive &&
      shallowEqual(before.props, after.props),
  );

  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [release] = useState(() => createRelease(appHydrated));
    const [live, setLive] = useState(false);
    // Going live hands the island the contexts' current values. That update reaches whatever
    // inside it has not hydrated yet (an on-demand part still fetching its code, such as the
    // production calendar); an urgent update there makes React drop the server HTML and throw
    // (error #421), a transition waits until the part has hydrated.
    const onLive = useCallback(() => startTransition(() => setLive(true)), []);
    useRelease(wrapper, release, code.component !== undefined);
    return provideHeld(
      useHeldContexts(live),
      <Boundary release={release} wrapper={wrapper} onLive={onLive} props={props} />,
    );
  }
  return Object.assign(memo(Island), { preload: fetchCode });
}
