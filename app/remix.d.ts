import "@remix-run/server-runtime";

// Single fetch: loader data types are inferred without JSON serialisation wrappers.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
