// The floor for `npm run bench:lighthouse`: a Remix app with the site's versions and future
// flags and nothing else. Built in this folder; packages resolve from the project's node_modules.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
