// The document title of a page while its multi-step form is under way: which step of how many,
// and whether the last attempt to go on found errors ("Fout: Stap 2 van 4 (Uw gegevens) - …"),
// so a screen reader hears where a round trip or a failed 'Volgende' landed. The server writes
// it for a post without JavaScript, the browser for a step changed in place; both use this.
import type { MessageKey, Vars } from "~/i18n/translate";
import type { Locale } from "~/models/http/locale";
import type { Label } from "../parts/fields";

export type StepTitle = {
  /** 0-based. */
  step: number;
  count: number;
  /** The step's own title, in the visitor's language. */
  name: string;
  error: boolean;
};

type Translate = (key: MessageKey, vars?: Vars) => string;

/** The line that goes before the page's own title. */
export function stepTitleLine(state: StepTitle, t: Translate): string {
  const line = `${t("forms.multiStep.stepOf", { step: state.step + 1, count: state.count })} (${state.name})`;
  return state.error ? t("forms.multiStep.errorTitle", { title: line }) : line;
}

/** The page's title with the step's line in front. */
export const withStepTitle = (state: StepTitle, pageTitle: string, t: Translate) =>
  `${stepTitleLine(state, t)} - ${pageTitle}`;

/** A configuration's text in one language, outside React (the server, a meta function). */
export function labelText(label: Label, t: Translate, locale: Locale): string {
  if (typeof label === "string") return t(label);
  return "text" in label ? label.text : label[locale];
}

/** The page's own title, from one that may begin with the line `drawn` would put in front. */
export function withoutStepTitle(title: string, drawn: StepTitle | null, t: Translate): string {
  const prefix = drawn ? `${stepTitleLine(drawn, t)} - ` : null;
  return prefix && title.startsWith(prefix) ? title.slice(prefix.length) : title;
}
