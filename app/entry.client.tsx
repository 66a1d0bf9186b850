import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

// Reaching the shell from here gives its modules the same entry points as React and Remix, so
// the bundler puts them in the framework's chunk: one file every page loads instead of two
// (decision 0009). Nothing imports this export.
export { SiteDocument } from "~/components/shared";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
