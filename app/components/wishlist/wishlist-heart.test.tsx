// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_SYNC_COOKIE } from "~/models/wishlist/wishlist-frame";
import { expectConsoleError } from "../../../tests/support/console-guard";
import { FUTURE, hydrationFor, siteStub } from "../../../tests/support/site-stub";
import { SiteProvider, useSite } from "../shell/site-context";
import { useWishlist, WishlistProvider } from "./wishlist-context";
import { WishlistHeart } from "./wishlist-heart";

const ACCOUNT = "http://account.test";

/** The account service: answers the user at once; each change waits for the test to settle it. */
let changes: { method: string; body: string; settle: (ok: boolean) => void }[] = [];
/** Settles the `index`th change the heart asked for; the test fails if it was never asked. */
function settle(index: number, ok: boolean) {
  const change = changes[index];
  if (!change) throw new Error(`change ${index} was never asked for`);
  change.settle(ok);
}

function accountService(url: string, init: RequestInit = {}): Promise<Response> {
  if (url === `${ACCOUNT}/api/user`) {
    return Promise.resolve(Response.json({ fullname: "Jan", wishlist: ["other-show"] }));
  }
  return new Promise((resolve, reject) => {
    changes.push({
      method: init.method ?? "GET",
      body: String(init.body),
      settle: (ok) => (ok ? resolve(Response.json({})) : reject(new TypeError("network down"))),
    });
  });
}

/** Whom the wish list belongs to, as the header shows it: there once the account has answered. */
function Owner() {
  return <p data-testid="owner">{useWishlist().state.userName}</p>;
}

function Page() {
  const site = useSite();
  return (
    <SiteProvider value={{ ...site, accountUrl: ACCOUNT }}>
      <WishlistProvider>
        <Owner />
        <WishlistHeart pageId="de-notenkraker" title="De Notenkraker" />
      </WishlistProvider>
    </SiteProvider>
  );
}

function renderHeart() {
  const path = "/voorstelling/de-notenkraker";
  const Stub = siteStub([{ id: "production", path: "voorstelling/:slug", Component: Page }]);
  render(<Stub initialEntries={[path]} hydrationData={hydrationFor(path)} future={FUTURE} />);
  return userEvent.setup();
}

const heart = () => screen.getByRole("button", { name: /verlanglijst/ });
const loggedIn = () => waitFor(() => expect(screen.getByTestId("owner").textContent).toBe("Jan"));

beforeEach(() => {
  changes = [];
  vi.stubGlobal("fetch", vi.fn(accountService));
  // The account site sets this cookie for a logged-in visitor; here the test stands in for it.
  // biome-ignore lint/suspicious/noDocumentCookie: the account site's cookie, set as it sets it
  document.cookie = `${ACCOUNT_SYNC_COOKIE}=1; path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the account site's cookie, removed as it does
  document.cookie = `${ACCOUNT_SYNC_COOKIE}=; max-age=0; path=/`;
});

describe("WishlistHeart", () => {
  it("is busy while the account service saves, then says what the next press does", async () => {
    const user = renderHeart();
    await loggedIn();
    expect(heart().textContent).toBe("Bewaar op verlanglijst");
    expect(heart().getAttribute("aria-busy")).toBeNull();

    await user.click(heart());
    expect(changes.map((change) => [change.method, change.body])).toEqual([
      ["PUT", JSON.stringify({ prod_page: "de-notenkraker" })],
    ]);
    expect(heart().getAttribute("aria-busy")).toBe("true");
    const saving = screen.getByText("Bezig met opslaan…");
    expect(heart().getAttribute("aria-describedby")).toBe(saving.id);
    // A second press while saving asks nothing more.
    await user.click(heart());
    expect(changes).toHaveLength(1);

    settle(0, true);
    await waitFor(() => expect(heart().textContent).toBe("Verwijder van verlanglijst"));
    expect(heart().getAttribute("aria-busy")).toBeNull();
    expect(screen.queryByText("Bezig met opslaan…")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("");

    await user.click(heart());
    expect(changes[1]?.method).toBe("DELETE");
    settle(1, true);
    await waitFor(() => expect(heart().textContent).toBe("Bewaar op verlanglijst"));
  });

  it("says so when the change failed, and keeps the label of what was there", async () => {
    expectConsoleError(/\[wishlist\] add: TypeError: network down/);
    const user = renderHeart();
    await loggedIn();
    await user.click(heart());
    settle(0, false);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Uw verlanglijst kon niet worden bijgewerkt. Probeer het later opnieuw.",
      ),
    );
    expect(heart().textContent).toBe("Bewaar op verlanglijst");
    expect(heart().getAttribute("aria-busy")).toBeNull();

    // Trying again clears the message while it saves.
    await user.click(heart());
    expect(screen.getByRole("alert").textContent).toBe("");
    settle(1, true);
    await waitFor(() => expect(heart().textContent).toBe("Verwijder van verlanglijst"));
  });
});
