// @vitest-environment happy-dom
// The once-only key and the one-post-at-a-time submit in the browser: a fresh key on mount and
// after each answer, no native post of a live form that nobody handled, and one post at a time.
import { act, type FormEvent } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OnceKey, useOnePostAtATime } from "./form-parts";

declare global {
  // React's act() environment flag.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

type Fetcher = { state: string; data: unknown };

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const sent: string[] = [];
function TrialForm({ fetcher, valid = true }: { fetcher: Fetcher; valid?: boolean }) {
  const { busy, gate } = useOnePostAtATime(fetcher);
  // Stands in for conform + the fetcher: an invalid form is prevented, a valid one is sent.
  const handle = (event: FormEvent<HTMLFormElement>) => {
    if (!valid) event.preventDefault();
    else sent.push(String(new FormData(event.currentTarget).get("_once")));
  };
  return (
    <form onSubmit={gate(handle)}>
      <OnceKey renew={fetcher.data} />
      <button type="submit" disabled={busy} aria-busy={busy || undefined}>
        Verstuur
      </button>
    </form>
  );
}

const form = () => container.querySelector("form") as HTMLFormElement;
const key = () => (container.querySelector('input[name="_once"]') as HTMLInputElement).value;
/** A submit event as the browser sends it; true when something prevented the native post. */
function submit(): boolean {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  act(() => {
    form().dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe("OnceKey", () => {
  it("puts a fresh key in on mount and after each answer", () => {
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    const first = key();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    expect(key()).toBe(first);
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: { outcome: "failure" } }} />));
    expect(key()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key()).not.toBe(first);
  });

  it("prevents the native post of a live form that no handler took", () => {
    act(() => root.render(<OnceKeyOnly />));
    expect(submit()).toBe(true);
  });
});

function OnceKeyOnly() {
  return (
    <form>
      <OnceKey />
    </form>
  );
}

describe("useOnePostAtATime", () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it("lets one post through until the answer; the button is busy meanwhile", () => {
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    submit();
    submit();
    expect(sent).toHaveLength(1);
    act(() => root.render(<TrialForm fetcher={{ state: "submitting", data: undefined }} />));
    const button = container.querySelector("button") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    submit();
    expect(sent).toHaveLength(1);
    const answer = { outcome: "failure" };
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: answer }} />));
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    submit();
    expect(sent).toHaveLength(2);
    // The post after the answer carries the key put in for it.
    expect(sent[1]).not.toBe(sent[0]);
  });

  it("keeps the gate open after a submit the form prevented (invalid input)", () => {
    act(() =>
      root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} valid={false} />),
    );
    submit();
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    submit();
    expect(sent).toHaveLength(1);
  });
});
