import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { nl } from "~/i18n/nl";
import { type MessageKey, translate, type Vars } from "~/i18n/translate";
import { labelText, stepTitleLine, withoutStepTitle, withStepTitle } from "./step-title";

const tNl = (key: MessageKey, vars?: Vars) => translate(nl, key, vars, "nl");
const tEn = (key: MessageKey, vars?: Vars) => translate(en, key, vars, "en");
const details = { step: 1, count: 4, name: "Uw gegevens", error: false };

describe("step title", () => {
  it("names the step of how many, and the error first", () => {
    expect(stepTitleLine(details, tNl)).toBe("Stap 2 van 4 (Uw gegevens)");
    expect(
      withStepTitle({ ...details, error: true }, "Periodieke schenking - Carrefonds", tNl),
    ).toBe("Fout: Stap 2 van 4 (Uw gegevens) - Periodieke schenking - Carrefonds");
    expect(stepTitleLine({ ...details, name: "Your details", error: true }, tEn)).toBe(
      "Error: Step 2 of 4 (Your details)",
    );
  });

  it("finds the page's own title behind the line a post drew", () => {
    const drawn = { ...details, error: true };
    const title = withStepTitle(drawn, "Periodieke schenking - Carrefonds", tNl);
    expect(withoutStepTitle(title, drawn, tNl)).toBe("Periodieke schenking - Carrefonds");
    expect(withoutStepTitle("Periodieke schenking", drawn, tNl)).toBe("Periodieke schenking");
    expect(withoutStepTitle(title, null, tNl)).toBe(title);
  });

  it("reads every kind of label in the visitor's language", () => {
    expect(labelText("forms.donor.stepName", tEn, "en")).toBe("Your name");
    expect(labelText({ nl: "Betaling", en: "Payment" }, tEn, "en")).toBe("Payment");
    expect(labelText({ text: "10:00" }, tNl, "nl")).toBe("10:00");
  });
});
