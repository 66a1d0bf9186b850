// A deferred island (./deferred-island) that brings its own data: its props are not in the
// page's loader data, which every document carries and the browser decodes before the page
// works, but fetched with its code when it comes near (decision 0036).
// - On the server the page's loader has kept the props on the request (document-extras.tsx), so
//   the first HTML draws the section in full, as any island.
// - In the browser the server HTML stays until the section comes near (or is pressed); then the
//   code and the props (`/_island/<name>?page=…`, answered by the page's own loader) are fetched
//   together, and the section hydrates in place once both are in. If either cannot be had the
//   section stays the server's HTML, working as without JavaScript.
// - Drawn after a client-side navigation to another page it fetches both at once and appears
//   when they are in. When the page's query changes under it (the home calendar's month) it
//   fetches the props of the new address and keeps showing the last ones until they come.
import { useLocation } from "@remix-run/react";
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
import { WithTexts } from "~/i18n/react";
import type { Texts } from "~/i18n/texts";
import { type IslandName, islandDataPath } from "~/models/http/island-address";
import { useDocumentExtras } from "../shell/document-extras";
import {
  createRelease,
  isAppHydrated,
  islandCode,
  LiveMarker,
  type Release,
  ServerNodes,
  useRelease,
} from "./deferred-island";
import { provideHeld, useHeldContexts } from "./island-contexts";

/** What the island draws from: its component's props and the texts only it shows. */
type Data<P> = { props: P; texts: Texts | null };

type DataRelease<P> = Release & {
  /** The page (path and query) the first data belong to: the server HTML's. */
  page: string;
  data?: Data<P>;
  dataFailed?: boolean;
};

/** An island's data for a page, from the island endpoint; rejects on anything but JSON. */
export async function fetchIslandData<P>(name: IslandName, page: string): Promise<Data<P>> {
  const answer = await fetch(islandDataPath(name, page), {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (!answer.ok) throw new Error(`island data ${name}: HTTP ${answer.status}`);
  return (await answer.json()) as Data<P>;
}

const pageOf = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;

/**
 * Wraps a component loaded with `load` as a deferred island whose props come from the loader's
 * per-request channel on the server (keepIslands under `name`) and from the island endpoint in
 * the browser. The page draws it without props.
 */
export function dataIsland<P extends object>(
  name: IslandName,
  load: () => Promise<ComponentType<P>>,
) {
  const code = islandCode(load);

  type GateProps = {
    release: DataRelease<P>;
    wrapper: RefObject<HTMLDivElement>;
    onLive: () => void;
    /** Data of a later address of the page, once fetched; the release's until then. */
    data: Data<P> | undefined;
  };

  function Gate({ release, wrapper, onLive, data }: GateProps) {
    const extras = useDocumentExtras();
    const server = typeof document === "undefined";
    if (server && !code.component) throw code.fetch();
    const shown = server
      ? (extras?.islands?.[name] as Data<P> | undefined)
      : (data ?? release.data);
    if (server && shown === undefined) throw new Error(`[island] ${name} drawn without its data`);
    const Component = code.component;
    if (Component && shown !== undefined)
      return (
        <>
          <WithTexts texts={shown.texts}>
            <Component {...shown.props} />
          </WithTexts>
          <LiveMarker wrapper={wrapper} onLive={onLive} />
        </>
      );
    if (code.failed || release.dataFailed)
      return <ServerNodes wrapper={wrapper} release={release} />;
    release.attempts += 1;
    if (release.attempts > 1) release.now();
    release.loading ??= release.promise.then(() =>
      Promise.all([
        code.fetch(),
        fetchIslandData<P>(name, release.page).then(
          (fetched) => {
            release.data = fetched;
          },
          // Settled, as for the code: Gate then keeps the server's nodes.
          (error: unknown) => {
            release.dataFailed = true;
            console.error(`[island] kept as server HTML: ${String(error)}`);
          },
        ),
      ]).then(() => undefined),
    );
    throw release.loading;
  }

  // Re-rendered only for new props of a later address: React counts new props on a boundary
  // that has not hydrated as an update and hydrates it at once.
  const Boundary = memo(function Boundary(gate: GateProps) {
    return (
      <div ref={gate.wrapper} className="island">
        <Suspense fallback={null}>
          <Gate {...gate} />
        </Suspense>
      </div>
    );
  });

  function Island({ page }: { page: string }) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [release] = useState<DataRelease<P>>(() => ({
      ...createRelease(isAppHydrated()),
      page,
    }));
    const [live, setLive] = useState(false);
    const [later, setLater] = useState<{ page: string; data: Data<P> } | null>(null);
    // As in deferredComponent: going live is a transition, or it reaches parts of the island
    // still waiting for their code with an urgent update (React error #421).
    const onLive = useCallback(() => startTransition(() => setLive(true)), []);
    useRelease(wrapper, release, code.component !== undefined && release.data !== undefined);
    // A new address of the same page (the calendar's month): its props, once the island is live
    // (before, the server HTML stays what it is, and hydrates with the props it was drawn with).
    useEffect(() => {
      if (!live || page === (later?.page ?? release.page)) return;
      let current = true;
      fetchIslandData<P>(name, page).then(
        (data) => {
          if (current) startTransition(() => setLater({ page, data }));
        },
        (error: unknown) => console.error(`[island] ${name} kept its last data: ${String(error)}`),
      );
      return () => {
        current = false;
      };
    }, [live, page, later, release]);
    return provideHeld(
      useHeldContexts(live),
      <Boundary release={release} wrapper={wrapper} onLive={onLive} data={later?.data} />,
    );
  }

  /** Another page (a path of its own) is another island: drawn afresh, with its own data. */
  function PageIsland() {
    const location = useLocation();
    return <Island key={location.pathname} page={pageOf(location)} />;
  }
  return Object.assign(memo(PageIsland), { preload: code.fetch });
}
