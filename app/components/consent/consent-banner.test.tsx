// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHOICE_KEY, SHOWN_KEY } from "~/models/consent/consent";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { ConsentBanner } from "./consent-banner";

/** What the consent route received from the banner's background post. */
let posted: Record<string, string>[] = [];

function Page() {
  return (
    <>
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <ConsentBanner serverChoice={null} />
      <main id="main">
        <a href="/agenda">Agenda</a>
      </main>
    </>
  );
}

function renderBanner() {
  const path = "/pagina/over-ons";
  const Stub = siteStub([
    { id: "page", path: "pagina/:url", Component: Page },
    {
      id: "consent",
      path: "cookievoorkeur",
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={[path]} hydrationData={hydrationFor(path)} future={FUTURE} />);
  return userEvent.setup();
}

const banner = () => screen.queryByRole("region", { name: "Wij gebruiken cookies" });

beforeEach(() => {
  posted = [];
  window.localStorage.clear();
});
afterEach(cleanup);

describe("ConsentBanner", () => {
  it("after a choice goes away and gives focus back to where it came from", async () => {
    const user = renderBanner();
    const agenda = screen.getByRole("link", { name: "Agenda" });
    agenda.focus();
    // Shift+Tab from the page's first link: the banner sits before the content.
    await user.tab({ shift: true });
    const refuse = within(banner() as HTMLElement).getByRole("button", {
      name: "Alleen noodzakelijke",
    });
    expect(banner()?.contains(document.activeElement)).toBe(true);
    await user.click(refuse);

    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(agenda);
    expect(window.localStorage.getItem(SHOWN_KEY)).toBe("yes");
    expect(window.localStorage.getItem(CHOICE_KEY)).toBe("basic");
    await waitFor(() =>
      expect(posted).toEqual([{ choice: "basic", mode: "fetch", return: "/pagina/over-ons" }]),
    );
  });

  it("with nothing focused before, leaves focus on the skip link, not on the page body", async () => {
    const user = renderBanner();
    await user.click(screen.getByRole("button", { name: "Alle cookies accepteren" }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Naar de inhoud" }));
    expect(window.localStorage.getItem(CHOICE_KEY)).toBe("personalized");
  });

  it("stays away when this browser has already chosen", () => {
    window.localStorage.setItem(SHOWN_KEY, "yes");
    window.localStorage.setItem(CHOICE_KEY, "basic");
    renderBanner();
    expect(banner()).toBeNull();
  });
});
