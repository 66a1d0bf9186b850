import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { partsLoaded } from "./components/runtime/lazy-component";

// After the code of the on-demand parts the document holds, already loading
// (components/runtime/lazy-component.tsx): none is left waiting for it while the page hydrates.
partsLoaded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
