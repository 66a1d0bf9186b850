// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MultiStepConfig, MultiStepReply } from "~/forms/multi-step/config";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { MultiStepForm } from "./multi-step-form";

const config: MultiStepConfig = {
  intent: "trial",
  endpoint: "/api/services/forms/trial?lang={lang}",
  success: { text: "Dank" },
  steps: [
    {
      title: { nl: "Over u", en: "About you" },
      fields: [{ name: "name", type: "text", description: { text: "Naam" }, required: true }],
    },
    {
      title: { nl: "Keuze", en: "Choice" },
      fields: [
        {
          name: "level",
          type: "select",
          description: { text: "Niveau" },
          required: true,
          options: [
            { label: { text: "A" }, value: "a" },
            { label: { text: "B" }, value: "b" },
          ],
        },
        { name: "remarks", type: "text", description: { text: "Opmerkingen" } },
        { name: "city", type: "text", description: { text: "Woonplaats" }, required: true },
      ],
    },
    {
      title: { nl: "Tot slot", en: "Finally" },
      fields: [{ name: "news", type: "checkbox", description: { text: "Nieuws" } }],
    },
  ],
};

const PAGE_TITLE = "Proef - Theater Amsterdam";

function renderForm(path = "/pagina/proef", answer?: MultiStepReply) {
  const Page = () => <MultiStepForm config={config} />;
  const Stub = siteStub([
    { id: "page.nl", path: "pagina/:url", action: () => null, Component: Page },
    { id: "page.en", path: "en/page/:url", action: () => null, Component: Page },
  ]);
  const hydrationData = {
    ...hydrationFor(path),
    ...(answer && { actionData: { [path.startsWith("/en/") ? "page.en" : "page.nl"]: answer } }),
  };
  const user = userEvent.setup();
  render(<Stub initialEntries={[path]} hydrationData={hydrationData} future={FUTURE} />);
  return { user, next: () => user.click(screen.getByRole("button", { name: "Volgende" })) };
}

const messages = () =>
  [...document.querySelectorAll("section:not([hidden]) .form-field__error")].map(
    (element) => element.textContent,
  );

beforeEach(() => {
  document.title = PAGE_TITLE;
});
afterEach(cleanup);

describe("MultiStepForm", () => {
  it("heads a step that cannot be left with a focused summary, and names it in the title", async () => {
    const { user, next } = renderForm();
    await next();
    const summary = screen.getByRole("alert");
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole("heading").textContent).toBe("Er is een probleem");
    expect(document.title).toBe(`Fout: Stap 1 van 3 (Over u) - ${PAGE_TITLE}`);
    const form = summary.closest("form");
    expect(form?.getAttribute("action")).toBe("/pagina/proef#trial-fouten");

    await user.click(within(summary).getByRole("link", { name: "Naam: Vul dit veld in." }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Naam/ }));
    await user.type(screen.getByRole("textbox", { name: /^Naam/ }), "Jan");
    await next();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Keuze" }));
    expect(document.title).toBe(`Stap 2 van 3 (Keuze) - ${PAGE_TITLE}`);
  });

  it("shows no message under a field the visitor has not reached", async () => {
    const { user, next } = renderForm();
    await next();
    await user.type(screen.getByRole("textbox", { name: /^Naam/ }), "Jan");
    await next();
    // The select and the remarks are checked as they change; the town below has not been reached.
    await user.selectOptions(screen.getByRole("combobox", { name: /^Niveau/ }), "b");
    await user.click(screen.getByRole("textbox", { name: /^Opmerkingen/ }));
    await user.type(screen.getByRole("textbox", { name: /^Opmerkingen/ }), "x");
    expect(messages()).toEqual([]);
    await next();
    expect(messages()).toEqual(["Vul dit veld in."]);
    expect(within(screen.getByRole("alert")).getAllByRole("link")).toHaveLength(1);
  });

  it("keeps every answer when the visitor goes back and forward again", async () => {
    const { user, next } = renderForm();
    const back = () => user.click(screen.getByRole("button", { name: "Vorige" }));
    await user.type(screen.getByRole("textbox", { name: /^Naam/ }), "Jan");
    await next();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Niveau/ }), "b");
    await user.type(screen.getByRole("textbox", { name: /^Woonplaats/ }), "Utrecht");

    await back();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Over u" }));
    expect(screen.queryByRole("combobox", { name: /^Niveau/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: /^Naam/ })).toHaveProperty("value", "Jan");
    expect(screen.queryByRole("button", { name: "Vorige" })).toBeNull();

    await next();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Keuze" }));
    expect(screen.getByRole("combobox", { name: /^Niveau/ })).toHaveProperty("value", "b");
    expect(screen.getByRole("textbox", { name: /^Woonplaats/ })).toHaveProperty("value", "Utrecht");
    await next();
    expect(screen.getByRole("heading", { name: "Tot slot" })).toBeTruthy();
    await back();
    expect(screen.getByRole("textbox", { name: /^Woonplaats/ })).toHaveProperty("value", "Utrecht");
    // Everything answered so far goes with the form, whichever step is on screen.
    const form = screen.getByRole("heading", { name: "Keuze" }).closest("form") as HTMLFormElement;
    const sent = new FormData(form);
    expect([sent.get("name"), sent.get("level"), sent.get("city")]).toEqual([
      "Jan",
      "b",
      "Utrecht",
    ]);
  });

  it("after a round trip without JavaScript, sums up what the server found", async () => {
    renderForm("/en/page/trial", {
      intent: "trial",
      outcome: null,
      step: 1,
      reply: {
        status: "error",
        initialValue: { name: "Jan", level: "", remarks: "", city: "" },
        error: { level: ["forms.errors.choose"], city: ["forms.errors.required"] },
        fields: ["level", "remarks", "city"],
      },
    });
    const links = within(screen.getByRole("alert")).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Niveau: Please make a choice.", `#${screen.getByRole("combobox").id}`],
      [
        "Woonplaats: Please fill in this field.",
        `#${screen.getByRole("textbox", { name: /^Woonplaats/ }).id}`,
      ],
    ]);
  });
});
