// Screens most visits never see: their code is fetched when one shows (see ./lazy-component),
// so it stays out of the shared chunk every page loads. Server HTML and no-JS behaviour are
// unchanged.
import { type ComponentProps, Suspense } from "react";
import { lazyComponent } from "./lazy-component";

const ErrorScreenView = lazyComponent(() =>
  import("./error-screen").then((module) => module.ErrorScreen),
);
const RedirectNoticeView = lazyComponent(() =>
  import("./redirect-notice").then((module) => module.RedirectNotice),
);

/** The 404 and 500 screens (./error-screen). */
export function ErrorScreen(props: ComponentProps<typeof ErrorScreenView>) {
  return (
    <Suspense fallback={null}>
      <ErrorScreenView {...props} />
    </Suspense>
  );
}

/** The notice before an external redirect (./redirect-notice). */
export function RedirectNotice(props: ComponentProps<typeof RedirectNoticeView>) {
  return (
    <Suspense fallback={null}>
      <RedirectNoticeView {...props} />
    </Suspense>
  );
}
