import { useLocation, useMatches, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { CARRY_NAV_FIELD, multiStepFormIdOf, STAY_NAV } from "~/forms/multi-step/language-carry";
import { useTranslation } from "~/i18n/react";
import { languageSwitchHref } from "~/models/http/language-switch";
import { otherLocale } from "~/models/http/locale";
import { useSite } from "./site-context";

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
 * NL/EN switch to the same page in the other language, with the visitor's state (filters, tab,
 * month, page, search) under that language's parameter names; a page without a translation leads
 * to the other language's nearest page, which says so (SwitchNotice). Rules:
 * models/http/language-switch.ts. On a page with a multi-step form the switch is a submit button
 * of that form, so the answers and the step go along (forms/multi-step/language-carry.ts).
 */
export function LanguageSwitch({ alternate }: { alternate: string | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const formId = useMultiStepFormId();
  const target = otherLocale(locale);
  const to = languageSwitchHref(location, alternate, locale);
  const content = (
    <>
      {/* WCAG 2.5.3: the accessible name starts with the visible "EN", then spells it out. */}
      {t("header.switchToShort")}
      <span className="visually-hidden"> {t("header.switchTo")}</span>
    </>
  );
  if (formId && alternate !== null) {
    // With JavaScript the switch sends the same post as a document request (a form of its own,
    // submitted natively): the page's form takes its own posts in place, and a client-side post
    // would draw the other page's form before its answers are applied. With nothing typed yet it
    // is a plain visit.
    const onClick = (event: MouseEvent<HTMLButtonElement>) => {
      const form = document.getElementById(formId);
      event.preventDefault();
      if (!(form instanceof HTMLFormElement) || !hasAnswers(form)) {
        navigate(to);
        return;
      }
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
    };
    return (
      <button
        type="submit"
        className="language-switch"
        form={formId}
        formAction={to}
        formMethod="post"
        formNoValidate
        name={CARRY_NAV_FIELD}
        value={STAY_NAV}
        lang={target}
        data-language-switch=""
        onClick={onClick}
      >
        {content}
      </button>
    );
  }
  return (
    <a
      className="language-switch"
      href={to}
      hrefLang={target}
      lang={target}
      data-language-switch=""
    >
      {content}
    </a>
  );
}
