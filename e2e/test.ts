// The `test` and `expect` every spec imports: Playwright's own, kept behind this module so a
// fixture every spec needs has one place to go. `page.goto` waits for the load event, which
// does not wait for hydration (Remix's module script imports the client entry dynamically):
// a test that presses a control needing JavaScript right after it waits with `hydrated(page)`
// (./support).
export { expect, test } from "@playwright/test";
