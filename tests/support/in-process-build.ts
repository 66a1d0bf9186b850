// The site's Remix build made from its modules in this process (entry.server, root and every
// screen of the route table), for tests that drive real requests through the HTTP server
// (server/app.ts) and Remix without `remix build`. The browser asset manifest is a stand-in:
// documents name module URLs nothing serves, which a server-side test never follows.
import type { ServerBuild } from "@remix-run/node";
import * as entry from "~/entry.server";
import * as root from "~/root";
import { registerRoutes } from "~/route-files.js";

const modules = import.meta.glob<Record<string, unknown>>("../../app/routes/*.{ts,tsx}", {
  eager: true,
});

function moduleOf(file: string) {
  const found = modules[`../../app/${file}`];
  if (!found) throw new Error(`route module ${file} not found`);
  return found;
}

export function inProcessBuild(): ServerBuild {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: root as never },
  };
  registerRoutes((path, file, { id }) => {
    routes[id] = { id, parentId: "root", path, module: moduleOf(file) as never };
  });
  const manifestRoutes = Object.fromEntries(
    Object.values(routes).map((route) => {
      const module = route.module as unknown as Record<string, unknown>;
      return [
        route.id,
        {
          id: route.id,
          parentId: route.parentId,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          module: `/build/${route.id}.js`,
          imports: [],
          hasAction: typeof module.action === "function",
          hasLoader: typeof module.loader === "function",
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: typeof module.ErrorBoundary === "function",
        },
      ];
    }),
  );
  return {
    mode: "production",
    entry: { module: entry as never },
    routes,
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: manifestRoutes,
      url: "/build/manifest.js",
      version: "test",
    } as never,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      unstable_optimizeDeps: false,
    } as never,
    isSpaMode: false,
    basename: undefined,
  } as ServerBuild;
}
