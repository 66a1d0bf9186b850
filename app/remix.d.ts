import "@remix-run/node";

// Single fetch: loader data types are inferred without JSON serialisation wrappers.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
