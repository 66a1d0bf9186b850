// The document title while a multi-step form changes steps in the browser: the page's own title
// with the step's line in front (app/forms/multi-step/step-title.ts), as the server writes it
// after a post without JavaScript; null leaves the page's own title.
import { useEffect, useRef } from "react";
import {
  type StepTitle,
  stepTitleLine,
  withoutStepTitle,
  withStepTitle,
} from "~/forms/multi-step/step-title";
import { useTranslation } from "~/i18n/react";

/** `drawn` is the step the server's title already names (a post's answer), if any. */
export function useStepTitle(state: StepTitle | null, drawn: StepTitle | null) {
  const { t } = useTranslation();
  const base = useRef<string | null>(null);
  const written = useRef<string | null>(null);
  const line = state ? stepTitleLine(state, t) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the line stands for the state
  useEffect(() => {
    base.current ??= withoutStepTitle(document.title, drawn, t);
    const next = state ? withStepTitle(state, base.current, t) : base.current;
    if (document.title !== next) document.title = next;
    written.current = next;
  }, [line]);
  // Leaving the form gives the page its title back, unless the next page has set its own.
  useEffect(
    () => () => {
      if (base.current !== null && document.title === written.current) {
        document.title = base.current;
      }
    },
    [],
  );
}
