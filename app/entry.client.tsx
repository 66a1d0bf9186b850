import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { partsLoaded } from "./components/runtime/lazy-component";
import { i18nOptions } from "./i18n/i18n";

/**
 * Loads one namespace of one language from the texts route (app/routes/texts.ts), whose address
 * carries the texts' version the server wrote on <html> (a year's cache, never mixed across a
 * deploy). Four lines of fetch instead of i18next-http-backend and its XHR fallback.
 */
const textsBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const version = document.documentElement.dataset.texts ?? "current";
    fetch(`/_texts/${version}/${language}/${namespace}`)
      .then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(`${answer.status}`))))
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, false),
      );
  },
};

// remix-i18next's client setup: the namespaces the server rendered with (the matched routes'
// handle.i18n) in the page's language, loaded before hydration so the first render in the
// browser shows the server's words.
i18next
  .use(initReactI18next)
  .use(textsBackend)
  .init({
    ...i18nOptions,
    lng: document.documentElement.lang,
    ns: getInitialNamespaces(),
  })
  // And the code of the on-demand parts the document holds, already loading (lazy-component.tsx).
  .then(partsLoaded)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
