// The routes as the build lists them (the root, and every screen of the route table under it),
// for tests of the server's route ids without a build.
import type { ServerBuild } from "@remix-run/node";
import { registerRoutes } from "../../app/route-files.js";

export function builtRoutes(): ServerBuild["routes"] {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: {} as never },
  };
  registerRoutes((path, _file, { id }) => {
    routes[id] = { id, parentId: "root", path, module: {} as never };
  });
  return routes;
}
