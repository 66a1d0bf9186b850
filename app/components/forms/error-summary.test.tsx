// @vitest-environment happy-dom
// Issue 37: a single-step form's send with wrong fields is headed by an error summary that takes
// the focus (with JS from the browser's own check, without JS from the server's answer), and the
// clicks that follow an answer cannot tick a box by accident (./steady-clicks.ts).
import { parseWithValibot } from "@conform-to/valibot";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { callback } from "~/forms/theatre/callback";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { FieldForm } from "./field-form";
import { SETTLE_MS, useSteadyClicks } from "./steady-clicks";

afterEach(cleanup);

let posts = 0;
function renderCallback(path: string, answer?: FormReply) {
  const action = async ({ request }: { request: Request }): Promise<FormReply> => {
    posts += 1;
    const submission = parseWithValibot(await request.formData(), {
      schema: callback.definition.schema,
    });
    return { intent: callback.definition.intent, outcome: null, reply: submission.reply() };
  };
  const Page = () => <FieldForm form={callback} />;
  const Stub = siteStub([
    { id: "page.nl", path: "pagina/:url", action, Component: Page },
    { id: "page.en", path: "en/page/:url", action, Component: Page },
  ]);
  const hydrationData = {
    ...hydrationFor(path),
    ...(answer && { actionData: { [path.startsWith("/en/") ? "page.en" : "page.nl"]: answer } }),
  };
  render(<Stub initialEntries={[path]} hydrationData={hydrationData} future={FUTURE} />);
}

describe("a single-step form's error summary", () => {
  it("heads an empty send, in Dutch, with the focus and a link per wrong field; nothing is posted", async () => {
    posts = 0;
    renderCallback("/pagina/terugbelverzoek");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Bel mij terug" }));
    const summary = await screen.findByRole("alert", { name: "Er is een probleem" });
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole("link");
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(id)?.closest("form")).toBe(summary.closest("form"));
    }
    // Each names its field and says what is wrong, in Dutch.
    for (const link of links) expect(link.textContent).toMatch(/^.+\?*: .+\.$/);
    expect(links.some((link) => /: Vul dit veld in\.$/.test(link.textContent ?? ""))).toBe(true);
    expect(posts).toBe(0);
  });

  it("heads the page a post without JavaScript answered, in English, and the action names it", () => {
    const submission = parseWithValibot(new FormData(), { schema: callback.definition.schema });
    renderCallback("/en/page/callback-request", {
      intent: callback.definition.intent,
      outcome: null,
      reply: submission.reply(),
    });
    const summary = screen.getByRole("alert", { name: "There is a problem" });
    expect(summary.id).toBe(`${callback.definition.intent}-fouten`);
    expect(summary.closest("form")?.getAttribute("action")).toMatch(
      new RegExp(`#${callback.definition.intent}-fouten$`),
    );
    expect(within(summary).getAllByRole("link")[0]?.textContent).toMatch(/: /);
  });
});

function Guarded({ onSettle }: { onSettle: (settle: () => void) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  onSettle(useSteadyClicks(ref));
  return (
    <form ref={ref} onSubmit={(event) => event.preventDefault()}>
      <label>
        E-mailadres <input name="email" />
      </label>
      <label>
        <input type="checkbox" name="newsletter" /> Nieuwsbrief
      </label>
      <button type="submit">Versturen</button>
    </form>
  );
}

describe("useSteadyClicks", () => {
  let settle: () => void = () => {};
  const setup = () => {
    render(<Guarded onSettle={(s) => (settle = s)} />);
    return {
      box: screen.getByRole("checkbox") as HTMLInputElement,
      button: screen.getByRole("button"),
    };
  };

  it("lets a plain click and a keyboard's click tick the box", () => {
    const { box } = setup();
    fireEvent.click(box, { detail: 1 });
    expect(box.checked).toBe(true);
    fireEvent.click(box, { detail: 0 });
    expect(box.checked).toBe(false);
  });

  it("drops the second click of a double click that began on the send button", () => {
    const { box, button } = setup();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(box, { detail: 2 });
    expect(box.checked).toBe(false);
    // On its label too.
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(screen.getByText(/Nieuwsbrief/), { detail: 2 });
    expect(box.checked).toBe(false);
  });

  it("keeps a double click on the box itself: the visitor clicked it twice", () => {
    const { box } = setup();
    fireEvent.click(box, { detail: 1 });
    fireEvent.click(box, { detail: 2 });
    expect(box.checked).toBe(false);
    fireEvent.click(box, { detail: 1 });
    expect(box.checked).toBe(true);
  });

  it("drops pointer clicks on the box and the send button for a moment after an answer", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const { box, button } = setup();
      const submitted = vi.fn((event: Event) => event.preventDefault());
      button.closest("form")?.addEventListener("submit", submitted);
      act(() => settle());
      fireEvent.click(box, { detail: 1 });
      expect(box.checked).toBe(false);
      fireEvent.click(button, { detail: 1 });
      expect(submitted).not.toHaveBeenCalled();
      // A keyboard is not moved by a layout change: its click counts.
      fireEvent.click(box, { detail: 0 });
      expect(box.checked).toBe(true);
      vi.advanceTimersByTime(SETTLE_MS + 1);
      fireEvent.click(box, { detail: 1 });
      expect(box.checked).toBe(false);
      fireEvent.click(button, { detail: 1 });
      expect(submitted).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends the wait once the visitor types in a field: the next click is meant", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const { button } = setup();
      const submitted = vi.fn((event: Event) => event.preventDefault());
      button.closest("form")?.addEventListener("submit", submitted);
      act(() => settle());
      fireEvent.click(button, { detail: 1 });
      expect(submitted).not.toHaveBeenCalled();
      fireEvent.input(screen.getByLabelText(/E-mailadres/), { target: { value: "a@example.nl" } });
      fireEvent.click(button, { detail: 1 });
      expect(submitted).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
