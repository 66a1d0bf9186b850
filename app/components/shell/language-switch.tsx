import { useLocation, useMatches } from "@remix-run/react";
import type { MouseEvent } from "react";
import { CARRY_NAV_FIELD, multiStepFormIdOf, STAY_NAV } from "~/forms/multi-step/language-carry";
import { useTranslation } from "~/i18n/react";
import { languageSwitchHref } from "~/models/http/language-switch";
import { otherLocale } from "~/models/http/locale";
import { isPlainClick } from "../runtime/plain-click";
import { useLeafData, useSite } from "./site-context";

/** The id of the multi-step form the deepest screen shows, if any (its data's `page`). */
function useMultiStepFormId(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i]?.data as { page?: unknown } | undefined)?.page;
    if (page) return multiStepFormIdOf(page);
  }
  return null;
}

/** Whether the form holds anything the visitor gave: a step past the first, or a typed answer. */
function hasAnswers(form: HTMLFormElement): boolean {
  const step = form.querySelector<HTMLInputElement>('input[type="hidden"][name="step"]');
  if (step && step.value !== "" && step.value !== "0") return true;
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement) {
      if (element.type === "hidden" || element.type === "submit") return false;
      if (element.type === "checkbox" || element.type === "radio")
        return element.checked !== element.defaultChecked;
      return element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement)
      return [...element.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * With JavaScript, the switch on a page with a multi-step form that holds answers posts them and
 * the step to the other language's form as a document request (a form of its own, submitted
 * natively: a client-side post would draw the other page's form before its answers are applied).
 * With nothing typed yet it stays a plain visit.
 */
function carryAnswers(event: MouseEvent<HTMLAnchorElement>, formId: string, to: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement) || !hasAnswers(form)) return;
  event.preventDefault();
  const carrier = document.createElement("form");
  carrier.method = "post";
  carrier.action = to;
  carrier.hidden = true;
  const answers = new FormData(form);
  answers.set(CARRY_NAV_FIELD, STAY_NAV);
  for (const [name, value] of answers) {
    if (typeof value !== "string") continue;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    carrier.append(input);
  }
  document.body.append(carrier);
  carrier.submit();
}

/**
 * NL/EN switch to the same page in the other language, with the visitor's state (filters, tab,
 * month, page, search) under that language's parameter names; a page without a translation leads
 * to the other language's nearest page, which says so (SwitchNotice). Rules:
 * models/http/language-switch.ts. On a page with a multi-step form it carries the answers and the
 * step with JavaScript (carryAnswers); without, the form's own LanguageCarryButton does. The switch
 * is never a submit button of that form: one in the header would come first in the document and be
 * the button Enter in any field presses.
 */
export function LanguageSwitch({ alternate }: { alternate: string | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const location = useLocation();
  const formId = useMultiStepFormId();
  const target = otherLocale(locale);
  const to = languageSwitchHref(location, alternate, locale);
  return (
    <a
      className="language-switch"
      href={to}
      hrefLang={target}
      lang={target}
      data-language-switch=""
      onClick={
        formId && alternate !== null
          ? (event) => {
              if (isPlainClick(event)) carryAnswers(event, formId, to);
            }
          : undefined
      }
    >
      {/* WCAG 2.5.3: the accessible name starts with the visible "EN", then spells it out. */}
      {t("header.switchToShort")}
      <span className="visually-hidden"> {t("header.switchTo")}</span>
    </a>
  );
}

/**
 * Without JavaScript a link cannot carry what was typed: a multi-step form offers this button of
 * its own, which posts the step and every answer to the other language's form (nav=stay: drawn
 * again, nothing checked or sent). It stands after the form's hidden forward button, so Enter
 * still moves on; with JavaScript the header's switch carries the answers and this is hidden.
 */
export function LanguageCarryButton() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const location = useLocation();
  const alternate = useLeafData()?.shell?.alternate ?? null;
  if (alternate === null) return null;
  return (
    <p className="no-js-only multi-step-form__carry">
      <button
        type="submit"
        className="link-button"
        formAction={languageSwitchHref(location, alternate, locale)}
        formNoValidate
        name={CARRY_NAV_FIELD}
        value={STAY_NAV}
      >
        {t("forms.multiStep.carryLanguage")}
      </button>
    </p>
  );
}
