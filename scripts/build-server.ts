// The second half of `npm run build`: compiles the HTTP server (server/index.ts and the app
// modules it imports) to one JavaScript file, build/server/index.js, so production runs
// `node build/server/index.js` with neither tsx nor a build at run time. Packages stay imports
// from node_modules, installed by `npm ci --omit=dev`.
import { build, type Plugin } from "esbuild";

const root = new URL("..", import.meta.url).pathname;

/**
 * Every package import stays an import (the app's own `~/` alias is bundled). esbuild's
 * `packages: "external"` would take `~/models/…` for a package too.
 */
const packagesExternal: Plugin = {
  name: "packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^([^./~]|~[^/])/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ["server/index.ts"],
  outfile: "build/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [packagesExternal],
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
console.log("Built build/server/index.js");
