// @vitest-environment happy-dom
// The once-only key and the one-post-at-a-time submit in the browser: the key this tab keeps for
// the form on this page (kept across answers and a new mount, as after Back), no native post of a
// live form that nobody handled, and one post at a time.
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
function TrialForm({
  fetcher,
  valid = true,
  intent = "donation",
}: {
  fetcher: Fetcher;
  valid?: boolean;
  intent?: string;
}) {
  const { busy, gate } = useOnePostAtATime(fetcher);
  // Stands in for conform + the fetcher: an invalid form is prevented, a valid one is sent.
  const handle = (event: FormEvent<HTMLFormElement>) => {
    if (!valid) event.preventDefault();
    else sent.push(String(new FormData(event.currentTarget).get("_once")));
  };
  return (
    <form onSubmit={gate(handle)}>
      <input type="hidden" name="intent" value={intent} />
      <OnceKey />
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
  it("keeps one key per form and page in this tab: after an answer and after Back (a new mount)", () => {
    window.sessionStorage.clear();
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    const first = key();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: { outcome: "success" } }} />));
    expect(key()).toBe(first);
    // Back to the page: the form mounts again and finds the key this tab kept.
    act(() => root.unmount());
    root = createRoot(container);
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    expect(key()).toBe(first);
    // Another form on the page has its own.
    act(() =>
      root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} intent="panel" />),
    );
    act(() => root.unmount());
    root = createRoot(container);
    act(() =>
      root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} intent="panel" />),
    );
    expect(key()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key()).not.toBe(first);
  });

  it("makes a new key where the tab keeps none (a fresh tab) or keeps a malformed one", () => {
    window.sessionStorage.clear();
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    const first = key();
    window.sessionStorage.clear();
    act(() => root.unmount());
    root = createRoot(container);
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    expect(key()).not.toBe(first);
    for (const entry of Object.keys(window.sessionStorage)) {
      window.sessionStorage.setItem(entry, "<script>");
    }
    act(() => root.unmount());
    root = createRoot(container);
    act(() => root.render(<TrialForm fetcher={{ state: "idle", data: undefined }} />));
    expect(key()).toMatch(/^[A-Za-z0-9_-]{22}$/);
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
    // The post after the answer carries the same key: the server tells intentions apart by data.
    expect(sent[1]).toBe(sent[0]);
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
