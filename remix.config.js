import { registerRoutes } from "./app/route-files.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^remix-i18next/],
  routes: async (defineRoutes) => defineRoutes((route) => registerRoutes(route)),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
